import { PostgresAdapter, sql, type CompiledQuery, type Kysely } from 'kysely';
import type { Paged, Product } from '../../shared/api/contract';
import type { Language } from '../../shared/i18n/languages';
import { compiledOnce } from '../db/compiledQueries';
import type { DB } from '../db/schema';
import { pagedOf, type CountRow } from './listing';
import {
  countStatement,
  pageFrom,
  sortedPage,
  windowOf,
  type AnyQuery,
  type ListingSort,
  type PageRow,
  type Paging,
} from './listingSort';
import { caseless, ftsPhrase, searchable, TRIGRAM_LETTERS } from './names';
import { isBangla } from './banglaSimilarity';
import { banglaNameWords, nameWords } from './nameWords';
import { nearestProducts } from './nearest';
import { matchingProducts } from './productMatches';
import { newestMatches, type RankedRow } from './newestMatches';
import { SOUNDED_LETTERS, soundingWords, wordsOf } from './similarity';

/** How many products a search for a misspelt term shows at most (its closest matches). */
const TYPO_MATCHES = 24;

/**
 * A search's needle on SQLite: `contains` its LIKE pattern; `phrase` its FTS5 phrase when the
 * trigram index can look it up (TRIGRAM_LETTERS or more).
 */
type Needle = { contains: string; phrase?: string };

/** "column LIKE pattern" with the escape character a search's needle uses (SQLite's LIKE ignores ASCII case). */
const holds = (column: 'name' | 'name_bn' | 'sku', pattern: string) =>
  sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;

/**
 * Active products whose name (English or Bangla) or SKU holds the needle: `contains` is its LIKE
 * pattern, `phrase` (a needle of TRIGRAM_LETTERS or more) its FTS5 phrase, looked up in the trigram
 * index of those columns (migration 025) instead of testing every product's three columns.
 */
const holding = (db: Kysely<DB>, { contains, phrase }: Needle) => {
  if (phrase === undefined)
    return db
      .selectFrom('products')
      .where('status', '=', 1)
      .where((eb) => eb.or((['name', 'name_bn', 'sku'] as const).map((column) => holds(column, contains))));
  // "+status" keeps SQLite off the (status, ...) indexes: it would walk every active product and
  // test each against the index's ids, where it should read the found ids' rows.
  return db
    .selectFrom('products')
    .where(sql<number>`+${sql.ref('products.status')}`, '=', 1)
    .where('products.id', 'in', sql<number>`(select rowid from product_names where product_names match ${phrase})`);
};

/**
 * The most matches a search ranks, sorts and counts: the newest this many (docs/decisions.md). A
 * common word or a two-letter term is held by a large share of a big catalogue; finding, ranking
 * and counting every one of them grew with the catalogue, where finding the newest few hundred
 * stops early. A search held by more says so ("200+ products found") and pages through these.
 */
export const SEARCH_MATCHES = 200;

/** The newest products holding the needle, one past SEARCH_MATCHES: that one tells there are more. */
const newestHolding = (db: Kysely<DB>, needle: Needle) =>
  holding(db, needle)
    .orderBy('products.id', 'desc')
    .limit(SEARCH_MATCHES + 1);

/**
 * SQLite: a search's page in relevance order (names starting with the needle first, then newest)
 * with the count of the matches, in one pass over them: they are found once (a trigram lookup, or a
 * walk of the newest products) into a materialised CTE, numbered newest first, which the page and
 * the count both read. Compiled once, as is the count alone for a page past the end
 * (compiledQueries.ts).
 */
const relevantPage = compiledOnce(
  (db: Kysely<DB>, values: Needle & { starts: string; limit: number; offset: number }) => {
    const startsWith = sql`${holds('name', values.starts)} or ${holds('name_bn', values.starts)}`;
    const rank = sql<number>`case when ${startsWith} then 0 else 1 end`;
    const newest = sql<number>`row_number() over (order by products.id desc)`;
    return db
      .with(
        (cte) => cte('found').materialized(),
        () => newestHolding(db, values).select(['products.id', rank.as('rank'), newest.as('n')]),
      )
      .selectFrom('found')
      .select(['found.id', sql<number>`(select count(*) from found)`.as('total')])
      .where('found.n', '<=', SEARCH_MATCHES)
      .orderBy('found.rank')
      .orderBy('found.id', 'desc')
      .limit(values.limit)
      .offset(values.offset)
      .compile() as CompiledQuery<PageRow>;
  },
);
/** The count of the newest matches (at most one past SEARCH_MATCHES). */
const countingMatches = (db: Kysely<DB>, needle: Needle): AnyQuery =>
  countStatement(db.selectFrom(newestHolding(db, needle).select('products.id').as('f')));
const relevantCount = compiledOnce(
  (db: Kysely<DB>, values: Needle) => countingMatches(db, values).compile() as CompiledQuery<CountRow>,
);

/** What a search asks, as each database's page function takes it: the term, its LIKE needle, the page and the sort. */
interface Asked {
  text: string;
  needle: string;
  paging: Paging;
  now?: Date;
  sort?: ListingSort;
}

