import { SORTS, type ListingSort } from '../../shared/filters/listingFilters';
import { PostgresAdapter, sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { AVERAGE_RATING } from '../db/migrations/009_search_sort';
import type { DB } from '../db/schema';
import { runningCampaigns, type Campaign } from './pricing';

/** The orders a listing can be sorted in (the shop's sort menu offers the same); the first is the default. */
export { SORTS, type ListingSort };

export interface Paging { page: number; perPage: number }
/** A listing's or the search's FROM and WHERE, before its select. */
export type AnyQuery = SelectQueryBuilder<DB, any, object>;
type Page = { ids: number[]; total: number };

/**
 * A page of ids with the count of every match, in one statement: the count is an uncorrelated
 * subquery, which both databases run once. A page past the end has no row to carry the count, so
 * only then is it asked on its own.
 */
export async function pageOf(query: AnyQuery, id: string, order: (q: AnyQuery) => AnyQuery, { page, perPage }: Paging): Promise<Page> {
  const count = query.select((eb) => eb.fn.countAll<number>().as('total'));
  const rows = (await order(query.select([sql.ref<number>(id).as('id'), sql<number>`(${count})`.as('total')]))
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute()) as { id: number; total: number }[];
  const total = rows.length ? rows[0].total : (await count.executeTakeFirstOrThrow()).total;
  return { ids: rows.map((r) => r.id), total: Number(total) };
}

/**
 * A page of the matching products in the sort's order, ties newest first. Each order reads an
 * index at 100,000 products: newest the ids, rating the average-rating expression index, best
 * selling (status, sold_count, id), price (status, min_price, id).
 */
export async function sortedPage(db: Kysely<DB>, query: AnyQuery, sort: ListingSort, newest: string, paging: Paging, now = new Date()): Promise<Page> {
  switch (sort) {
    case 'price_asc':
    case 'price_desc':
      return pricePage(db, query, sort === 'price_asc' ? 'asc' : 'desc', paging, now);
    case 'rating':
      return pageOf(query, newest, (q) => q.orderBy(sql.raw(`(${AVERAGE_RATING})`), 'desc').orderBy(sql.ref(newest), 'desc'), paging);
    case 'bestselling':
      return pageOf(query, newest, (q) => q.orderBy('products.sold_count', 'desc').orderBy(sql.ref(newest), 'desc'), paging);
    default:
      return pageOf(query, newest, (q) => q.orderBy(sql.ref(newest), 'desc'), paging);
  }
}

/**
 * By the price the shopper pays. Without a campaign that is the product's lowest shown price
 * (min_price, which the price filter reads too); a running campaign that covers the product
 * replaces it by the best campaign price off the regular price (pricing.ts). Campaigns change by
 * the hour, so their prices cannot sit in an index: the products no campaign covers are read in
 * min_price index order, the (fewer) covered ones priced and sorted apart, and the two merged.
 * Each side needs at most page x per_page rows.
 */
async function pricePage(db: Kysely<DB>, query: AnyQuery, direction: 'asc' | 'desc', { page, perPage }: Paging, now: Date): Promise<Page> {
  const byPrice = (q: AnyQuery) => q.orderBy('products.min_price', direction).orderBy('products.id', direction);
  const running = await runningCampaigns(db, now);
  if (running.byId.size === 0) return pageOf(query, 'products.id', byPrice, { page, perPage });

  const ids = [...running.byId.keys()];
  const brandIds = [...new Set(running.brands.map((b) => b.brand_id))];
  const covered = sql`select cp.product_id from campaign_products cp where cp.campaign_id in (${sql.join(ids)})
    union select pc.product_id from product_categories pc inner join campaign_categories cc on cc.category_id = pc.category_id
      where cc.campaign_id in (${sql.join(ids)})
    ${brandIds.length ? sql`union select p2.id from products p2 where p2.brand_id in (${sql.join(brandIds)})` : sql``}`;
  const key = campaignKey(db, [...running.byId.values()], running.brands);
  const depth = page * perPage;
  const plain = byPrice(query.where(sql<boolean>`products.id not in (${covered})`).select(['products.id as id', 'products.min_price as k'])).limit(depth);
  const priced = query
    .where(sql<boolean>`products.id in (${covered})`)
    .select(['products.id as id', sql<number>`coalesce(${key}, products.min_price)`.as('k')])
    .orderBy('k', direction).orderBy('id', direction).limit(depth);
  const dir = sql.raw(direction);
  const [{ rows }, count] = await Promise.all([
    sql<{ id: number }>`select m.id from (select * from (${plain}) as a union all select * from (${priced}) as b) as m
      order by m.k ${dir}, m.id ${dir} limit ${perPage} offset ${(page - 1) * perPage}`.execute(db),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((r) => Number(r.id)), total: Number(count.total) };
}

/** The lowest price among the running campaigns covering `products` (directly, by category, by brand). */
function campaignKey(db: Kysely<DB>, campaigns: Campaign[], brands: { campaign_id: number; brand_id: number }[]): RawBuilder<number> {
  const atLeastZero = (value: RawBuilder<unknown>) => ((db.getExecutor().adapter instanceof PostgresAdapter) ? sql`greatest(0, ${value})` : sql`max(0, ${value})`);
  const arms = campaigns.map((c) => {
    const off = c.discount_type === 'Percentage' ? sql`round(products.price * ${sql.lit(Number(c.discount))} / 10000.0)` : sql.lit(Number(c.discount));
    const own = brands.filter((b) => b.campaign_id === c.id).map((b) => b.brand_id);
    return sql`select ${atLeastZero(sql`products.price - ${off}`)} as k where
      exists (select 1 from campaign_products cp where cp.campaign_id = ${sql.lit(c.id)} and cp.product_id = products.id)
      or exists (select 1 from product_categories pc inner join campaign_categories cc on cc.category_id = pc.category_id
        where cc.campaign_id = ${sql.lit(c.id)} and pc.product_id = products.id)
      ${own.length ? sql`or products.brand_id in (${sql.join(own.map((id) => sql.lit(id)))})` : sql``}`;
  });
  return sql<number>`(select min(u.k) from (${sql.join(arms, sql` union all `)}) as u)`;
}
