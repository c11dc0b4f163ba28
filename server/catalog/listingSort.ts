import { SORTS, type ListingSort } from '../../shared/filters/listingFilters';
import { PostgresAdapter, sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { AVERAGE_RATING } from '../db/migrations/009_search_sort';
import type { DB } from '../db/schema';
import { READ_MODELS } from './readModels';

/** The orders a listing can be sorted in (the shop's sort menu offers the same); the first is the default. */
export { SORTS, type ListingSort };

export interface Paging {
  page: number;
  perPage: number;
}
/** A listing's or the search's FROM and WHERE, before its select; the tables joined vary by listing. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any set of tables: only FROM and WHERE matter
export type AnyQuery = SelectQueryBuilder<DB, any, object>;
type Page = { ids: number[]; total: number };
type CountRow = { total: number | string };

/** The count of every match of a listing's query. */
export const countStatement = (query: AnyQuery) => query.select((eb) => eb.fn.countAll<number>().as('total'));

/**
 * Whether a page's statement also counts every match. PostgreSQL: yes, as an uncorrelated
 * subquery it runs once, so the page and its count take one round trip. SQLite, where a statement
 * costs no round trip: no; the count is asked apart, and only when the page cannot tell it
 * (pageFrom), which most pages, being short of the limit, can.
 */
const countsWithPage = (db: Kysely<DB>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * A page of ids in the given order, with the count of every match where the database counts it with the page
 * (countsWithPage).
 */
export const pageStatement = (
  db: Kysely<DB>,
  query: AnyQuery,
  id: string,
  order: (q: AnyQuery) => AnyQuery,
  limit: number,
  offset: number,
  counting: AnyQuery = countStatement(query),
) =>
  order(
    query.select([
      sql.ref<number>(id).as('id'),
      ...(countsWithPage(db) ? [sql<number>`(${counting})`.as('total')] : []),
    ]),
  )
    .limit(limit)
    .offset(offset);

/** A page's rows as LIMIT and OFFSET. */
export type Window = { limit: number; offset: number };
export const windowOf = ({ page, perPage }: Paging): Window => ({ limit: perPage, offset: (page - 1) * perPage });

/** The rows of a page statement: ids, with the count when the statement took it. */
export type PageRow = { id: number; total?: number | string };

/**
 * A page's ids and the count of every match: the count its rows carry; else a page short of the
 * limit ends the list (offset + its rows; none at all when nothing matches); only a full page
 * without a count, or an empty one past the first, asks the count on its own.
 */
export async function pageFrom(
  rows: PageRow[],
  { limit, offset }: Window,
  countAlone: () => Promise<number | string>,
): Promise<Page> {
  const ids = rows.map((r) => r.id);
  if (rows[0]?.total !== undefined) return { ids, total: Number(rows[0].total) };
  if (rows.length < limit && (rows.length > 0 || offset === 0)) return { ids, total: offset + rows.length };
  return { ids, total: Number(await countAlone()) };
}

/**
 * A page of the query's ids in the order, with the count of every match, by `counting`: a statement
 * selecting it as total, the cheapest way to count the same matches.
 */
export async function pageOf(
  db: Kysely<DB>,
  query: AnyQuery,
  id: string,
  order: (q: AnyQuery) => AnyQuery,
  paging: Paging,
  counting: AnyQuery = countStatement(query),
): Promise<Page> {
  const window = windowOf(paging);
  const statement = pageStatement(db, query, id, order, window.limit, window.offset, counting);
  const rows = (await statement.execute()) as PageRow[];
  return pageFrom(rows, window, async () => ((await counting.executeTakeFirstOrThrow()) as CountRow).total);
}

/** The id of a listing read off category_listing (listing.ts), whose rows carry the effective price. */
export const LISTED_ID = 'category_listing.product_id';

/**
 * Whether the sort orders by a column of products (a category's listing joins it then; the price sort reads
 * product_prices by the listing's id).
 */
export const sortReadsProducts = (sort: ListingSort): boolean => sort === 'rating' || sort === 'bestselling';

/**
 * A page of the matching products in the sort's order, ties newest first. Each order reads an
 * index at 100,000 products: newest the ids, rating the average-rating expression index, best
 * selling (status, sold_count, id), the orders' waiting changes added in first, price
 * product_prices (effective_price, product_id), or a category's rows of category_listing by
 * price: the price the shopper pays, campaigns and special prices counted, made current first
 * (each read model's `ensure`, readModels.ts).
 */
export async function sortedPage(
  db: Kysely<DB>,
  query: AnyQuery,
  sort: ListingSort,
  newest: string,
  paging: Paging,
  now = new Date(),
  counting: AnyQuery = countStatement(query),
): Promise<Page> {
  switch (sort) {
    case 'price_asc':
    case 'price_desc': {
      const direction = sort === 'price_asc' ? 'asc' : 'desc';
      await READ_MODELS.productPrices.ensure(db, now);
      if (newest === LISTED_ID) {
        // A category's rows carry the price (migration 031): one range of (category, status, price, id).
        const price = sql.ref<number>('category_listing.effective_price');
        return pageOf(
          db,
          query.where(price, 'is not', null),
          newest,
          (q) => q.orderBy(price, direction).orderBy(sql.ref(newest), direction),
          paging,
          counting,
        );
      }
      // Joined for the page only: the count needs no price (every product has one once ensured).
      return pageOf(
        db,
        query,
        newest,
        (q) =>
          q
            .innerJoin('product_prices', 'product_prices.product_id', newest)
            .orderBy('product_prices.effective_price', direction)
            .orderBy(sql.ref(newest), direction),
        paging,
        counting,
      );
    }
    case 'rating':
      return pageOf(
        db,
        query,
        newest,
        (q) => q.orderBy(sql.raw(`(${AVERAGE_RATING})`), 'desc').orderBy(sql.ref(newest), 'desc'),
        paging,
        counting,
      );
    case 'bestselling':
      await READ_MODELS.soldCountChanges.ensure(db);
      return pageOf(
        db,
        query,
        newest,
        (q) => q.orderBy('products.sold_count', 'desc').orderBy(sql.ref(newest), 'desc'),
        paging,
        counting,
      );
    default:
      return pageOf(db, query, newest, (q) => q.orderBy(sql.ref(newest), 'desc'), paging, counting);
  }
}
