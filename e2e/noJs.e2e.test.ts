// A shopper whose browser runs no script (switched off, or not arrived): the server's pages alone.
// Links are links and forms are forms, so they browse a category, filter, sort and page it, add
// to the cart, change and remove lines, and reach sign-in from the checkout button, each step
// coming back with the flash message the server left for the page. A guest compares products and
// wishes for one through sign-in, and a form whose page had expired says so and changes nothing.
import type { Page } from 'playwright-core';
import { DEMO_CUSTOMER } from '../server/seed/customers';
import type { RunningBrowser, RunningShop } from './harness';
import { DESKTOP, openBrowser, queryShop, screenshot, startShop, STARTUP_MS } from './harness';

jest.setTimeout(90_000);

let shop: RunningShop;
let browser: RunningBrowser;
let page: Page;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), openBrowser({ javaScriptEnabled: false })]);
  page = await browser.context.newPage();
  await page.setViewportSize(DESKTOP);
}, STARTUP_MS);

const PER_PAGE = 20;
/** The server's page is there: its pictures may still be on their way. */
const LOADED = { waitUntil: 'domcontentloaded' } as const;

/**
 * A category and a colour it filters by, with more products of that colour than one page holds,
 * too few of them needing options to fill page 2: that page has a card with Add To Cart.
 */
function colourWithPages() {
  const [pick] = queryShop<{ slug: string; name: string; colour_id: number; colour: string; n: number }>(
    shop,
    `SELECT c.slug, c.name, co.id colour_id, co.admin_name colour, count(*) n
       FROM categories c
       JOIN category_filterable_attributes f ON f.owner_id = c.id AND f.code = 'color'
       JOIN product_categories pc ON pc.category_id = c.id
       JOIN products p ON p.id = pc.product_id AND p.status = 1
       JOIN product_colors pco ON pco.product_id = p.id JOIN colors co ON co.id = pco.color_id
      GROUP BY c.id, co.id HAVING count(*) > ? AND sum(p.type <> 'simple') < min(?, count(*) - ?)
      ORDER BY count(*) DESC, c.id, co.id LIMIT 1`,
    PER_PAGE,
    PER_PAGE,
    PER_PAGE,
  );
  return pick;
}

const flash = () => page.locator('[data-island="flash-messages"]');
const cartLink = (count: number) => page.getByRole('link', { name: `Cart: ${count}` });
const path = () => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

