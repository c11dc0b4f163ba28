// A shopper on a slow phone taps and types on the server's markup before the island scripts have
// arrived (held back here until the test lets them through). Links and forms work natively: the
// browser follows or sends them itself, once. What needs the script (the gallery's zoom, the
// checkout's address form) is held, shown busy, and done once the islands hydrate, with what was
// typed; nothing is lost or done twice.
import type { Page, Route } from 'playwright-core';
import { DEMO_CUSTOMER } from '../server/seed/customers';
import type { RunningBrowser, RunningShop } from './harness';
import { eventually, hydrationMismatches, openPage, queryShop, shopAndBrowser, STARTUP_MS } from './harness';
import { call } from './shopCalls';
import { settled } from './settled';

jest.setTimeout(60_000);

let shop: RunningShop;
let browser: RunningBrowser;

beforeAll(async () => ({ shop, browser } = await shopAndBrowser()), STARTUP_MS);

/** Every script of the build but the loader: the islands' and the code they load. */
const ISLAND_SCRIPTS = /\/build\/(?!loader-)[^?]*\.js$/;

/** A page whose scripts matching `scripts` (by default every island script) wait until `release`. */
async function withScriptsHeld(
  path: string,
  scripts = ISLAND_SCRIPTS,
): Promise<{ page: Page; release: () => Promise<void>; mismatches: string[] }> {
  const page = await browser.context.newPage();
  const held: Route[] = [];
  let released = false;
  await page.route(scripts, (route) => (released ? route.continue() : held.push(route)));
  const mismatches = hydrationMismatches(page);
  await page.goto(shop.url + path, { waitUntil: 'domcontentloaded' });
  const release = async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
  return { page, release, mismatches };
}

const cartCount = (page: Page, count: number) => page.getByRole('link', { name: `Cart: ${count}` });
const quantityInCart = (productId: number) =>
  queryShop<{ quantity: number }>(shop, 'SELECT quantity FROM cart_items WHERE product_id = ?', productId);

it("adds to the cart from a double tap on the product page's Add To Cart made before its script, once", async () => {
  const product = queryShop<{ url_key: string; id: number }>(
    shop,
    "SELECT url_key, id FROM products WHERE status = 1 AND type = 'simple' ORDER BY id LIMIT 1",
  )[0];
  const { page, release, mismatches } = await withScriptsHeld(`/products/${product.url_key}`);
  const add = page.locator('.buy-box').getByRole('button', { name: 'Add To Cart' });
  // A form: the browser sends it itself, once, and the server comes back to the page with the flash.
  await add.dblclick();
  await page.locator('[data-island="flash-messages"]').getByText('Item Added To Cart Successfully').waitFor();
  expect(new URL(page.url()).pathname).toBe(`/products/${product.url_key}`);
  expect(await cartCount(page, 1).count()).toBe(1);
  expect(await add.getAttribute('data-held-tap')).toBeNull();
  expect(quantityInCart(product.id)).toEqual([{ quantity: 1 }]);

  await release();
  await page.locator('[data-island="product"][data-mounted]').waitFor({ state: 'attached' });
  await settled(page);
  expect(await cartCount(page, 1).count()).toBe(1);
  expect(quantityInCart(product.id)).toEqual([{ quantity: 1 }]);
  expect(mismatches).toEqual([]);
  await page.close();
});

