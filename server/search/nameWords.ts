import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { cached } from '../catalog/cache';
import type { DB } from '../db/schema';

/**
 * The distinct lower-case words product names are made of (about a thousand at 100,000 products),
 * remembered a few seconds like the brands: what a typo is matched against. Kept by the database as
 * products are added or renamed (migration 010): on SQLite the vocabulary of the names' word index,
 * on PostgreSQL a table (where a word no name holds any more stays, and finds no product).
 */
export function nameWords(db: Kysely<DB>): Promise<string[]> {
  return vocabulary(db, 'name-words', 'product_words');
}

/**
 * The same of the Bangla names (migration 012), kept apart so that an English term reads no
 * Bangla word and a Bangla one no English word.
 */
export function banglaNameWords(db: Kysely<DB>): Promise<string[]> {
  return vocabulary(db, 'name-words-bn', 'product_words_bn');
}

function vocabulary(db: Kysely<DB>, key: string, table: 'product_words' | 'product_words_bn'): Promise<string[]> {
  return cached(db, key, async () => {
    const query = db.getExecutor().adapter instanceof PostgresAdapter
      ? sql<{ word: string }>`select word from ${sql.table(table)}`
      : sql<{ word: string }>`select term as word from ${sql.table(table)}`;
    return (await query.execute(db)).rows.map((r) => r.word);
  });
}
