// The Content Security Policy in a real browser: the shop's pages run under it, and an injected
// inline script is blocked and reported (so every browser test fails on a violation).
import type { RunningBrowser, RunningShop } from './harness';
import { eventually, openPage, queryShop, shopAndBrowser, STARTUP_MS, takeCspViolations } from './harness';

jest.setTimeout(60_000);

let shop: RunningShop;
let browser: RunningBrowser;

beforeAll(async () => ({ shop, browser } = await shopAndBrowser()), STARTUP_MS);

it('blocks and reports an inline script injected into a page', async () => {
  const page = await openPage(browser, shop, '/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.appendChild(script);
  });
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  await eventually(() => expect(takeCspViolations().join('\n')).toMatch(/script-src/));
  await page.close();
});

it.each(['/', '/shop', '/blog', '/careers', '/page/about-us', '/checkout/cart', '/customer/login'])(
  'runs %s under the policy',
  async (url) => {
    const page = await openPage(browser, shop, url);
    expect(await page.locator('[data-island]').count()).toBeGreaterThan(0);
    await page.close();
  },
);

it('reads the structured data of a product and a post (data, never run) without a report', async () => {
  const [product] = queryShop<{ url_key: string }>(
    shop,
    'SELECT url_key FROM products WHERE status = 1 AND reviews_count > 0 ORDER BY id LIMIT 1',
  );
  const [post] = queryShop<{ slug: string }>(shop, 'SELECT slug FROM blogs WHERE status = 1 ORDER BY id LIMIT 1');
  for (const [url, type] of [
    [`/products/${product.url_key}`, 'Product'],
    [`/blogs/${post.slug}`, 'BlogPosting'],
  ]) {
    const page = await openPage(browser, shop, url);
    const types = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => (JSON.parse(script.textContent ?? '') as { '@type': string })['@type'],
      ),
    );
    expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', type]));
    await page.close();
  }
});
