import { PostgresAdapter, sql, type CompiledQuery, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Paged, Product } from '../../shared/api/contract';
import { compiledOnce } from '../db/compiledQueries';
import { PLANNED_PER_CALL } from '../db/database';
import type { DB } from '../db/schema';
import {
  countStatement,
  LISTED_ID,
  pageFrom,
  pageStatement,
  sortedPage,
  sortReadsProducts,
  windowOf,
  type AnyQuery,
  type ListingSort,
  type PageRow,
  type Paging,
} from './listingSort';
import { loadProducts } from './productView';
import type { Language } from '../../shared/i18n/languages';

export type { ListingSort, Paging };

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 60;
/** The last page a listing call serves: far past any catalogue, and its offset stays a small number. */
export const MAX_PAGE = 10_000;
export const TRENDING_PAGE_SIZES = [5, 10, 15] as const;
export const FEATURED_LIMIT = 12;

/** The listing's narrowing, prices in poisha (the query's taka converted by the route). */
export interface ListingFilter {
  categoryId?: number;
  brandId?: number;
  colorId?: number;
  sizeId?: number;
  minPrice?: number;
  maxPrice?: number;
  featured?: boolean;
  trending?: boolean;
}

/** A listing's FROM and WHERE, and the column its ids (and its newest-first order) come from. */
interface Matching {
  query: AnyQuery;
  id: string;
}

/**
 * Where a listing reads its products. A category's reads its rows of category_listing (migration
 * 027: its products by status, newest first, with min_price and brand_id), so a page and its count
 * read one range of that key. When it needs a column of products too (the featured and trending
 * flags, what the rating and best-selling sorts order by: `withProducts`), SQLite reads
 * product_categories and each product's row, which is faster than joining category_listing with
 * products (CROSS JOIN keeps it to the category's order); PostgreSQL reads products whose row of
 * the category exists.
 */
function sourceOf(
  db: Kysely<DB>,
  filter: ListingFilter,
  withProducts: boolean,
): Matching & { table: 'products' | 'category_listing' } {
  const { categoryId } = filter;
  if (categoryId === undefined) return { query: db.selectFrom('products'), id: 'products.id', table: 'products' };
  if (!withProducts && !filter.featured && !filter.trending) {
    return {
      query: db.selectFrom('category_listing').where('category_listing.category_id', '=', categoryId),
      id: LISTED_ID,
      table: 'category_listing',
    };
  }
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // PostgreSQL walks the sort's index of products and probes each product's row of the category (a
    // page of a large category), or reads the category's rows first (a small one), by its statistics.
    const listed = (eb: ExpressionBuilder<DB, 'products'>) =>
      eb.exists(
        eb
          .selectFrom('category_listing')
          .select('category_listing.product_id')
          .whereRef('category_listing.product_id', '=', 'products.id')
          .where('category_listing.category_id', '=', categoryId)
          .where('category_listing.status', '=', 1),
      );
    return { query: db.selectFrom('products').where(listed), id: 'products.id', table: 'products' };
  }
  const query = db
    .selectFrom('product_categories')
    .crossJoin('products')
    .whereRef('products.id', '=', 'product_categories.product_id')
    .where('product_categories.category_id', '=', categoryId);
  return { query, id: 'product_categories.product_id', table: 'products' };
}

/**
 * Active products matching the filter (sourceOf). Colour and size are EXISTS probes on their
 * (color_id, product_id) / (size_id, product_id) keys.
 */
function matching(db: Kysely<DB>, filter: ListingFilter, withProducts = false): Matching {
  const { table, id, query: from } = sourceOf(db, filter, withProducts);
  let query = from;
  const column = (name: 'status' | 'min_price' | 'brand_id') => sql.ref<number>(`${table}.${name}`);
  // A brand's listing reads its rows off (brand_id, status, min_price) and sorts the few: SQLite would
  // otherwise walk (status, id) newest first through every product, a table read each, to fill
  // the page. "+status" keeps it off that index; PostgreSQL plans by its statistics.
  const brandOnly =
    filter.brandId !== undefined &&
    filter.categoryId === undefined &&
    !(db.getExecutor().adapter instanceof PostgresAdapter);
  query = query.where(brandOnly ? sql<number>`+${column('status')}` : column('status'), '=', 1);
  if (filter.brandId !== undefined) query = query.where(column('brand_id'), '=', filter.brandId);
  if (filter.minPrice !== undefined) query = query.where(column('min_price'), '>=', filter.minPrice);
  if (filter.maxPrice !== undefined) query = query.where(column('min_price'), '<=', filter.maxPrice);
  if (filter.featured) query = query.where('products.featured', '=', 1);
  if (filter.trending) query = query.where('products.trending', '=', 1);
  const product = sql.ref<number>(id);
  if (filter.colorId !== undefined) {
    const colorId = filter.colorId;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('product_colors')
          .select('product_colors.product_id')
          .where('product_colors.product_id', '=', product)
          .where('product_colors.color_id', '=', colorId),
      ),
    );
  }
  if (filter.sizeId !== undefined) {
    const sizeId = filter.sizeId;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('product_sizes')
          .select('product_sizes.product_id')
          .where('product_sizes.product_id', '=', product)
          .where('product_sizes.size_id', '=', sizeId),
      ),
    );
  }
  // How many rows a category, brand or price range holds varies a hundredfold: planned for the values asked.
  return { query: query.modifyFront(sql.raw(PLANNED_PER_CALL)), id };
}

