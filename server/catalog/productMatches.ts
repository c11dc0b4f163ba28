import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { caseless, ftsPhrase, searchable, TRIGRAM_LETTERS } from './names';
import { isBangla } from './banglaSimilarity';
import { bestMatches, closestWords, soundingWords, wordsOf } from './similarity';
import { banglaNameWords, nameWords } from './nameWords';

/** How many rows each index step hands over for scoring: enough to fill a list after the score's cut. */
const CANDIDATES = 60;

/** A product's English name and its Bangla one (null when none): either may match. */
export interface Named {
  id: number;
  name: string;
  name_bn: string | null;
}

/** The name whose words a typed word is matched against: Bangla words the Bangla name's, others the English. */
export type NameColumn = 'name' | 'name_bn';

/**
 * Active products whose name (English or Bangla) matches the term, best first, at most `limit`:
 * 1. names holding the term as typed (any case), newest first: an indexed substring lookup (the
 *    FTS5 trigram index on SQLite, the pg_trgm GIN index on PostgreSQL; a term under three letters
 *    cannot use either and reads the newest products until it has enough);
 * 2. when those are too few, the typos: each typed word is matched against the few thousand words
 *    product names are made of (nameWords.ts; a Bangla word against the Bangla names' words), and
 *    names holding the closest words are looked up through a word index, then scored and cut by
 *    similarity.ts. A typo never makes the database rank the whole catalogue by similarity. The
 *    words of the other script that sound like a typed word are looked up the same way, so Banglish
 *    "saban" finds "সাবান" and Bangla "জামদানি" finds "Jamdani".
 * A term that names hold only inside a word ("dal" in "Sandal") is read as a word of the other
 * script or a typo first: "dal" offers ডাল before sandals.
 */
export async function matchingProducts(db: Kysely<DB>, typed: string, limit: number): Promise<Named[]> {
  const term = searchable(typed);
  const exact = await holdingText(db, term);
  const asTyped = exact.some(startingAWord(term));
  const found = asTyped ? exact.slice(0, limit) : [];
  if (found.length >= limit) return found;
  const seen = new Set(found.map((p) => p.id));
  const fuzzy = (await similarNames(db, term)).filter((p) => !seen.has(p.id));
  const close = bestMatches(term, fuzzy, (p) => `${p.name} ${p.name_bn ?? ''}`, limit - found.length);
  const more = [...close, ...(asTyped ? [] : exact)].filter((p) => !seen.has(p.id) && seen.add(p.id));
  return [...found, ...more].slice(0, limit);
}

/** Whether a name (English or Bangla) holds the term where one of its words starts, any case. */
function startingAWord(term: string): (product: Named) => boolean {
  const typed = term.toLowerCase();
  return ({ name, name_bn }) =>
    [name, name_bn ?? ''].some((text) => {
      const lower = text.toLowerCase();
      for (let at = lower.indexOf(typed); at >= 0; at = lower.indexOf(typed, at + 1))
        if (at === 0 || !/[\p{L}\p{M}\p{N}]/u.test(lower[at - 1])) return true;
      return false;
    });
}

/**
 * Names close to the typed words: the English (and other) words looked up among the English
 * names' words, the Bangla ones among the Bangla names', so an English term reads what it did;
 * then each word among the other script's words by sound.
 */
async function similarNames(db: Kysely<DB>, term: string): Promise<Named[]> {
  const typed = wordsOf(term).filter((word) => [...word].length >= TRIGRAM_LETTERS);
  if (typed.length === 0) return [];
  const latin = typed.filter((word) => !isBangla(word));
  const bangla = typed.filter(isBangla);
  const [english, bengali] = await Promise.all([nameWords(db), banglaNameWords(db)]);
  const lookups: [NameColumn, string[][]][] = [
    ['name', latin.map((word) => closestWords(word, english))],
    ['name_bn', bangla.map((word) => closestWords(word, bengali))],
    ['name_bn', latin.map((word) => soundingWords(word, bengali))],
    ['name', bangla.map((word) => soundingWords(word, english))],
  ];
  const found = (await Promise.all(lookups.map(([column, close]) => similarIn(db, column, close)))).flat();
  const seen = new Set<number>();
  return found.filter((p) => !seen.has(p.id) && seen.add(p.id));
}

/**
 * Names holding the closest word to every typed word (`close`: each typed word's close words of
 * this name's vocabulary, best first); when those are fewer than a list, names holding any of each
 * typed word's close words too (a two-word term with one word unknown).
 */
export async function similarIn(db: Kysely<DB>, column: NameColumn, closeWords: string[][]): Promise<Named[]> {
  const close = closeWords.map((words) => words.filter((w) => [...w].length >= TRIGRAM_LETTERS));
  const best = close.flatMap((words) => words.slice(0, 1));
  if (best.length === 0) return [];
  const all = best.length === close.length ? await holdingWords(db, column, best, 'all') : [];
  if (all.length >= CANDIDATES / 2) return all;
  const seen = new Set(all.map((p) => p.id));
  return [...all, ...(await holdingWords(db, column, close.flat(), 'any')).filter((p) => !seen.has(p.id))];
}