it('browses, filters, sorts and pages a category, fills and changes the cart, and reaches sign-in', async () => {
  const pick = colourWithPages();
  expect(pick).toBeDefined();
  await page.goto(`${shop.url}/categories/${pick.slug}`, LOADED);
  const results = page.getByRole('region', { name: pick.name });

  // Filter: the colour is a link to the filtered address.
  await page.getByRole('link', { name: pick.colour, exact: true }).click();
  await page.waitForURL(`**/categories/${pick.slug}?color_id=${pick.colour_id}`, LOADED);
  await page.locator('.listing-head').getByText(`${pick.n} products`, { exact: true }).waitFor();
  expect(await page.getByRole('link', { name: pick.colour, exact: true }).getAttribute('aria-current')).toBe('true');

  // Sort: the menu is a form asking for the same address in that order.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
  await page.getByRole('button', { name: 'Sort', exact: true }).click();
  await page.waitForURL(`**/categories/${pick.slug}?color_id=${pick.colour_id}&sort=price_asc`, LOADED);
  const firstPage = await results.getByRole('article').first().getAttribute('aria-label');

  // Pages: links too.
  await page.getByRole('link', { name: 'Page 2', exact: true }).click();
  await page.waitForURL(`**/categories/${pick.slug}?color_id=${pick.colour_id}&sort=price_asc&page=2`, LOADED);
  expect(await page.getByRole('link', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe('page');
  expect(await results.getByRole('article').first().getAttribute('aria-label')).not.toBe(firstPage);

  // Add To Cart on a card of page 2: the server adds it and sends the shopper back to page 2.
  const card = results
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add To Cart' }) })
    .first();
  const cardProduct = (await card.getAttribute('aria-label'))!;
  const listing = path();
  await card.getByRole('button', { name: 'Add To Cart' }).click();
  await flash().getByText('Item Added To Cart Successfully').waitFor();
  expect(path()).toBe(listing);
  await cartLink(1).waitFor();

  // A second product from its own page, two of it (the counter counts lines).
  const [other] = queryShop<{ url_key: string; name: string }>(
    shop,
    "SELECT url_key, name FROM products WHERE status = 1 AND type = 'simple' AND name <> ? ORDER BY id LIMIT 1",
    cardProduct,
  );
  await page.goto(`${shop.url}/products/${other.url_key}`, LOADED);
  const buyBox = page.locator('.buy-box');
  await buyBox.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await buyBox.getByRole('button', { name: 'Add To Cart' }).click();
  await flash().getByText('Item Added To Cart Successfully').waitFor();
  expect(path()).toBe(`/products/${other.url_key}`);
  await cartLink(2).waitFor();

  // The cart: a quantity changed, then a line removed (no dialog without script: the tap says it).
  await cartLink(2).click();
  await page.waitForURL('**/checkout/cart', LOADED);
  expect(await page.getByRole('spinbutton', { name: `Quantity of ${other.name}` }).inputValue()).toBe('2');
  await page.getByRole('spinbutton', { name: `Quantity of ${cardProduct}` }).fill('4');
  await page.getByRole('button', { name: 'Update cart' }).click();
  await flash().getByText('Cart Updated Successfully').waitFor();
  expect(await page.getByRole('spinbutton', { name: `Quantity of ${cardProduct}` }).inputValue()).toBe('4');
  await page.getByRole('button', { name: `Remove ${other.name}` }).click();
  await flash().getByText('Item Successfully Removed From Cart').waitFor();
  expect(await page.getByRole('row').filter({ hasText: other.name }).count()).toBe(0);
  await cartLink(1).waitFor();
  await screenshot(page, 'no-js-cart');

  // The checkout button leads a guest to sign in; the sign-in form goes on to the checkout.
  await page.getByRole('link', { name: 'Proceed To CheckOut' }).click();
  await page.waitForURL('**/customer/login', LOADED);
  await page.getByRole('textbox', { name: 'Email or Phone' }).fill(DEMO_CUSTOMER.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await flash()
    .getByText(/do not match our records/)
    .waitFor();
  expect(path()).toBe('/customer/login');
  await page.getByRole('textbox', { name: 'Email or Phone' }).fill(DEMO_CUSTOMER.email);
  await page.getByLabel('Password').fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/checkout/onepage/', LOADED);
  await flash().getByText('You have signed in successfully.').waitFor();
});

it("says when a page had expired, keeps a guest's compare list, and adds a wish once they sign in", async () => {
  await browser.context.clearCookies();
  const products = queryShop<{ url_key: string; name: string }>(
    shop,
    `SELECT url_key, name FROM products p
      WHERE status = 1 AND type = 'simple' AND NOT EXISTS (SELECT 1 FROM wishlist_items w
        JOIN customers c ON c.id = w.customer_id WHERE w.product_id = p.id AND c.email = ?)
      ORDER BY id LIMIT 2`,
    DEMO_CUSTOMER.email,
  );
  expect(products).toHaveLength(2);
  const buyBox = page.locator('.buy-box');

  // The page's form token is tied to a session the browser no longer has: the form comes back unsent.
  await page.goto(`${shop.url}/products/${products[0].url_key}`, LOADED);
  await browser.context.clearCookies();
  await buyBox.getByRole('button', { name: 'Add To Cart' }).click();
  await flash().getByText('This page had expired, so nothing was changed. Please try again.').waitFor();
  expect(path()).toBe(`/products/${products[0].url_key}`);
  await cartLink(0).waitFor();

  // Compare: the button is a form; the guest's list is kept for the compare page and its counter.
  for (const [i, product] of products.entries()) {
    await page.goto(`${shop.url}/products/${product.url_key}`, LOADED);
    await buyBox.getByRole('button', { name: 'Add to Compare' }).click();
    await flash().getByText('Item added successfully to compare list').waitFor();
    expect(path()).toBe(`/products/${product.url_key}`);
    await page.getByRole('link', { name: `Compare: ${i + 1}` }).waitFor();
  }
  await page.getByRole('link', { name: 'Compare: 2' }).click();
  await page.waitForURL('**/compare', LOADED);
  for (const product of products)
    expect(await page.locator(`.compare-table a[href="/products/${product.url_key}"]`).count()).toBe(1);

  // A wish: sign in first, then back on the product's page it is in the wishlist.
  const [wished] = products;
  await page.goto(`${shop.url}/products/${wished.url_key}`, LOADED);
  await buyBox.getByRole('button', { name: 'Add to Wish list' }).click();
  await page.waitForURL('**/customer/login', LOADED);
  await flash().getByText('Please sign in to continue.').waitFor();
  await page.getByRole('textbox', { name: 'Email or Phone' }).fill(DEMO_CUSTOMER.email);
  await page.getByLabel('Password').fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`**/products/${wished.url_key}`, LOADED);
  await flash().getByText('Item Successfully Added To Wishlist').waitFor();
  await page.goto(`${shop.url}/customer/wishlist`, LOADED);
  await page.getByRole('article', { name: wished.name }).waitFor();
});
