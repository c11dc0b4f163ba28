import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { TRGM_SCHEMA } from '../db/migrations/009_search_sort';
import { searchable } from '../catalog/names';
import { bestMatches, innerTrigrams, MIN_SCORE } from './similarity';

/** How many rows each index step hands over for scoring: enough to fill a list after the score's cut. */
const CANDIDATES = 60;

/** A product's English name and its Bangla one (null when none): either may match. */
interface Named { id: number; name: string; name_bn: string | null }

/**
 * Active products whose name (English or Bangla) matches the term, best first, at most `limit`:
 * 1. names holding the term as typed (any case), newest first: an indexed substring lookup (the
 *    FTS5 trigram index on SQLite, the pg_trgm GIN index on PostgreSQL; a term under three letters
 *    cannot use either and reads the newest products until it has enough);
 * 2. when those are too few, names that share trigrams with the typed words (typos), the index
 *    ranking a short list of candidates that similarity.ts then scores and cuts.
 */
export async function matchingProducts(db: Kysely<DB>, typed: string, limit: number): Promise<Named[]> {
  const term = searchable(typed);
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const exact = postgres ? await postgresSubstring(db, term) : await sqliteSubstring(db, term);
  const found = exact.slice(0, limit);
  if (found.length >= limit || innerTrigrams(term).length === 0) return found;
  const fuzzy = postgres ? await postgresSimilar(db, term) : await sqliteSimilar(db, term);
  const seen = new Set(found.map((p) => p.id));
  return [...found, ...bestMatches(term, fuzzy.filter((p) => !seen.has(p.id)), (p) => `${p.name} ${p.name_bn ?? ''}`, limit - found.length)];
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function sqliteSubstring(db: Kysely<DB>, term: string): Promise<Named[]> {
  if ([...term].length < 3) {
    const { rows } = await sql<Named>`select id, name, name_bn from products where status = 1
      and (name like ${likePattern(term)} escape '\\' or name_bn like ${likePattern(term)} escape '\\')
      order by id desc limit ${CANDIDATES}`.execute(db);
    return rows;
  }
  // An FTS5 string in double quotes is one phrase; a quote inside is written twice.
  const phrase = `"${term.replace(/"/g, '""')}"`;
  return activeOf(db, sql`select rowid from product_names where product_names match ${phrase} order by rowid desc limit ${CANDIDATES}`);
}

async function sqliteSimilar(db: Kysely<DB>, term: string): Promise<Named[]> {
  const anyTrigram = innerTrigrams(term).map((t) => `"${t.replace(/"/g, '""')}"`).join(' OR ');
  return activeOf(db, sql`select rowid from product_names where product_names match ${anyTrigram} order by rank limit ${CANDIDATES}`);
}

/** The active products among the ids the FTS query names, in its order. */
async function activeOf(db: Kysely<DB>, ids: ReturnType<typeof sql>): Promise<Named[]> {
  const { rows } = await sql<Named & { rowid: number }>`select p.id, p.name, p.name_bn from (${ids}) f inner join products p on p.id = f.rowid where p.status = 1`.execute(db);
  return rows;
}

async function postgresSubstring(db: Kysely<DB>, term: string): Promise<Named[]> {
  const { rows } = await sql<Named>`select id, name, name_bn from products where status = 1
    and (name ilike ${likePattern(term)} escape '\\' or name_bn ilike ${likePattern(term)} escape '\\')
    order by id desc limit ${CANDIDATES}`.execute(db);
  return rows;
}

/**
 * Names whose words are close to the term by pg_trgm's word similarity, through the GIN index: its
 * threshold is a setting, lowered for this transaction only to let typos through (scored again,
 * more strictly, by similarity.ts).
 */
async function postgresSimilar(db: Kysely<DB>, term: string): Promise<Named[]> {
  const op = (name: string) => sql.raw(`operator(${TRGM_SCHEMA}.${name})`);
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(MIN_SCORE - 0.1)}, true)`.execute(trx);
    const { rows } = await sql<Named>`select id, name, name_bn from products where status = 1 and (name ${op('%>')} ${term} or name_bn ${op('%>')} ${term})
      order by least(${term} ${op('<<->')} name, ${term} ${op('<<->')} name_bn), id desc limit ${CANDIDATES}`.execute(trx);
    return rows;
  });
}
