// The walking skeleton in a real browser: the built server on a fresh seeded database, two tabs of
// one shopper's browser, islands talking across tabs over the BroadcastChannel.
import type { Page } from 'playwright-core';
import type { RunningBrowser, RunningShop } from './harness';
import { collectPageErrors, DESKTOP, PHONE, screenshot, shopAndBrowser, STARTUP_MS } from './harness';
import { visit } from './settled';

jest.setTimeout(60_000);

const LAYOUT_ISLANDS = ['top-bar', 'navbar', 'category-menu', 'flash-deal', 'flash-messages'];
/** The demo shop's twelve departments, in menu order. */
const DEMO_DEPARTMENTS = [
  'Groceries',
  "Men's Fashion",
  "Women's Fashion",
  'Mobiles & Tablets',
  'Electronics Accessories',
  'Home Appliances',
  'Health & Beauty',
  'Babies & Toys',
  'Home & Lifestyle',
  'Sports & Outdoor',
  'Books & Stationery',
  'Watches & Bags',
];

let shop: RunningShop | undefined;
let browser: RunningBrowser | undefined;

beforeAll(async () => ({ shop, browser } = await shopAndBrowser()), STARTUP_MS);

/** A new tab on the home page, once its islands have loaded what they need. */
async function openHome(): Promise<Page> {
  const page = await browser!.context.newPage();
  await visit(page, shop!.url + '/');
  return page;
}

/** What code outside React does to show a flash (the README's 'add-flash' event). */
function raiseFlash(page: Page, text: string, type: string) {
  return page.evaluate(
    ([text, type]) => window.dispatchEvent(new CustomEvent('add-flash', { detail: { text, type } })),
    [text, type],
  );
}

const flashIn = (page: Page, text: string) =>
  page.locator('[data-island="flash-messages"]').getByText(text, { exact: true });

describe('the home page in a browser', () => {
  it('mounts the layout islands and the home island with the seeded categories and counters', async () => {
    const page = await browser!.context.newPage();
    const errors = collectPageErrors(page);
    await visit(page, shop!.url + '/');

    for (const island of [...LAYOUT_ISLANDS, 'home']) {
      expect(await page.locator(`[data-island="${island}"]`).getAttribute('data-mounted')).toBe('true');
    }
    const menu = page.getByRole('navigation', { name: 'Categories' });
    expect(await menu.getByRole('link').allTextContents()).toEqual(DEMO_DEPARTMENTS);
    expect(await menu.getByRole('link', { name: 'Groceries' }).getAttribute('href')).toBe('/categories/groceries');
    for (const counter of ['Wishlist: 0', 'Compare: 0', 'Cart: 0'])
      await page.getByRole('link', { name: counter }).waitFor();
    await page.getByRole('link', { name: 'Login' }).waitFor();

    await raiseFlash(page, 'Welcome to Haat: cash on delivery all over Bangladesh', 'success');
    await flashIn(page, 'Welcome to Haat: cash on delivery all over Bangladesh').waitFor();
    await screenshot(page, 'home');
    await screenshot(page, 'home-full', { fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it(
    'shows the delivery promise whole on a desktop, and on a phone leaves it out rather than show "Cash ' + 'o..."',
    async () => {
      const page = await browser!.context.newPage();
      await page.setViewportSize(DESKTOP);
      await visit(page, shop!.url + '/');
      const promise = page
        .locator('[data-island="top-bar"]')
        .getByText('Cash on delivery all over Bangladesh · Hotline 09612-345678', { exact: true });
      expect(await promise.isVisible()).toBe(true);
      expect(await promise.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

      await page.setViewportSize(PHONE);
      expect(await promise.isVisible()).toBe(false);
      const topBar = page.locator('[data-island="top-bar"]');
      for (const name of ['Track Order', 'Login', 'Sign Up']) {
        const box = (await topBar.getByRole('link', { name, exact: true }).boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      }
      await screenshot(page, 'home-phone-top-bar');
      await page.close();
    },
  );
});

describe('two tabs of one shopper', () => {
  it('shows a flash raised in one tab in the other within a second, and both lose it after 5 s', async () => {
    const [tabA, tabB] = [await openHome(), await openHome()];
    const text = 'Address saved successfully!';
    const raisedAt = Date.now();
    await raiseFlash(tabA, text, 'success');
    await flashIn(tabB, text).waitFor({ timeout: 1000 });
    expect(
      await tabB.getByRole('status').filter({ hasText: text }).getByRole('button', { name: 'Close' }).count(),
    ).toBe(1);

    await tabB.waitForTimeout(Math.max(0, raisedAt + 4500 - Date.now()));
    expect(await flashIn(tabB, text).isVisible()).toBe(true);
    await flashIn(tabB, text).waitFor({ state: 'detached', timeout: Math.max(0, raisedAt + 7000 - Date.now()) });
    expect(Date.now() - raisedAt).toBeGreaterThanOrEqual(5000);
    await flashIn(tabA, text).waitFor({ state: 'detached', timeout: Math.max(0, raisedAt + 7000 - Date.now()) });
    await Promise.all([tabA.close(), tabB.close()]);
  });

  it('closes a flash in the other tab too when the shopper clicks its ×', async () => {
    const [tabA, tabB] = [await openHome(), await openHome()];
    await raiseFlash(tabA, 'Already in compare', 'warning');
    await flashIn(tabB, 'Already in compare').waitFor({ timeout: 1000 });
    await tabB.getByRole('button', { name: 'Close' }).click();
    await flashIn(tabA, 'Already in compare').waitFor({ state: 'detached', timeout: 1000 });
    await Promise.all([tabA.close(), tabB.close()]);
  });

  it("shows a product added to the cart in one tab on the other tab's navbar", async () => {
    const [tabA, tabB] = [await openHome(), await openHome()];
    await tabB.getByRole('link', { name: 'Cart: 0' }).waitFor();
    // Tab B must hear it over the channel, not by asking the server again.
    const askedByB: string[] = [];
    tabB.on('request', (request) => {
      if (['xhr', 'fetch'].includes(request.resourceType())) askedByB.push(request.url());
    });

    await tabA.getByRole('button', { name: 'Add To Cart' }).first().click();
    await tabA.getByRole('link', { name: 'Cart: 1' }).waitFor();
    await tabB.getByRole('link', { name: 'Cart: 1' }).waitFor({ timeout: 1000 });
    expect(askedByB).toEqual([]);
    await screenshot(tabB, 'other-tab-cart');
    await Promise.all([tabA.close(), tabB.close()]);
  });
});