export async function pagedOf(
  db: Kysely<DB>,
  ids: number[],
  total: number,
  { page, perPage }: Paging,
  language: Language,
  now?: Date,
  capped = false,
): Promise<Paged<Product>> {
  const meta = { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
  return { data: await loadProducts(db, ids, language, now), meta: capped ? { ...meta, capped } : meta };
}

export type CountRow = { total: number | string };

/**
 * The statement counting a listing's matches: a category's, unfiltered, is read off category_counts
 * (a read model, readModels.ts); any other counts its matches.
 */
function countingOf(db: Kysely<DB>, filter: ListingFilter): AnyQuery {
  const { categoryId, brandId, colorId, sizeId, minPrice, maxPrice, featured, trending } = filter;
  const narrowed = [brandId, colorId, sizeId, minPrice, maxPrice].some((v) => v !== undefined) || featured || trending;
  if (categoryId !== undefined && !narrowed)
    return db
      .selectFrom('category_counts')
      .where('category_counts.category_id', '=', categoryId)
      .select(sql<number>`coalesce(sum(category_counts.active), 0)`.as('total'));
  return countStatement(matching(db, filter).query);
}

/**
 * The newest-first page (the default order, most listing calls), and the count alone when the page
 * does not carry or tell it (pageFrom): both compiled once per filter shape (compiledQueries.ts).
 */
const newestPage = compiledOnce((db: Kysely<DB>, values: ListingFilter & { limit: number; offset: number }) => {
  const { query, id } = matching(db, values);
  const order = (q: AnyQuery) => q.orderBy(sql.ref(id), 'desc');
  const statement = pageStatement(db, query, id, order, values.limit, values.offset, countingOf(db, values));
  return statement.compile() as CompiledQuery<PageRow>;
});
const newestCount = compiledOnce(
  (db: Kysely<DB>, values: ListingFilter) => countingOf(db, values).compile() as CompiledQuery<CountRow>,
);

/** One page of a listing in the sort's order (newest first by default): its ids and count, then the page's products. */
export async function listProducts(
  db: Kysely<DB>,
  filter: ListingFilter,
  paging: Paging,
  language: Language,
  now?: Date,
  sort: ListingSort = 'newest',
): Promise<Paged<Product>> {
  if (sort === 'newest') {
    const window = windowOf(paging);
    const { rows } = await newestPage(db, { ...filter, ...window });
    const { ids, total } = await pageFrom(rows, window, async () => (await newestCount(db, filter)).rows[0].total);
    return pagedOf(db, ids, total, paging, language, now);
  }
  const { query, id } = matching(db, filter, sortReadsProducts(sort));
  // A category's products are counted off category_listing (or category_counts) whatever the order reads.
  const counting = filter.featured || filter.trending ? countStatement(query) : countingOf(db, filter);
  const { ids, total } = await sortedPage(db, query, sort, id, paging, now, counting);
  return pagedOf(db, ids, total, paging, language, now);
}

/**
 * Featured products, newest first, at most FEATURED_LIMIT (a curated list, not a listing): those of
 * the category or brand when it has some, else the shop's.
 */
export async function featuredProducts(
  db: Kysely<DB>,
  scope: Pick<ListingFilter, 'categoryId' | 'brandId'>,
  language: Language,
  now?: Date,
): Promise<Product[]> {
  const ids = async (filter: ListingFilter) =>
    (
      await matching(db, { ...filter, featured: true })
        .query.select('products.id')
        .orderBy('products.id', 'desc')
        .limit(FEATURED_LIMIT)
        .execute()
    ).map((r) => r.id);
  let found = await ids(scope);
  if (found.length === 0 && (scope.categoryId !== undefined || scope.brandId !== undefined)) found = await ids({});
  return loadProducts(db, found, language, now);
}