/** SQLite: a search's page of ids and its count, in relevance order or the sort's. */
async function sqlitePage(db: Kysely<DB>, { text, needle, paging, now, sort }: Asked) {
  const held: Needle = {
    contains: `%${needle}%`,
    phrase: [...text].length < TRIGRAM_LETTERS ? undefined : ftsPhrase(text),
  };
  if (sort) {
    const found = newestHolding(db, held).select('products.id').limit(SEARCH_MATCHES);
    const query = db.selectFrom('products').where('products.id', 'in', found);
    return sortedPage(db, query, sort, 'products.id', paging, now, countingMatches(db, held));
  }
  const window = windowOf(paging);
  const { rows } = await relevantPage(db, { ...held, starts: `${needle}%`, ...window });
  return pageFrom(rows, window, async () => (await relevantCount(db, held)).rows[0].total);
}

/**
 * PostgreSQL: the newest matches found once (newestMatches.ts, one past SEARCH_MATCHES), then the
 * page of the newest SEARCH_MATCHES in relevance order (names starting with the needle first, then
 * newest), or in the sort's order among them.
 */
async function postgresPage(db: Kysely<DB>, { text, needle, paging, now, sort }: Asked) {
  const found = await newestMatches(
    db,
    {
      contains: `%${needle}%`,
      starts: `${needle}%`,
      caseless: caseless(text),
      short: [...text].length < TRIGRAM_LETTERS,
    },
    SEARCH_MATCHES + 1,
  );
  const total = found.length;
  const newest = found.slice(0, SEARCH_MATCHES);
  if (sort && newest.length > 0) {
    const among = (rows: RankedRow[]) =>
      db.selectFrom('products').where(sql<boolean>`products.id = any(${rows.map((r) => r.id)}::int[])`);
    return sortedPage(db, among(newest), sort, 'products.id', paging, now, countStatement(among(found)));
  }
  const { limit, offset } = windowOf(paging);
  const ranked = newest.sort((a, b) => a.rank - b.rank || b.id - a.id);
  return { ids: ranked.slice(offset, offset + limit).map((r) => r.id), total };
}

/**
 * Products whose name (English or Bangla) or SKU holds the term (any case), names starting with it first, or in the
 * sort's order when one is asked. On SQLite a term of three letters or more is looked up in the
 * trigram index (which ignores case), a shorter one is tested against each product by LIKE over
 * the narrow products_search index (LIKE ignores ASCII case). When nothing holds the term (a
 * typo), the suggestions' typo-forgiving match answers instead: its best few, closest first; so it
 * does for a word of the other script that no name of its own script has a word starting with
 * (Banglish "dal", which English names hold only inside "Sandal").
 */
export async function searchProducts(
  db: Kysely<DB>,
  term: string,
  paging: Paging,
  language: Language,
  now?: Date,
  sort?: ListingSort,
): Promise<Paged<Product>> {
  const text = searchable(term);
  if (await readsAsOtherScript(db, text)) return closestPage(db, term, paging, language, now);
  const needle = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const page = await (postgres ? postgresPage : sqlitePage)(db, { text, needle, paging, now, sort });
  if (page.total > SEARCH_MATCHES) return pagedOf(db, page.ids, SEARCH_MATCHES, paging, language, now, true);
  if (page.total > 0) return pagedOf(db, page.ids, page.total, paging, language, now);
  return closestPage(db, term, paging, language, now);
}

/**
 * The page of the suggestions' typo- and sound-forgiving matches for a term: its best few, closest
 * first; when there are none, the nearest products however far (nearest.ts), marked `closest`.
 */
async function closestPage(db: Kysely<DB>, term: string, paging: Paging, language: Language, now?: Date) {
  const close = (await matchingProducts(db, term, TYPO_MATCHES)).map((p) => p.id);
  const ids = close.length > 0 ? close : await nearestProducts(db, term, TYPO_MATCHES);
  const start = (paging.page - 1) * paging.perPage;
  const page = await pagedOf(db, ids.slice(start, start + paging.perPage), ids.length, paging, language, now);
  return close.length > 0 ? page : { ...page, meta: { ...page.meta, closest: true as const } };
}

/**
 * Whether a one-word term reads as a word of the other script: no word of its own script's names
 * starts with it, and a word of the other's sounds like it. Read from the names' words the search
 * box keeps (nameWords.ts), not the products.
 */
async function readsAsOtherScript(db: Kysely<DB>, text: string): Promise<boolean> {
  const words = wordsOf(text);
  if (words.length !== 1 || [...words[0]].length < SOUNDED_LETTERS) return false;
  const [word] = words;
  const bangla = isBangla(word);
  const own = await (bangla ? banglaNameWords(db) : nameWords(db));
  if (own.some((w) => w.startsWith(word))) return false;
  return soundingWords(word, await (bangla ? nameWords(db) : banglaNameWords(db))).length > 0;
}
