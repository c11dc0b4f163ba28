import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { cached } from './cache';
import type { DB } from '../db/schema';

type WordTable = 'product_words' | 'product_words_bn';

/**
 * The distinct lower-case words product names are made of (about a thousand at 100,000 products),
 * remembered a few seconds like the brands: what a typo is matched against. Kept by the database as
 * products are added or renamed (migration 010): on SQLite the vocabulary of the names' word index,
 * on PostgreSQL a table (where a word no name holds any more stays, and finds no product).
 */
export function nameWords(db: Kysely<DB>): Promise<string[]> {
  return cached(db, 'name-words', () => wordsOf(db, 'product_words'));
}

/**
 * The same of the Bangla names (migration 012), kept apart so that an English term reads no
 * Bangla word and a Bangla one no English word.
 */
export function banglaNameWords(db: Kysely<DB>): Promise<string[]> {
  return cached(db, 'name-words-bn', () => wordsOf(db, 'product_words_bn'));
}

function wordsOf(db: Kysely<DB>, table: WordTable): Promise<string[]> {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? read(db, sql`select word from ${sql.table(table)}`)
    : sqliteWords(db, table);
}

async function read(db: Kysely<DB>, query: ReturnType<typeof sql<{ word: string }>>): Promise<string[]> {
  return (await query.execute(db)).rows.map((r) => r.word);
}

interface Read {
  mark: number;
  words: Promise<string[]>;
}
const reads = new WeakMap<object, Map<WordTable, Read>>();

/**
 * On SQLite, fts5vocab walks the whole word index to list its words (a cost that grows with the catalogue),
 * so each process keeps the list it read for as long as name_word_marks (migration 020) counts no
 * product added, deleted or renamed since: one read of a one-row table instead. The count is read
 * before the words, so a list read during a write is read again on the next call.
 */
async function sqliteWords(db: Kysely<DB>, table: WordTable): Promise<string[]> {
  const { mark } = (await sql<{ mark: number }>`select counter as mark from name_word_marks`.execute(db)).rows[0];
  const known = reads.get(db) ?? new Map<WordTable, Read>();
  reads.set(db, known);
  const last = known.get(table);
  if (last?.mark === mark) return last.words;
  const words = read(db, sql`select term as word from ${sql.table(table)}`);
  const entry = { mark, words };
  known.set(table, entry);
  // A failed read is not kept: the next call reads again.
  words.catch(() => known.get(table) === entry && known.delete(table));
  return words;
}
