// The Content Security Policy in a real browser: the shop's pages run under it, and an injected
// inline script is blocked and reported (so every browser test fails on a violation).
import { eventually, openBrowser, openPage, startShop, STARTUP_MS, stopEverything, takeCspViolations, type RunningBrowser, type RunningShop } from './harness';

jest.setTimeout(60_000);

let shop: RunningShop;
let browser: RunningBrowser;

beforeAll(async () => {
  shop = await startShop();
  browser = await openBrowser();
}, STARTUP_MS + 30_000);

afterAll(stopEverything);

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

it.each(['/', '/shop', '/blog', '/careers', '/page/about-us', '/checkout/cart', '/customer/login'])('runs %s under the policy', async (url) => {
  const page = await openPage(browser, shop, url);
  expect(await page.locator('[data-island]').count()).toBeGreaterThan(0);
  await page.close();
});
