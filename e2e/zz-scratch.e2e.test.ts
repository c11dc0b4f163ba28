import { DESKTOP, openBrowser, PHONE, queryShop, startShop, STARTUP_MS, stopEverything, type RunningShop, SCREENSHOT_DIR } from './harness';
import type { Page } from 'playwright-core';
jest.setTimeout(120_000);
let shop: RunningShop; let page: Page;
beforeAll(async () => { shop = await startShop(); page = await (await openBrowser()).context.newPage(); }, STARTUP_MS);
afterAll(stopEverything);
it('shots', async () => {
  const [p] = queryShop<{ url_key: string }>(shop, "SELECT p.url_key FROM products p JOIN reviews r ON r.product_id = p.id WHERE r.photos != '[]' ORDER BY p.reviews_count DESC LIMIT 1");
  for (const [name, vp] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    await page.setViewportSize(vp);
    await page.goto(`${shop.url}/products/${p.url_key}#reviews`, { waitUntil: 'networkidle' });
    await page.getByRole('list', { name: 'Reviews', exact: true }).waitFor();
    await page.evaluate(() => document.querySelectorAll('img').forEach((i) => i.scrollIntoView()));
    await page.waitForTimeout(800);
    await page.locator('.product-tabs').screenshot({ path: `${SCREENSHOT_DIR}/scratch-tab-${name}.png` });
    await page.goto(`${shop.url}/products/${p.url_key}`, { waitUntil: 'networkidle' });
    await page.locator('.product-detail').screenshot({ path: `${SCREENSHOT_DIR}/scratch-detail-${name}.png` });
    await page.goto(`${shop.url}/categories/home-appliances`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/scratch-category-${name}.png`, fullPage: false });
  }
  await page.setViewportSize(DESKTOP);
  await page.goto(`${shop.url}/products/${p.url_key}#reviews`, { waitUntil: 'networkidle' });
  await page.locator('.review-photos button').first().click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/scratch-dialog-desktop.png` });
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/scratch-dialog-phone.png` });
});
