import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { ROOT_CATEGORY_NAME } from '../catalog/categories';

/** The protocol's limit of URLs in one sitemap file. */
export const URLS_PER_SITEMAP = 50_000;
/** Rows read per query while a sitemap is written: memory stays this small whatever the catalogue's size. */
export const ROWS_PER_READ = 1_000;

/** One URL of a sitemap: the shop's path and, where the shop keeps one, when it last changed (ISO time). */
export interface SitemapEntry {
  path: string;
  lastmod?: string | null;
}
/** A sitemap file of the index: its part number and the newest change among its URLs, if known. */
export interface SitemapPart {
  part: number;
  lastmod?: string | null;
}

/**
 * Where the URLs of one kind of page come from. Part n holds the rows whose id is in
 * ((n - 1) * 50,000, n * 50,000], so no part can hold more than 50,000 URLs and a row keeps its
 * part when others are added or removed; a part with no row is not listed.
 */
export interface SitemapSource {
  parts(db: Kysely<DB>, now: string): Promise<SitemapPart[]>;
  /** The part's rows by id, read ROWS_PER_READ at a time after the last id read (keyset paging, never OFFSET). */
  read(db: Kysely<DB>, part: number, afterId: number, now: string): Promise<(SitemapEntry & { id: number })[]>;
}

/** A row's part number, computed by the database (integer division on both SQLite and PostgreSQL). */
const partOf = (column: string) => sql<number>`(${sql.ref(column)} - 1) / ${sql.lit(URLS_PER_SITEMAP)} + 1`;
/** The last id of a part. */
export const lastIdOf = (part: number) => part * URLS_PER_SITEMAP;

const parts = (rows: { part: number | string; lastmod?: string | null }[]): SitemapPart[] =>
  rows.map((r) => ({ part: Number(r.part), lastmod: r.lastmod ?? null })).sort((a, b) => a.part - b.part);

const products: SitemapSource = {
  async parts(db) {
    const rows = await db
      .selectFrom('products')
      .select([partOf('id').as('part'), (eb) => eb.fn.max('updated_at').as('lastmod')])
      .where('status', '=', 1)
      .groupBy(partOf('id'))
      .execute();
    return parts(rows);
  },
  async read(db, part, afterId) {
    const rows = await db
      .selectFrom('products')
      .select(['id', 'url_key', 'updated_at'])
      .where('status', '=', 1)
      .where('id', '>', afterId)
      .where('id', '<=', lastIdOf(part))
      .orderBy('id')
      .limit(ROWS_PER_READ)
      .execute();
    return rows.map((r) => ({ id: r.id, path: `/products/${encodeURIComponent(r.url_key)}`, lastmod: r.updated_at }));
  },
};

/** Categories and brands change with the products they list: their lastmod is their products' newest change. */
const categories: SitemapSource = {
  async parts(db) {
    const rows = await db
      .selectFrom('categories')
      .select(partOf('id').as('part'))
      .where('status', '=', 1)
      .where((eb) => eb(eb.fn('lower', ['name']), '!=', ROOT_CATEGORY_NAME))
      .groupBy(partOf('id'))
      .execute();
    return parts(rows);
  },
  async read(db, part, afterId) {
    const rows = await db
      .selectFrom('categories')
      .select(['id', 'slug'])
      .where('status', '=', 1)
      .where((eb) => eb(eb.fn('lower', ['name']), '!=', ROOT_CATEGORY_NAME))
      .where('id', '>', afterId)
      .where('id', '<=', lastIdOf(part))
      .orderBy('id')
      .limit(ROWS_PER_READ)
      .execute();
    if (rows.length === 0) return [];
    const changed = await db
      .selectFrom('product_categories as pc')
      .innerJoin('products as p', 'p.id', 'pc.product_id')
      .select(['pc.category_id as id', (eb) => eb.fn.max('p.updated_at').as('lastmod')])
      .where(
        'pc.category_id',
        'in',
        rows.map((r) => r.id),
      )
      .where('p.status', '=', 1)
      .groupBy('pc.category_id')
      .execute();
    const lastmod = new Map(changed.map((c) => [c.id, c.lastmod]));
    return rows.map((r) => ({
      id: r.id,
      path: `/categories/${encodeURIComponent(r.slug)}`,
      lastmod: lastmod.get(r.id),
    }));
  },
};

const brands: SitemapSource = {
  async parts(db) {
    return parts(
      await db
        .selectFrom('brands')
        .select(partOf('id').as('part'))
        .where('status', '=', 1)
        .groupBy(partOf('id'))
        .execute(),
    );
  },
  async read(db, part, afterId) {
    const rows = await db
      .selectFrom('brands')
      .select(['id', 'slug'])
      .where('status', '=', 1)
      .where('id', '>', afterId)
      .where('id', '<=', lastIdOf(part))
      .orderBy('id')
      .limit(ROWS_PER_READ)
      .execute();
    if (rows.length === 0) return [];
    const changed = await db
      .selectFrom('products')
      .select(['brand_id as id', (eb) => eb.fn.max('updated_at').as('lastmod')])
      .where(
        'brand_id',
        'in',
        rows.map((r) => r.id),
      )
      .where('status', '=', 1)
      .groupBy('brand_id')
      .execute();
    const lastmod = new Map(changed.map((c) => [c.id, c.lastmod]));
    return rows.map((r) => ({ id: r.id, path: `/brands/${encodeURIComponent(r.slug)}`, lastmod: lastmod.get(r.id) }));
  },
};