it('adds the quantity typed before the product page had its script, and leaves the search to the browser', async () => {
  const product = queryShop<{ url_key: string; id: number }>(
    shop,
    "SELECT url_key, id FROM products WHERE status = 1 AND type = 'simple' ORDER BY id LIMIT 1 OFFSET 1",
  )[0];
  const { page, release, mismatches } = await withScriptsHeld(`/products/${product.url_key}`);
  await page.locator('.buy-box').getByRole('spinbutton', { name: 'Quantity' }).fill('3');
  await page.locator('.buy-box').getByRole('button', { name: 'Add To Cart' }).click();
  await eventually(() => expect(quantityInCart(product.id)).toEqual([{ quantity: 3 }]));
  await release();
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

it(
  'signs in with the sign-in form filled and sent before its code arrived, and sends no password in the ' + 'address',
  async () => {
    const { page, release, mismatches } = await withScriptsHeld('/customer/account/profile');
    expect(new URL(page.url()).pathname).toBe('/customer/login');
    // The form is in the server's page: no spinner stands in for it, and the browser sends it itself.
    await page.getByRole('textbox', { name: 'Email or Phone' }).fill(DEMO_CUSTOMER.email);
    await page.getByLabel('Password').fill(DEMO_CUSTOMER.password);
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL(`${shop.url}/customer/account/profile`);
    expect(new URL(page.url()).search).not.toContain(DEMO_CUSTOMER.password);
    await page.getByRole('textbox', { name: 'First Name' }).waitFor();

    await release();
    await page.locator('[data-island="account-profile"][data-mounted]').waitFor({ state: 'attached' });
    expect(mismatches).toEqual([]);
    await page.close();
  },
);

it("zooms the product's picture tapped before the gallery's script arrived, once it has", async () => {
  const [product] = queryShop<{ url_key: string }>(
    shop,
    "SELECT url_key FROM products WHERE status = 1 AND type = 'simple' ORDER BY id LIMIT 1 OFFSET 3",
  );
  const { page, release, mismatches } = await withScriptsHeld(`/products/${product.url_key}`);
  const zoom = page.locator('.gallery-main');
  expect(await zoom.getAttribute('aria-label')).toContain('(1.5x)');
  await zoom.click();
  // Nothing a form could do: the tap is held, drawn busy, and done once the island is live.
  expect(await zoom.getAttribute('data-held-tap')).toBe('');
  await release();
  await eventually(async () => expect(await zoom.getAttribute('aria-label')).toContain('(2x)'));
  expect(await zoom.getAttribute('data-held-tap')).toBeNull();
  expect(mismatches).toEqual([]);
  await page.close();
});

it(
  "saves the checkout's new address typed and sent while the form's code was still on its way, with what was " +
    'typed',
  async () => {
    const shopper = {
      first_name: 'Sadia',
      last_name: 'Rahman',
      email: 'sadia.rahman@example.com',
      phone: '01912345678',
      password: 'muslin-2026',
    };
    const setup = await openPage(browser, shop, '/');
    await call(setup, 'POST', '/customer/register', {
      ...shopper,
      password_confirmation: shopper.password,
      is_subscribed: false,
    });
    await call(setup, 'POST', '/customer/login', { email: shopper.email, password: shopper.password });
    const [product] = queryShop<{ id: number }>(
      shop,
      "SELECT id FROM products WHERE status = 1 AND type = 'simple' ORDER BY id LIMIT 1 OFFSET 2",
    );
    await call(setup, 'POST', '/api/checkout/cart', { product_id: product.id, quantity: 1 });
    await setup.close();

    // The checkout island is live; the address form (open: no saved address) is still the server's.
    const { page, release, mismatches } = await withScriptsHeld(
      '/checkout/onepage/',
      /\/build\/chunks\/AddressForm-[^?]*\.js$/,
    );
    await page.locator('[data-island="checkout"][data-mounted]').waitFor({ state: 'attached' });
    const form = page.locator('form.address-form');
    expect(await page.locator('[data-form-part]:not([data-live]) form.address-form').count()).toBe(1);
    await form.getByLabel('First Name').fill(shopper.first_name);
    await form.getByLabel('Last Name').fill(shopper.last_name);
    await form.getByLabel('Street Address').fill('Flat 3B, Road 27');
    await form.getByLabel('Zip / Postcode').fill('1209');
    await form.getByLabel('Telephone').fill(shopper.phone);
    const save = form.getByRole('button', { name: 'Save Address' });
    await save.click();
    expect(await save.getAttribute('data-held-tap')).toBe('');
    expect(new URL(page.url()).search).toBe('');

    // Done once the form is live, with the typed fields: only the places not chosen yet are asked for.
    await release();
    await form.getByText('The thana field is required').waitFor();
    expect(await form.getByLabel('First Name').inputValue()).toBe(shopper.first_name);
    expect(await form.getByText('The first name field is required').count()).toBe(0);
    await form.getByLabel('District').selectOption({ label: 'Dhaka' });
    await form.getByLabel('Thana').selectOption({ label: 'Dhanmondi' });
    await page
      .getByRole('group', { name: 'Courier delivery area (Pathao)' })
      .getByLabel('City', { exact: true })
      .selectOption({ label: 'Dhaka' });
    await form.getByLabel('Zone').selectOption({ label: 'Dhanmondi' });
    await form.getByLabel('Area').selectOption({ index: 1 });
    await save.click();
    await page.getByRole('radio', { name: /Sadia Rahman/ }).waitFor();
    expect(
      queryShop(
        shop,
        'SELECT first_name, last_name, address, postcode, phone FROM addresses WHERE first_name = ?',
        shopper.first_name,
      ),
    ).toEqual([
      {
        first_name: 'Sadia',
        last_name: 'Rahman',
        address: '["Flat 3B, Road 27"]',
        postcode: '1209',
        phone: shopper.phone,
      },
    ]);
    expect(mismatches).toEqual([]);
    await page.close();
  },
);
