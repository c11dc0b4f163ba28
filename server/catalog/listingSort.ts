import { SORTS, type ListingSort } from '../../shared/filters/listingFilters';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { AVERAGE_RATING } from '../db/migrations/009_search_sort';
import type { DB } from '../db/schema';
import { ensureEffectivePrices } from './effectivePrices';
import { ensureUnitsSold } from './unitsSold';

/** The orders a listing can be sorted in (the shop's sort menu offers the same); the first is the default. */
export { SORTS, type ListingSort };

export interface Paging { page: number; perPage: number }
/** A listing's or the search's FROM and WHERE, before its select. */
export type AnyQuery = SelectQueryBuilder<DB, any, object>;
type Page = { ids: number[]; total: number };

/** The count of every match of a listing's query. */
export const countStatement = (query: AnyQuery) => query.select((eb) => eb.fn.countAll<number>().as('total'));

/**
 * A page of ids in the given order with the count of every match, in one statement: the count is
 * an uncorrelated subquery, which both databases run once.
 */
export const pageStatement = (query: AnyQuery, id: string, order: (q: AnyQuery) => AnyQuery, limit: number, offset: number) =>
  order(query.select([sql.ref<number>(id).as('id'), sql<number>`(${countStatement(query)})`.as('total')])).limit(limit).offset(offset);

/** A page's ids and count: a page past the end has no row to carry the count, so only then is it asked on its own. */
export async function pageFrom(rows: { id: number; total: number | string }[], countAlone: () => Promise<number | string>): Promise<Page> {
  const total = rows.length ? rows[0].total : await countAlone();
  return { ids: rows.map((r) => r.id), total: Number(total) };
}

/** A page of the query's ids in the order, with the count of every match. */
export async function pageOf(query: AnyQuery, id: string, order: (q: AnyQuery) => AnyQuery, { page, perPage }: Paging): Promise<Page> {
  const rows = (await pageStatement(query, id, order, perPage, (page - 1) * perPage).execute()) as { id: number; total: number }[];
  return pageFrom(rows, async () => (await countStatement(query).executeTakeFirstOrThrow()).total);
}

/**
 * A page of the matching products in the sort's order, ties newest first. Each order reads an
 * index at 100,000 products: newest the ids, rating the average-rating expression index, best
 * selling (status, sold_count, id), the orders' waiting changes added in first (unitsSold.ts),
 * price product_prices (effective_price, product_id): the price the shopper pays, campaigns and
 * special prices counted, made current first (effectivePrices.ts).
 */
export async function sortedPage(db: Kysely<DB>, query: AnyQuery, sort: ListingSort, newest: string, paging: Paging, now = new Date()): Promise<Page> {
  switch (sort) {
    case 'price_asc':
    case 'price_desc': {
      const direction = sort === 'price_asc' ? 'asc' : 'desc';
      await ensureEffectivePrices(db, now);
      // Joined for the page only: the count needs no price (every product has one once ensured).
      return pageOf(query, newest, (q) => q.innerJoin('product_prices', 'product_prices.product_id', 'products.id')
        .orderBy('product_prices.effective_price', direction).orderBy(sql.ref(newest), direction), paging);
    }
    case 'rating':
      return pageOf(query, newest, (q) => q.orderBy(sql.raw(`(${AVERAGE_RATING})`), 'desc').orderBy(sql.ref(newest), 'desc'), paging);
    case 'bestselling':
      await ensureUnitsSold(db);
      return pageOf(query, newest, (q) => q.orderBy('products.sold_count', 'desc').orderBy(sql.ref(newest), 'desc'), paging);
    default:
      return pageOf(query, newest, (q) => q.orderBy(sql.ref(newest), 'desc'), paging);
  }
}
