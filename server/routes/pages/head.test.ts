import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { formatPoisha } from '../../lib/money';
import { ldOf, metaOf, readHead, type PageHead } from '../../test/pageHead';
import { fillCart, signedInShopper } from '../../test/shoppers';
import { onDemoCatalogue, TEST_DIALECTS, testShop, type TestShop } from '../../test/testShop';

const PUBLIC_URL = 'https://haat.example';
const HOSTILE_NAME = 'Bad </script><script>alert(1)</script> <!-- Kettle';

/** The demo catalogue, plus a product and a post whose names try to end the structured data's script element. */
const stock = onDemoCatalogue(async (db: Kysely<DB>) => {
  const product = await db
    .insertInto('products')
    .values({
      type: 'simple',
      sku: 'HOSTILE-1',
      name: HOSTILE_NAME,
      url_key: 'hostile-kettle',
      price: 99900,
      min_price: 99900,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('blogs')
    .values({ title: HOSTILE_NAME, slug: 'hostile-post', description: '<p>Text</p>', author_name: 'Mallory' })
    .execute();
  return { hostileProduct: product.id };
});

async function headOf(
  shop: TestShop,
  url: string,
  status = 200,
  headers: Record<string, string> = {},
): Promise<PageHead & { body: string }> {
  const res = await shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  expect(res.statusCode).toBe(status);
  return { ...readHead(res.body), body: res.body };
}

/** A page search engines may list: its own title and description, a canonical URL, share tags, no robots refusal. */
function expectIndexable(head: PageHead, { title, canonical }: { title: string; canonical: string }) {
  expect(head.title).toBe(title);
  expect(head.canonical).toEqual([PUBLIC_URL + canonical]);
  expect(head.meta.robots).toBeUndefined();
  const description = metaOf(head, 'description')!;
  expect(description.length).toBeGreaterThan(50);
  expect(description.length).toBeLessThanOrEqual(160);
  expect(metaOf(head, 'og:url')).toBe(PUBLIC_URL + canonical);
  expect(metaOf(head, 'og:description')).toBe(description);
  expect(metaOf(head, 'twitter:card')).toMatch(/^summary/);
  return description;
}

describe.each(TEST_DIALECTS)('what pages tell search engines on %s', (dialect) => {
  const shop = testShop(dialect, { stock, config: { publicUrl: PUBLIC_URL } });
  const db = () => shop.database.db;

  it('home: the shop, its search box and the organization', async () => {
    const head = await headOf(shop, '/');
    expectIndexable(head, { title: 'Haat: Online Shopping in Bangladesh', canonical: '/' });
    expect(ldOf(head, 'Organization')).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Haat',
      url: `${PUBLIC_URL}/`,
    });
    expect(ldOf(head, 'WebSite')!.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${PUBLIC_URL}/search?term={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
  });

  it('a listing keeps an unfiltered page number in its canonical URL and nothing else', async () => {
    expectIndexable(await headOf(shop, '/categories/mens-fashion?page=2&utm_source=facebook'), {
      title: "Men's Fashion | Haat",
      canonical: '/categories/mens-fashion?page=2',
    });
    expectIndexable(await headOf(shop, '/products?page=2'), {
      title: 'All Products | Haat',
      canonical: '/products?page=2',
    });
    expectIndexable(await headOf(shop, '/products?page=2&sort=price_asc'), {
      title: 'All Products | Haat',
      canonical: '/products',
    });
  });

  it(
    'a category: one canonical URL whatever filters, sort or tags the visitor added, breadcrumbs and its ' + 'products',
    async () => {
      const head = await headOf(shop, '/categories/mens-fashion?sort=price_desc&utm_source=facebook');
      const description = expectIndexable(head, {
        title: "Men's Fashion | Haat",
        canonical: '/categories/mens-fashion',
      });
      expect(description).toContain("Shop Men's Fashion online in Bangladesh.");
      expect(ldOf(head, 'BreadcrumbList')!.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${PUBLIC_URL}/` },
        { '@type': 'ListItem', position: 2, name: "Men's Fashion", item: `${PUBLIC_URL}/categories/mens-fashion` },
      ]);
      const list = ldOf(head, 'CollectionPage')!;
      expect(list).toMatchObject({ name: "Men's Fashion", url: `${PUBLIC_URL}/categories/mens-fashion` });
      expect(list.mainEntity.itemListElement.length).toBeGreaterThan(0);
      expect(list.mainEntity.itemListElement[0]).toEqual({
        '@type': 'ListItem',
        position: 1,
        url: expect.stringMatching(`^${PUBLIC_URL}/products/`),
        name: expect.any(String),
      });
    },
  );

  it(
    'a brand, all products, a campaign, the blog and its category, careers and About Us each name ' + 'themselves',
    async () => {
      expectIndexable(await headOf(shop, '/brands/walton?color_id=2'), {
        title: 'Walton | Haat',
        canonical: '/brands/walton',
      });
      const campaign = await headOf(shop, '/campaign-details/mega-flash-sale');
      expectIndexable(campaign, { title: 'Mega Flash Sale | Haat', canonical: '/campaign-details/mega-flash-sale' });
      expect(metaOf(campaign, 'og:image')).toEqual(expect.stringMatching(`^${PUBLIC_URL}/storage/campaign/`));
      expectIndexable(await headOf(shop, '/blog'), { title: 'Blog | Haat', canonical: '/blog' });
      expectIndexable(await headOf(shop, '/blog/categories/shopping-guides'), {
        title: 'Shopping Guides | Blog | Haat',
        canonical: '/blog/categories/shopping-guides',
      });
      expectIndexable(await headOf(shop, '/careers'), { title: 'Careers | Haat', canonical: '/careers' });
      expectIndexable(await headOf(shop, '/page/about-us'), { title: 'About Us | Haat', canonical: '/page/about-us' });
    },
  );

  it('every public page has a description of its own', async () => {
    const categories = await db()
      .selectFrom('categories')
      .select('slug')
      .where('parent_id', 'is not', null)
      .orderBy('id')
      .limit(3)
      .execute();
    const urls = [
      '/',
      ...categories.map((c) => `/categories/${c.slug}`),
      '/brands/walton',
      '/brands/aarong',
      '/products',
      '/blog',
      '/careers',
      '/page/about-us',
      '/blogs/eid-shopping-guide',
    ];
    const descriptions = await Promise.all(urls.map(async (url) => metaOf(await headOf(shop, url), 'description')));
    expect(new Set(descriptions).size).toBe(urls.length);
  });

  it('a product: its picture and price for link previews, its offer and rating as structured data', async () => {
    const product = await db()
      .selectFrom('products')
      .select(['id', 'url_key', 'name', 'sku'])
      .where('reviews_count', '>', 0)
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const head = await headOf(shop, `/products/${product.url_key}?ref=home`);
    const description = expectIndexable(head, {
      title: `${product.name} | Haat`,
      canonical: `/products/${product.url_key}`,
    });
    expect(metaOf(head, 'og:type')).toBe('product');
    expect(metaOf(head, 'og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/storage/product/\\d+/main-\\d+\\.webp$`));
    expect(metaOf(head, 'twitter:image')).toBe(metaOf(head, 'og:image'));
    expect(metaOf(head, 'product:price:currency')).toBe('BDT');
    const ld = ldOf(head, 'Product')!;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      name: product.name,
      sku: product.sku,
      url: `${PUBLIC_URL}/products/${product.url_key}`,
      image: expect.arrayContaining([metaOf(head, 'og:image')]),
      offers: {
        '@type': 'Offer',
        priceCurrency: 'BDT',
        availability: 'https://schema.org/InStock',
        url: `${PUBLIC_URL}/products/${product.url_key}`,
      },
    });
    expect(ld.offers.price).toBe(metaOf(head, 'product:price:amount'));
    expect(ld.offers.price).toMatch(/^\d+\.\d\d$/);
    expect(description).toContain(`for ${formatPoisha(Math.round(Number(ld.offers.price) * 100))} at Haat.`);
    const reviews = await db().selectFrom('reviews').select(['rating']).where('product_id', '=', product.id).execute();
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      reviewCount: reviews.length,
      bestRating: 5,
      worstRating: 1,
      ratingValue: Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10,
    });
    expect(ldOf(head, 'BreadcrumbList')!.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Home',
      product.name,
    ]);
  });

  it('a product without reviews has no rating', async () => {
    const product = await db()
      .selectFrom('products')
      .select('url_key')
      .where('reviews_count', '=', 0)
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(ldOf(await headOf(shop, `/products/${product.url_key}`), 'Product')!.aggregateRating).toBeUndefined();
  });

  it('a post: its headline, date, author, picture and publisher, and the way back through the blog', async () => {
    const post = await db()
      .selectFrom('blogs')
      .select(['title', 'created_at', 'author_name'])
      .where('slug', '=', 'eid-shopping-guide')
      .executeTakeFirstOrThrow();
    const head = await headOf(shop, '/blogs/eid-shopping-guide');
    expectIndexable(head, { title: `${post.title} | Haat`, canonical: '/blogs/eid-shopping-guide' });
    expect(metaOf(head, 'og:type')).toBe('article');
    expect(metaOf(head, 'article:published_time')).toBe(post.created_at);
    expect(ldOf(head, 'BlogPosting')).toMatchObject({
      headline: post.title,
      datePublished: post.created_at,
      author: { '@type': 'Person', name: post.author_name },
      image: [expect.stringMatching(`^${PUBLIC_URL}/storage/`)],
      publisher: { '@type': 'Organization', name: 'Haat' },
      mainEntityOfPage: `${PUBLIC_URL}/blogs/eid-shopping-guide`,
      description: expect.any(String),
    });
    const crumbs = ldOf(head, 'BreadcrumbList')!.itemListElement.map((item: { name: string; item: string }) => [
      item.name,
      item.item,
    ]);
    expect(crumbs.slice(0, 2)).toEqual([
      ['Home', `${PUBLIC_URL}/`],
      ['Blog', `${PUBLIC_URL}/blog`],
    ]);
    expect(crumbs[crumbs.length - 1]).toEqual([post.title, `${PUBLIC_URL}/blogs/eid-shopping-guide`]);
  });

  it('no product or post name can end the structured data script: it reads back as written', async () => {
    for (const [url, type, field] of [
      ['/products/hostile-kettle', 'Product', 'name'],
      ['/blogs/hostile-post', 'BlogPosting', 'headline'],
    ] as const) {
      const head = await headOf(shop, url);
      expect(ldOf(head, type)![field]).toBe(HOSTILE_NAME);
      const scripts = [...head.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (m) => m[1],
      );
      expect(scripts.length).toBeGreaterThan(0);
      for (const text of scripts) expect(text).not.toMatch(/[<>]/);
      expect(head.body).not.toContain('<script>alert(1)');
      expect(head.title).toBe(`${HOSTILE_NAME} | Haat`);
    }
  });

  it('names the configured origin whatever Host or forwarded host a request claims', async () => {
    const head = await headOf(shop, '/products/hostile-kettle', 200, {
      host: 'evil.test',
      'x-forwarded-host': 'evil.test',
      'x-forwarded-proto': 'http',
    });
    expect(head.body).not.toContain('evil.test');
    expect(head.canonical).toEqual([`${PUBLIC_URL}/products/hostile-kettle`]);
  });

  it('search results are followed but not indexed; their canonical keeps the term only', async () => {
    const head = await headOf(shop, '/search?term=shirt');
    expect(head.title).toBe('Search results for "shirt" | Haat');
    expect(metaOf(head, 'robots')).toBe('noindex, follow');
    expect(head.canonical).toEqual([`${PUBLIC_URL}/search?term=shirt`]);
  });

  it("a shopper's own pages and a missing page are never indexed", async () => {
    const guest = ['/customer/login', '/customer/register', '/checkout/cart', '/compare'];
    for (const url of guest) {
      const head = await headOf(shop, url);
      expect([url, metaOf(head, 'robots')]).toEqual([url, 'noindex']);
      expect(metaOf(head, 'description')!.length).toBeGreaterThan(20);
      expect(head.canonical).toEqual([]);
      expect(head.jsonLd).toEqual([]);
    }
    const { browser } = await signedInShopper(shop);
    const product = await db()
      .selectFrom('products')
      .select('id')
      .where('type', '=', 'simple')
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await fillCart(browser, [[product.id, 1]]);
    for (const url of [
      '/customer/wishlist',
      '/customer/account/profile',
      '/customer/account/orders/data',
      '/checkout/onepage',
    ]) {
      const res = await browser.get(url, { accept: 'text/html' });
      expect([url, res.statusCode]).toEqual([url, 200]);
      const head = readHead(res.body);
      expect([url, metaOf(head, 'robots')]).toEqual([url, 'noindex']);
      expect(head.title).toMatch(/ \| Haat$/);
    }
    const missing = await headOf(shop, '/products/no-such-product', 404);
    expect(metaOf(missing, 'robots')).toBe('noindex');
    expect(missing.title).toBe('Page not found | Haat');
    expect(missing.canonical).toEqual([]);
  });
});