/** ILIKE, or LIKE for a text without cased letters (a Bangla word): the same answer without lowering each name. */
const postgresLike = (text: string) => sql.raw(caseless(text) ? 'like' : 'ilike');

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The newest active products (up to CANDIDATES) whose names hold the text, any case. Text under
 * three letters has no trigram to look up: the newest names are read until enough hold it (on
 * PostgreSQL behind OFFSET 0, which keeps the planner to that walk instead of testing every name,
 * off the newest-first index that holds the names, migration 035).
 */
function holdingText(db: Kysely<DB>, text: string): Promise<Named[]> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const short = [...text].length < TRIGRAM_LETTERS;
  if (postgres && short) {
    return rows(
      db,
      sql`select id, name, name_bn from (select id, name, name_bn, status from products where status = 1
        order by id desc offset 0) p
      where status = 1 and (name ${postgresLike(text)} ${likePattern(text)} escape '\\' or name_bn ${postgresLike(
        text,
      )} ${likePattern(text)} escape '\\') limit ${CANDIDATES}`,
    );
  }
  if (postgres || short) {
    const like = postgres ? postgresLike(text) : sql.raw('like');
    return rows(
      db,
      sql`select id, name, name_bn from products where status = 1
      and (name ${like} ${likePattern(text)} escape '\\' or name_bn ${like} ${likePattern(text)} escape '\\')
      order by id desc limit ${CANDIDATES}`,
    );
  }
  // The index holds the SKU too (migration 025); suggestions are found by name only.
  return rows(
    db,
    sql`select p.id, p.name, p.name_bn from (select rowid from product_names where product_names match ${
      `{name ` + `name_bn}: ${ftsPhrase(text)}`
    }
    order by rowid desc limit ${CANDIDATES}) f ${indexedProducts}`,
  );
}

/**
 * Up to CANDIDATES active products whose English (or Bangla) names hold all (or any) of these words
 * of that name's vocabulary, in name order as the scoring takes them. On SQLite the newest, read
 * newest rowid first from FTS5 indexes of whole words. On PostgreSQL the first its GIN indexes of
 * the names' words give (migrations 010 and 012; its planner knows their frequencies, which it does
 * not for ILIKE): the newest would mean reading and sorting every product a common word is in, or
 * computing each name's words while walking the newest products, several times the search's
 * budget at a million products; which ones come first can change as rows are rewritten.
 */
function holdingWords(db: Kysely<DB>, column: NameColumn, words: string[], how: 'all' | 'any'): Promise<Named[]> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    if (column === 'name_bn') {
      const holds = sql.raw(how === 'all' ? '@>' : '&&');
      return rows(
        db,
        sql`select id, name, name_bn from (select id, name, name_bn, sku from products where status = 1
          and bangla_words(name_bn) ${holds} cast(${words} as text[]) limit ${CANDIDATES}) f ${inNameOrder}`,
      );
    }
    const query =
      how === 'all'
        ? [sql`plainto_tsquery('simple', ${words.join(' ')})`]
        : words.map((word) => sql`plainto_tsquery('simple', ${word})`);
    const each = query.map((q) => sql`to_tsvector('simple', name) @@ ${q}`);
    const anyWord = sql.join(each, sql` or `);
    return rows(
      db,
      sql`select id, name, name_bn from (select id, name, name_bn, sku from products where status = 1 and (${anyWord})
        limit ${CANDIDATES}) f ${inNameOrder}`,
    );
  }
  const index = sql.table(column === 'name' ? 'product_word_index' : 'product_word_index_bn');
  const query = words.map((word) => `"${word.replace(/"/g, '""')}"`).join(how === 'all' ? ' AND ' : ' OR ');
  return rows(
    db,
    sql`select p.id, p.name, p.name_bn
    from (select rowid from ${index} where ${index} match ${query} order by rowid desc limit ${CANDIDATES}) f
    ${indexedProducts}`,
  );
}

/**
 * The active products among the rowids (f) a SQLite word or trigram index found, in name order
 * (then Bangla name, SKU, id): the order these lists are scored and cut in. CROSS JOIN keeps SQLite
 * to looking up each of those few rowids by key; left to choose, it walked every active product's
 * entry of the (status, name, name_bn, sku, id) index to probe them, a cost that grows with the catalogue.
 */
const indexedProducts = sql`cross join products p on p.id = f.rowid where p.status = 1 order by p.name, p.name_bn,
  p.sku, p.id`;

/** PostgreSQL: the found products (f) in the order indexedProducts gives SQLite's. */
const inNameOrder = sql`order by f.name, f.name_bn, f.sku, f.id`;

async function rows(db: Kysely<DB>, query: ReturnType<typeof sql<Named>>): Promise<Named[]> {
  return (await query.execute(db)).rows;
}
