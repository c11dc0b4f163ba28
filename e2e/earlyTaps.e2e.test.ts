// A shopper on a slow phone taps and types on the server's markup before the island scripts have
// arrived (held back here until the test lets them through): the taps are held, shown busy, and
// done once the islands hydrate, with what was typed; nothing is lost or done twice.
import type { Page, Route } from 'playwright-core';
import { eventually, hydrationMismatches, openBrowser, queryShop, startShop, STARTUP_MS, stopEverything, type RunningBrowser, type RunningShop } from './harness';

jest.setTimeout(60_000);

let shop: RunningShop;
let browser: RunningBrowser;

beforeAll(async () => {
  shop = await startShop();
  browser = await openBrowser();
}, STARTUP_MS + 30_000);

afterAll(stopEverything);

/** A page whose island scripts (every script of the build but the loader) wait until `release`. */
async function withScriptsHeld(path: string): Promise<{ page: Page; release: () => Promise<void>; mismatches: string[] }> {
  const page = await browser.context.newPage();
  const held: Route[] = [];
  let released = false;
  await page.route(/\/build\/(?!loader-)[^?]*\.js$/, (route) => (released ? route.continue() : held.push(route)));
  const mismatches = hydrationMismatches(page);
  await page.goto(shop.url + path, { waitUntil: 'domcontentloaded' });
  const release = async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
  return { page, release, mismatches };
}

const cartCount = (page: Page, count: number) => page.getByRole('link', { name: `Cart: ${count}` });

it("adds to the cart from a tap on the product page's Add To Cart made before its script arrived, once", async () => {
  const product = queryShop<{ url_key: string; id: number }>(shop, "SELECT url_key, id FROM products WHERE status = 1 AND type = 'simple' ORDER BY id LIMIT 1")[0];
  const { page, release, mismatches } = await withScriptsHeld(`/products/${product.url_key}`);
  const add = page.locator('.buy-box').getByRole('button', { name: 'Add To Cart' });
  await add.click();
  await add.click(); // again, as nothing seemed to happen
  expect(await add.getAttribute('data-held-tap')).toBe('');
  expect(await cartCount(page, 0).count()).toBe(1);

  await release();
  await cartCount(page, 1).waitFor();
  await page.waitForLoadState('networkidle');
  expect(await cartCount(page, 1).count()).toBe(1);
  expect(await add.getAttribute('data-held-tap')).toBeNull();
  expect(mismatches).toEqual([]);
  await page.close();
});

it('adds the quantity typed before the product page had its script, and leaves the search to the browser', async () => {
  const product = queryShop<{ url_key: string; id: number }>(shop, "SELECT url_key, id FROM products WHERE status = 1 AND type = 'simple' ORDER BY id LIMIT 1 OFFSET 1")[0];
  const { page, release, mismatches } = await withScriptsHeld(`/products/${product.url_key}`);
  await page.locator('.buy-box').getByRole('spinbutton', { name: 'Quantity' }).fill('3');
  await page.locator('.buy-box').getByRole('button', { name: 'Add To Cart' }).click();
  await release();
  const quantityInCart = () => queryShop<{ quantity: number }>(shop, 'SELECT quantity FROM cart_items WHERE product_id = ?', product.id);
  await eventually(() => expect(quantityInCart()).toEqual([{ quantity: 3 }]));
  expect(mismatches).toEqual([]);

  // The header's search is a form sent to /search: it works before the scripts, as a link does.
  const before = await withScriptsHeld('/');
  await before.page.getByRole('combobox', { name: /Search/ }).fill('kantha');
  await before.page.getByRole('combobox', { name: /Search/ }).press('Enter');
  await before.page.waitForURL(`${shop.url}/search?term=kantha`);
  await before.release();
  await page.close();
  await before.page.close();
});

it('signs in with the sign-in form filled and sent before its code arrived, and sends no password in the address', async () => {
  const { page, release, mismatches } = await withScriptsHeld('/customer/account/profile');
  expect(new URL(page.url()).pathname).toBe('/customer/login');
  // The form is in the server's page: no spinner stands in for it.
  await page.getByRole('textbox', { name: 'Email or Phone' }).fill('demo@haat.test');
  await page.getByLabel('Password').fill('haat1234');
  await page.getByLabel('Password').press('Enter');
  const signIn = page.getByRole('button', { name: 'Sign In' });
  expect(await signIn.getAttribute('data-held-tap')).toBe('');
  expect(new URL(page.url()).search).not.toContain('haat1234');

  await release();
  await page.waitForURL(`${shop.url}/customer/account/profile`);
  await page.getByRole('textbox', { name: 'First Name' }).waitFor();
  expect(mismatches).toEqual([]);
  await page.close();
});