/** Running and coming campaigns: an ended one keeps its page, but there is nothing left to buy there. */
const campaigns: SitemapSource = {
  async parts(db, now) {
    return parts(
      await db
        .selectFrom('campaigns')
        .select([partOf('id').as('part'), (eb) => eb.fn.max('created_at').as('lastmod')])
        .where('status', '=', 1)
        .where('ends_at', '>', now)
        .groupBy(partOf('id'))
        .execute(),
    );
  },
  async read(db, part, afterId, now) {
    const rows = await db
      .selectFrom('campaigns')
      .select(['id', 'slug', 'created_at'])
      .where('status', '=', 1)
      .where('ends_at', '>', now)
      .where('id', '>', afterId)
      .where('id', '<=', lastIdOf(part))
      .orderBy('id')
      .limit(ROWS_PER_READ)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      path: `/campaign-details/${encodeURIComponent(r.slug)}`,
      lastmod: r.created_at,
    }));
  },
};

const blogPosts: SitemapSource = {
  async parts(db) {
    return parts(
      await db
        .selectFrom('blogs')
        .select([partOf('id').as('part'), (eb) => eb.fn.max('created_at').as('lastmod')])
        .where('status', '=', 1)
        .groupBy(partOf('id'))
        .execute(),
    );
  },
  async read(db, part, afterId) {
    const rows = await db
      .selectFrom('blogs')
      .select(['id', 'slug', 'created_at'])
      .where('status', '=', 1)
      .where('id', '>', afterId)
      .where('id', '<=', lastIdOf(part))
      .orderBy('id')
      .limit(ROWS_PER_READ)
      .execute();
    return rows.map((r) => ({ id: r.id, path: `/blogs/${encodeURIComponent(r.slug)}`, lastmod: r.created_at }));
  },
};

/** A blog category changes with its newest post. */
const blogCategories: SitemapSource = {
  async parts(db) {
    return parts(
      await db
        .selectFrom('blog_categories')
        .select(partOf('id').as('part'))
        .where('status', '=', 1)
        .groupBy(partOf('id'))
        .execute(),
    );
  },
  async read(db, part, afterId) {
    const rows = await db
      .selectFrom('blog_categories')
      .select(['id', 'slug'])
      .where('status', '=', 1)
      .where('id', '>', afterId)
      .where('id', '<=', lastIdOf(part))
      .orderBy('id')
      .limit(ROWS_PER_READ)
      .execute();
    if (rows.length === 0) return [];
    const newest = await db
      .selectFrom('blogs')
      .select(['category_id as id', (eb) => eb.fn.max('created_at').as('lastmod')])
      .where(
        'category_id',
        'in',
        rows.map((r) => r.id),
      )
      .where('status', '=', 1)
      .groupBy('category_id')
      .execute();
    const lastmod = new Map(newest.map((c) => [c.id, c.lastmod]));
    return rows.map((r) => ({
      id: r.id,
      path: `/blog/categories/${encodeURIComponent(r.slug)}`,
      lastmod: lastmod.get(r.id),
    }));
  },
};

/** The shop's own pages: home, all products, the blog, careers, About Us (a handful, one part). */
const pages: SitemapSource = {
  async parts() {
    return [{ part: 1 }];
  },
  async read(db, part, afterId) {
    if (part !== 1 || afterId > 0) return [];
    const [about, newestPost] = await Promise.all([
      db
        .selectFrom('content_pages')
        .select('updated_at')
        .where('slug', '=', 'about-us')
        .where('status', '=', 1)
        .executeTakeFirst(),
      db
        .selectFrom('blogs')
        .select((eb) => eb.fn.max('created_at').as('lastmod'))
        .where('status', '=', 1)
        .executeTakeFirst(),
    ]);
    const entries: SitemapEntry[] = [
      { path: '/' },
      { path: '/products' },
      { path: '/blog', lastmod: newestPost?.lastmod },
      { path: '/careers' },
    ];
    if (about) entries.push({ path: '/page/about-us', lastmod: about.updated_at });
    return entries.map((entry, index) => ({ ...entry, id: index + 1 }));
  },
};

/** Every sitemap of the index, by name, in the order the index lists them. */
export const SITEMAP_SOURCES: Record<string, SitemapSource> = {
  pages,
  categories,
  brands,
  campaigns,
  'blog-categories': blogCategories,
  blog: blogPosts,
  products,
};
