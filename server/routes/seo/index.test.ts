import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Dialect } from '../../db/database';
import { parseXml, readSitemaps } from '../../test/sitemaps';
import { onDemoCatalogue, describeAtScale, TEST_DIALECTS, testShop } from '../../test/testShop';

const PUBLIC_URL = 'https://haat.example';

/** The demo shop, plus a disabled product, a draft post and an ended campaign: none of them may be listed. */
const stock = onDemoCatalogue(async (db: Kysely<DB>) => {
  await db
    .insertInto('products')
    .values({
      type: 'simple',
      sku: 'GONE-1',
      name: 'Gone',
      url_key: 'gone-product',
      price: 100,
      min_price: 100,
      status: 0,
    })
    .execute();
  await db
    .insertInto('blogs')
    .values({ title: 'Draft', slug: 'draft-post', description: '<p>x</p>', author_name: 'Editor', status: 0 })
    .execute();
  await db
    .insertInto('campaigns')
    .values({
      slug: 'last-eid',
      title: 'Last Eid',
      discount_type: 'Percentage',
      discount: 500,
      starts_at: '2020-01-01T00:00:00.000Z',
      ends_at: '2020-02-01T00:00:00.000Z',
    })
    .execute();
});

describe.each(TEST_DIALECTS)('robots.txt and the sitemaps on %s', (dialect) => {
  const shop = testShop(dialect, { stock, config: { publicUrl: PUBLIC_URL } });
  const db = () => shop.database.db;

  it(
    'robots.txt names the sitemap on the configured origin and keeps crawlers out of private pages and the ' + 'calls',
    async () => {
      const res = await shop.app.inject({ url: '/robots.txt', headers: { host: 'evil.test' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = res.body.split('\n');
      expect(lines[0]).toBe('User-agent: *');
      expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
      const refused = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
      const blocked = (path: string) => refused.some((prefix) => path.startsWith(prefix));
      for (const path of [
        '/checkout/cart',
        '/checkout/onepage/',
        '/customer/account/profile',
        '/customer/wishlist',
        '/customer/login',
        '/customer/register',
        '/compare',
        '/api/checkout/cart',
        '/shop/products/data',
        '/categories/products/3',
      ]) {
        expect([path, blocked(path)]).toEqual([path, true]);
      }
      for (const path of [
        '/',
        '/products',
        '/products/walton-fridge',
        '/categories/mens-fashion',
        '/brands/walton',
        '/blog',
        '/blogs/eid-shopping-guide',
        '/search?term=tea',
        '/sitemap.xml',
      ]) {
        expect([path, blocked(path)]).toEqual([path, false]);
      }
      expect(res.body).not.toContain('evil.test');
    },
  );

  it(
    'the sitemap index lists every product, category, brand, running campaign, blog category and post, with ' +
      'lastmod',
    async () => {
      const files = await readSitemaps(shop.app, PUBLIC_URL);
      const urls = [...files.values()].flat();
      const locs = urls.map((u) => u.loc.slice(PUBLIC_URL.length));
      expect(new Set(locs).size).toBe(locs.length);

      const products = await db()
        .selectFrom('products')
        .select(['url_key', 'updated_at'])
        .where('status', '=', 1)
        .execute();
      const categories = await db()
        .selectFrom('categories')
        .select('slug')
        .where('status', '=', 1)
        .where('parent_id', 'is not', null)
        .execute();
      const brands = await db().selectFrom('brands').select('slug').where('status', '=', 1).execute();
      const posts = await db().selectFrom('blogs').select(['slug', 'created_at']).where('status', '=', 1).execute();
      const blogCategories = await db().selectFrom('blog_categories').select('slug').where('status', '=', 1).execute();
      expect(locs.sort()).toEqual(
        [
          '/',
          '/products',
          '/blog',
          '/careers',
          '/page/about-us',
          '/campaign-details/mega-flash-sale',
          '/campaign-details/tech-appliance-week',
          ...products.map((p) => `/products/${p.url_key}`),
          ...categories.map((c) => `/categories/${c.slug}`),
          ...brands.map((b) => `/brands/${b.slug}`),
          ...posts.map((p) => `/blogs/${p.slug}`),
          ...blogCategories.map((c) => `/blog/categories/${c.slug}`),
        ].sort(),
      );
      expect(locs).not.toContain('/products/gone-product');

      const byLoc = new Map(urls.map((u) => [u.loc, u.lastmod]));
      for (const p of products)
        expect(byLoc.get(`${PUBLIC_URL}/products/${p.url_key}`)).toBe(new Date(p.updated_at).toISOString());
      for (const p of posts)
        expect(byLoc.get(`${PUBLIC_URL}/blogs/${p.slug}`)).toBe(new Date(p.created_at).toISOString());
      expect(byLoc.get(`${PUBLIC_URL}/categories/${categories[0].slug}`)).toEqual(
        expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      );
      expect(byLoc.get(`${PUBLIC_URL}/brands/${brands[0].slug}`)).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    },
  );

  it('a sitemap the index never named is missing', async () => {
    for (const file of ['products-2.xml', 'orders-1.xml', 'products-0.xml', 'products-1.xml.bak', '..%2Fsitemap.xml']) {
      const res = await shop.app.inject({ url: `/sitemaps/${file}` });
      expect([file, res.statusCode]).toEqual([file, 404]);
    }
  });
});

/** `count` active products in one statement each way (a generated series), ids 1..count on a fresh database. */
async function bulkProducts(db: Kysely<DB>, dialect: Dialect, count: number): Promise<void> {
  const values = sql`'simple', 'BULK-' || i, 'Bulk product ' || i, 'bulk-' || i, 10000, 10000,
    '2026-01-02T03:04:05.000Z'`;
  const columns = sql`(type, sku, name, url_key, price, min_price, updated_at)`;
  if (dialect === 'sqlite') {
    await sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count}) INSERT INTO
      products ${columns} SELECT ${values} FROM n`.execute(db);
  } else {
    await sql`INSERT INTO products ${columns} SELECT ${values} FROM generate_series(1, ${count}) AS i`.execute(db);
  }
}

describeAtScale.each(TEST_DIALECTS)('the sitemaps of 100,000 products on %s', (dialect) => {
  const COUNT = 100_000;
  const shop = testShop(dialect, {
    stock: (db) => bulkProducts(db, dialect, COUNT),
    config: { publicUrl: PUBLIC_URL },
  });

  it('lists every product, 50,000 to a file, written as read', async () => {
    const index = await shop.app.inject({ url: '/sitemap.xml' });
    const parts = (parseXml(index.body).sitemapindex.sitemap as { loc: string }[])
      .map((s) => s.loc)
      .filter((loc) => loc.includes('/products-'));
    expect(parts).toEqual([`${PUBLIC_URL}/sitemaps/products-1.xml`, `${PUBLIC_URL}/sitemaps/products-2.xml`]);
    const listed = new Set<string>();
    for (const loc of parts) {
      const res = await shop.app.inject({ url: loc.slice(PUBLIC_URL.length) });
      // Streamed: the length is not known before the last row is read.
      expect(res.headers['content-length']).toBeUndefined();
      const urls = parseXml(res.body).urlset.url as { loc: string; lastmod: string }[];
      expect(urls).toHaveLength(50_000);
      for (const url of urls) listed.add(url.loc);
      expect(urls[0].lastmod).toBe('2026-01-02T03:04:05.000Z');
    }
    expect(listed.size).toBe(COUNT);
    expect(listed.has(`${PUBLIC_URL}/products/bulk-1`) && listed.has(`${PUBLIC_URL}/products/bulk-${COUNT}`)).toBe(
      true,
    );
  }, 60_000);
});
