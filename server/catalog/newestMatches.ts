import { sql, type CompiledQuery, type Kysely, type RawBuilder } from 'kysely';
import { compiledOnce } from '../db/compiledQueries';
import type { DB } from '../db/schema';

/**
 * How many of the newest products PostgreSQL's search tests first, in its newest-first index of the
 * names (migration 035), before it looks the needle up in the trigram indexes instead. A needle one
 * name in a hundred holds or more finds its newest matches here; a rarer one costs this walk plus a
 * lookup of its few matches, never a walk through the catalogue (below).
 */
export const NEWEST_TESTED = 20_000;

/** Written between a product's name, Bangla name and SKU when they are tested as one text (heldJoined). */
const SEPARATOR = '\u0001';

/** A search's needle on PostgreSQL: `contains` and `starts` are LIKE patterns (escape \), `caseless` as in names.ts. */
export interface PostgresNeedle {
  contains: string;
  starts: string;
  caseless: boolean;
  /** The needle has fewer letters than a trigram: no trigram index can look it up. */
  short: boolean;
}
/** `joinable`: the needle holds no SEPARATOR, so the joined test answers as the three columns' tests do. */
type Tested = PostgresNeedle & { joinable: boolean };

/** A product holding the needle, and 0 when its name (English or Bangla) starts with it, else 1. */
export type RankedRow = { id: number; rank: number };

const like = (caseless: boolean) => sql.raw(caseless ? 'like' : 'ilike');

/** The column holds the pattern, any case unless the needle is caseless (ILIKE lowers each name it tests). */
const holds = (column: 'name' | 'name_bn' | 'sku', pattern: string, caseless: boolean) =>
  sql<boolean>`${sql.ref(column)} ${like(caseless)} ${pattern} escape '\\'`;

const rankOf = ({ starts, caseless }: PostgresNeedle) =>
  sql<number>`case when ${holds('name', starts, caseless)} or ${holds('name_bn', starts, caseless)} then 0 else 1 end`;

/** The name, the Bangla name or the SKU holds the needle, as three ILIKEs the trigram indexes can answer. */
const heldByColumns = ({ contains, caseless }: PostgresNeedle) =>
  sql<boolean>`(${holds('name', contains, caseless)} or ${holds('name_bn', contains, caseless)} or ${holds(
    'sku',
    contains,
    caseless,
  )})`;

/**
 * The same test as heldByColumns, as one LIKE of the three columns joined by SEPARATOR: ILIKE lowers
 * the name and the pattern for each row it tests (PostgreSQL does so in a multi-byte database), three
 * times per product, where this lowers the joined text once. The answers are the same: lower() works
 * letter by letter, so the joined text lowered is the three lowered, and a pattern without SEPARATOR
 * matches it where it matches one of them (a missing Bangla name, empty, holds no needle).
 */
const heldJoined = (needle: Tested): RawBuilder<boolean> => {
  if (!needle.joinable) return heldByColumns(needle);
  const joined = sql`(name || ${SEPARATOR} || coalesce(name_bn, '') || ${SEPARATOR} || sku)`;
  return needle.caseless
    ? sql<boolean>`${joined} like ${needle.contains} escape '\\'`
    : sql<boolean>`lower(${joined}) like lower(${needle.contains}) escape '\\'`;
};

/** Among the NEWEST_TESTED newest active products (or all of them, `everyProduct`), the newest holding the needle. */
const walked = compiledOnce((db: Kysely<DB>, values: Tested & { limit: number; everyProduct: boolean }) => {
  const newest = db
    .selectFrom('products')
    .select(['id', 'name', 'name_bn', 'sku'])
    .where('status', '=', 1)
    .orderBy('id', 'desc')
    .$if(!values.everyProduct, (q) => q.limit(NEWEST_TESTED));
  return db
    .selectFrom(newest.as('newest'))
    .select(['newest.id', rankOf(values).as('rank')])
    .where(heldJoined(values))
    .orderBy('newest.id', 'desc')
    .limit(values.limit)
    .compile() as CompiledQuery<RankedRow>;
});

/**
 * Every active product holding the needle, looked up in the trigram indexes, the newest `limit`.
 * Ordered by id + 0: ordered by id, the planner may walk the newest-first index instead, as for a
 * common needle, testing each name until it has `limit`; it prices that test far below what three
 * ILIKEs cost, and walked tens of thousands of names for a needle a few hundredths of them hold.
 */
const lookedUp = compiledOnce(
  (db: Kysely<DB>, values: PostgresNeedle & { limit: number }) =>
    db
      .selectFrom('products')
      .select(['products.id', rankOf(values).as('rank')])
      .where('status', '=', 1)
      .where(heldByColumns(values))
      .orderBy(sql`products.id + 0`, 'desc')
      .limit(values.limit)
      .compile() as CompiledQuery<RankedRow>,
);

/**
 * PostgreSQL: the newest `limit` active products whose name, Bangla name or SKU holds the needle,
 * newest first, ranked. A needle shorter than a trigram walks the products newest first (no index
 * can find it). A longer one walks the NEWEST_TESTED newest; when they hold fewer than `limit`, the
 * trigram indexes find every product holding it (at most a hundredth of the catalogue, then). Each
 * costs about the same at its worst: walking all NEWEST_TESTED, or reading that many rows found.
 */
export async function newestMatches(db: Kysely<DB>, needle: PostgresNeedle, limit: number): Promise<RankedRow[]> {
  const joinable = !needle.contains.includes(SEPARATOR);
  const first = (await walked(db, { ...needle, joinable, limit, everyProduct: needle.short })).rows;
  if (first.length >= limit || needle.short) return first;
  return (await lookedUp(db, { ...needle, limit })).rows;
}
