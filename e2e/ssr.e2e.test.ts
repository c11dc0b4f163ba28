// Server-rendered islands in Chromium on the seeded shop: with JavaScript off every main page
// still shows its first screen (the server's markup), and with it on the home page makes no call
// before its first paint, no page asks for its island scripts before its first contentful paint,
// and pages hydrate without a mismatch (openPage fails on one).
import type { Page } from 'playwright-core';
import type { RunningBrowser, RunningShop } from './harness';
import { openBrowser, openPage, queryShop, screenshot, shopAndBrowser, STARTUP_MS } from './harness';
import { visit } from './settled';

jest.setTimeout(60_000);

let shop: RunningShop;
let scripted: RunningBrowser;
let scriptless: RunningBrowser;

beforeAll(async () => {
  [{ shop, browser: scripted }, scriptless] = await Promise.all([
    shopAndBrowser(),
    openBrowser({ javaScriptEnabled: false }),
  ]);
}, STARTUP_MS);

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** The names of the product cards in a part of the page, as shown. */
const cardNames = (page: Page, within = page.locator('main')) =>
  within.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
const firstOf = <Row>(sql: string, ...params: unknown[]) => queryShop<Row>(shop, sql, ...params)[0];

async function withoutScript(path: string): Promise<Page> {
  const page = await scriptless.context.newPage();
  await page.goto(shop.url + path);
  return page;
}

describe('with JavaScript disabled, the first screen is in the HTML', () => {
  it('shows the home lists: categories, five trending products with prices, and a way to all products', async () => {
    const page = await withoutScript('/');
    expect(await region(page, 'Featured Categories').getByRole('link').count()).toBeGreaterThan(0);
    const trending = region(page, 'Trending Products');
    expect(await trending.getByRole('article').count()).toBe(5);
    await expect(trending.getByRole('article').first().locator('.price-main').textContent()).resolves.toMatch(
      /^৳ [\d,]+/,
    );
    // The shop's products at the foot come as the shopper nears them; without script, 'View all' lists them.
    expect(await region(page, 'All Products').getByRole('link', { name: 'View all' }).getAttribute('href')).toBe(
      '/products',
    );
    expect(await page.getByRole('link', { name: /^Cart: 0$/ }).count()).toBe(1);
    await screenshot(page, 'ssr-home-no-js', { fullPage: true });
  });

  it("shows a category's products, a product's name and price, search results and all products", async () => {
    const category = firstOf<{ slug: string; name: string }>(
      `SELECT c.slug, c.name FROM categories c JOIN product_categories pc ON pc.category_id = c.id JOIN products p
        ON p.id = pc.product_id AND p.status = 1
       WHERE c.parent_id IS NOT NULL GROUP BY c.id ORDER BY count(*) DESC LIMIT 1`,
    );
    const categoryPage = await withoutScript(`/categories/${category.slug}`);
    expect(await categoryPage.getByRole('heading', { level: 1 }).textContent()).toContain(category.name);
    expect((await cardNames(categoryPage)).length).toBeGreaterThan(0);

    const product = firstOf<{ url_key: string; name: string }>(
      'SELECT url_key, name FROM products WHERE status = 1 AND type = ? ORDER BY id LIMIT 1',
      'simple',
    );
    const productPage = await withoutScript(`/products/${product.url_key}`);
    expect(await productPage.getByRole('heading', { level: 1 }).textContent()).toBe(product.name);
    await expect(productPage.locator('.buy-box .price-main').first().textContent()).resolves.toMatch(/^৳ [\d,]+/);
    await screenshot(productPage, 'ssr-product-no-js');

    const word = product.name.split(' ')[0];
    const searchPage = await withoutScript(`/search?term=${encodeURIComponent(word)}`);
    expect(await cardNames(searchPage)).toContain(product.name);

    const allPage = await withoutScript('/products');
    expect((await cardNames(allPage)).length).toBe(20);
  });

  it('shows the lines of the cart the shopper filled, and the blog posts', async () => {
    // Filled with JavaScript on; the same cookies then open the page without it.
    const shopping = await openPage(scripted, shop, '/');
    const card = shopping
      .getByRole('article')
      .filter({ has: shopping.getByRole('button', { name: 'Add To Cart' }) })
      .first();
    const name = await card.getAttribute('aria-label');
    await card.getByRole('button', { name: 'Add To Cart' }).click();
    await shopping.getByRole('link', { name: 'Cart: 1' }).waitFor();
    await scriptless.context.addCookies(await scripted.context.cookies());
    const cart = await withoutScript('/checkout/cart');
    expect(await cart.getByRole('row').filter({ hasText: name! }).count()).toBe(1);
    expect(await cart.getByText(/Cart Subtotal/).textContent()).toMatch(/৳ [\d,]+/);
    expect(await cart.getByRole('link', { name: 'Cart: 1' }).count()).toBe(1);
    await screenshot(cart, 'ssr-cart-no-js');

    const newest = firstOf<{ title: string }>(
      'SELECT title FROM blogs WHERE status = 1 ORDER BY created_at DESC LIMIT 1',
    );
    const blog = await withoutScript('/blog');
    expect(await blog.getByRole('link', { name: newest.title }).count()).toBeGreaterThan(0);
  });
});

describe('with JavaScript on', () => {
  it('makes no call before the home page is painted, and none for its lists at all', async () => {
    const page = await scripted.context.newPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (!['script', 'stylesheet', 'image', 'document', 'font'].includes(request.resourceType()))
        calls.push(new URL(request.url()).pathname);
    });
    await visit(page, shop.url + '/');
    expect(calls.filter((path) => /^\/(api|home|flashdeal|shop|featured)\//.test(path))).toEqual([]);
    await page.close();
  });

  it.each(['/', '/products', '/blog'])(
    'asks for no island script before the first contentful paint of %s',
    async (path) => {
      const page = await scripted.context.newPage();
      await visit(page, shop.url + path);
      const { painted, scripts } = await page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\.js$/.test(new URL(entry.name).pathname) && !/\/loader-/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(painted).toBeGreaterThan(0);
      expect(scripts.length).toBeGreaterThan(0);
      expect(Math.min(...scripts)).toBeGreaterThanOrEqual(painted);
      await page.close();
    },
  );

  it.each(['/', '/products', '/checkout/cart', '/blog', '/compare'])('hydrates %s without a mismatch', async (path) => {
    const page = await openPage(scripted, shop, path);
    await page.close();
  });
});
