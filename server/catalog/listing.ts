import { PostgresAdapter, sql, type CompiledQuery, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Paged, Product } from '../../shared/api/contract';
import { compiledOnce } from '../db/compiledQueries';
import type { DB } from '../db/schema';
import { matchingProducts } from './productMatches';
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
import { caseless, ftsPhrase, searchable, TRIGRAM_LETTERS } from './names';
import { loadProducts } from './productView';
import type { Language } from '../../shared/i18n/languages';

export type { ListingSort, Paging };

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 60;
/** The last page a listing call serves: far past any catalogue, and its offset stays a small number. */
export const MAX_PAGE = 10_000;
export const TRENDING_PAGE_SIZES = [5, 10, 15] as const;
export const FEATURED_LIMIT = 12;
/** How many products a search for a misspelt term shows at most (its closest matches). */
const TYPO_MATCHES = 24;

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
  return { query, id };
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

type CountRow = { total: number | string };

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
 * A search's needle as a LIKE pattern; as an FTS5 phrase when SQLite's trigram index can look it
 * up; `scan` when PostgreSQL must test every product (a needle under TRIGRAM_LETTERS); `caseless`
 * when it has no cased letter (names.ts).
 */
type Needle = { contains: string; phrase?: string; scan: boolean; caseless: boolean };

/**
 * "column LIKE pattern" with the escape character a search's needle uses; PostgreSQL needs ILIKE to
 * ignore case, but for a caseless needle. `scanned`: the column as an expression (column || ''),
 * which no index is of.
 */
const holds = (
  db: Kysely<DB>,
  column: 'name' | 'name_bn' | 'sku',
  pattern: string,
  { scan, caseless }: Pick<Needle, 'scan' | 'caseless'>,
) => {
  const operand = scan ? sql`(${sql.ref(column)} || '')` : sql.ref(column);
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const like = sql.raw(postgres && !caseless ? 'ilike' : 'like');
  return sql<boolean>`${operand} ${like} ${pattern} escape '\\'`;
};

/**
 * Active products whose name (English or Bangla) or SKU holds the needle: `contains` is its LIKE
 * pattern, `phrase` (SQLite, a needle of TRIGRAM_LETTERS or more) its FTS5 phrase, looked up in
 * the trigram index of those columns (migration 025) instead of testing every product's three
 * columns. PostgreSQL's ILIKE finds its trigram indexes itself.
 */
const holding = (db: Kysely<DB>, { contains, phrase, scan, caseless }: Needle) => {
  if (phrase === undefined) {
    // PostgreSQL reads a whole trigram index for a needle with no trigram in it, which is slower
    // than reading the table: it is kept to the table.
    return db
      .selectFrom('products')
      .where('status', '=', 1)
      .where((eb) =>
        eb.or((['name', 'name_bn', 'sku'] as const).map((column) => holds(db, column, contains, { scan, caseless }))),
      );
  }
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
 * A search's page in relevance order (names starting with the needle first, then newest) with the
 * count of the matches, in one pass over them: they are found once (a trigram lookup, or a walk of
 * the newest products) into a materialised CTE, numbered newest first, which the page and the count
 * both read, where the page statement of a listing (pageStatement) would find them twice, on both
 * databases. Compiled once, as is the count alone for a page past the end (compiledQueries.ts).
 */
const relevantPage = compiledOnce(
  (db: Kysely<DB>, values: Needle & { starts: string; limit: number; offset: number }) => {
    const how = { scan: false, caseless: values.caseless };
    const startsWith = sql`${holds(db, 'name', values.starts, how)} or ${holds(db, 'name_bn', values.starts, how)}`;
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

/**
 * Products whose name (English or Bangla) or SKU holds the term (any case), names starting with it first, or in the
 * sort's order when one is asked. On SQLite a term of three letters or more is looked up in the
 * trigram index (which ignores case), a shorter one is tested against each product by LIKE over
 * the narrow products_search index (LIKE ignores ASCII case). When nothing holds the term (a
 * typo), the suggestions' typo-forgiving match answers instead: its best few, closest first.
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
  const needle = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const short = [...text].length < TRIGRAM_LETTERS;
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const held: Needle = {
    contains: `%${needle}%`,
    phrase: short || postgres ? undefined : ftsPhrase(text),
    scan: short && postgres,
    caseless: caseless(text),
  };
  const window = windowOf(paging);
  const page = sort
    ? await sortedPage(
        db,
        db
          .selectFrom('products')
          .where('products.id', 'in', newestHolding(db, held).select('products.id').limit(SEARCH_MATCHES)),
        sort,
        'products.id',
        paging,
        now,
        countingMatches(db, held),
      )
    : await pageFrom(
        (await relevantPage(db, { ...held, starts: `${needle}%`, ...window })).rows,
        window,
        async () => (await relevantCount(db, held)).rows[0].total,
      );
  if (page.total > SEARCH_MATCHES) return pagedOf(db, page.ids, SEARCH_MATCHES, paging, language, now, true);
  if (page.total > 0) return pagedOf(db, page.ids, page.total, paging, language, now);
  const close = (await matchingProducts(db, term, TYPO_MATCHES)).map((p) => p.id);
  const start = (paging.page - 1) * paging.perPage;
  return pagedOf(db, close.slice(start, start + paging.perPage), close.length, paging, language, now);
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
