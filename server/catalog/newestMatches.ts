import { sql, type CompiledQuery, type Kysely, type RawBuilder } from 'kysely';
import { compiledOnce } from '../db/compiledQueries';
import type { DB } from '../db/schema';

/**
 * PostgreSQL's search walks its newest-first index of the names (migration 035) this far first,
 * testing each product: a needle one name in twenty-five holds or more finds its newest matches here.
 */
export const FIRST_WALK = 5_000;
/**
 * How far the walk goes on for a needle the first stretch shows to be rarer, at most: past it, the
 * trigram indexes find the needle's matches instead. A walk costs CPU per name tested; the trigram
 * lookup costs a read of each match's row, scattered over the table (a disk read each, when the
 * table is larger than the memory keeps), so it answers only needles too rare to walk to.
 */
const WALK_AT_MOST = 60_000;

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

/**
 * The newest active products holding the needle, at most `limit`: among the `tested` newest (older
 * than `before` when given), or among all of them.
 */
const walked = compiledOnce((db: Kysely<DB>, values: Tested & { limit: number; tested?: number; before?: number }) => {
  const { tested, before } = values;
  const newest = db
    .selectFrom('products')
    .select(['id', 'name', 'name_bn', 'sku'])
    .where('status', '=', 1)
    .$if(before !== undefined, (q) => q.where('id', '<', before!));
  // Without `tested` the subquery is merged into the statement, which walks the index as far as it needs.
  const stretch = tested === undefined ? newest : newest.orderBy('id', 'desc').limit(tested);
  return db
    .selectFrom(stretch.as('newest'))
    .select(['newest.id', rankOf(values).as('rank')])
    .where(heldJoined(values))
    .orderBy('newest.id', 'desc')
    .limit(values.limit)
    .compile() as CompiledQuery<RankedRow>;
});

/**
 * Every active product holding the needle, looked up in the trigram indexes, the newest `limit`.
 * Ordered by id + 0: ordered by id, the planner may walk the newest-first index instead, testing
 * three ILIKEs per name (which it prices far below their cost) where the walks above test one.
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
 * can find it). A longer one walks the FIRST_WALK newest; when they hold fewer than `limit` but
 * enough to expect the rest within WALK_AT_MOST, the walk goes on from the last found, else (or when
 * it falls short) the trigram indexes find every product holding the needle.
 */
export async function newestMatches(db: Kysely<DB>, needle: PostgresNeedle, limit: number): Promise<RankedRow[]> {
  const tested = { ...needle, joinable: !needle.contains.includes(SEPARATOR) };
  if (needle.short) return (await walked(db, { ...tested, limit })).rows;
  const first = (await walked(db, { ...tested, limit, tested: FIRST_WALK })).rows;
  if (first.length >= limit) return first;
  if (first.length * WALK_AT_MOST >= limit * FIRST_WALK) {
    const rest = limit - first.length;
    const before = first[first.length - 1].id;
    const more = (await walked(db, { ...tested, limit: rest, tested: WALK_AT_MOST - FIRST_WALK, before })).rows;
    if (more.length === rest) return [...first, ...more];
  }
  return (await lookedUp(db, { ...needle, limit })).rows;
}
