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
  return cached(db, 'name-words', async () => {
    const query = db.getExecutor().adapter instanceof PostgresAdapter
      ? sql<{ word: string }>`select word from product_words`
      : sql<{ word: string }>`select term as word from product_words`;
    return (await query.execute(db)).rows.map((r) => r.word);
  });
}
