// Accessibility in Chromium on a fresh database: axe-core (WCAG 2.1 A and AA) finds nothing on
// any page a guest or a customer sees, at a desktop's and a phone's size, with the cart's remove
// dialog, the checkout's address form and the review form open.
import type { Page } from 'playwright-core';
import { axeFindings, call, CHECKOUT_VISIT, customerVisits, demoPages, guestVisits, type Visit } from './a11yVisits';
import { DESKTOP, openBrowser, PHONE, startShop, STARTUP_MS, stopEverything, type RunningBrowser, type RunningShop } from './harness';

jest.setTimeout(180_000);

const CUSTOMER = { first_name: 'Tahmina', last_name: 'Akter', email: 'tahmina.akter@example.com', phone: '01812345678', password: 'nakshi-2026' };

let shop: RunningShop;
let browser: RunningBrowser;
let page: Page;

beforeAll(async () => {
  shop = await startShop();
  browser = await openBrowser();
  page = await browser.context.newPage();
  await page.goto(shop.url + '/customer/login');
}, STARTUP_MS + 30_000);

afterAll(stopEverything);

/** Every finding on these pages at this size, prefixed with the page's name. */
async function check(visits: Visit[], viewport: { width: number; height: number }): Promise<string[]> {
  await page.setViewportSize(viewport);
  const findings: string[] = [];
  for (const visit of visits) {
    await page.goto(shop.url + visit.path, { waitUntil: 'networkidle' });
    await visit.open?.(page);
    findings.push(...(await axeFindings(page)).map((finding) => `${visit.name} (${viewport.width}px): ${finding}`));
  }
  return findings;
}

describe('a guest', () => {
  beforeAll(async () => {
    await call(page, 'POST', '/api/checkout/cart', { product_id: demoPages(shop).product.id, quantity: 1 });
  });

  it.each([['desktop', DESKTOP], ['phone', PHONE]])('meets WCAG 2.1 AA on every page on a %s', async (_name, viewport) => {
    expect(await check(guestVisits(shop), viewport)).toEqual([]);
  });
});

describe('a customer', () => {
  let orderId = 0;

  beforeAll(async () => {
    await page.goto(shop.url + '/customer/login');
    await call(page, 'POST', '/customer/register', { ...CUSTOMER, password_confirmation: CUSTOMER.password, is_subscribed: false });
    await page.getByRole('textbox', { name: 'Email or Phone' }).fill(CUSTOMER.email);
    await page.getByLabel('Password').fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await call(page, 'POST', '/api/checkout/cart', { product_id: demoPages(shop).product.id, quantity: 1 });
  });

  it.each([['desktop', DESKTOP], ['phone', PHONE]])('meets WCAG 2.1 AA at checkout with the address form open on a %s', async (_name, viewport) => {
    expect(await check([CHECKOUT_VISIT], viewport)).toEqual([]);
  });

  it.each([['desktop', DESKTOP], ['phone', PHONE]])('meets WCAG 2.1 AA on the account pages and the review form on a %s', async (_name, viewport) => {
    if (!orderId) orderId = await placeOrder();
    expect(await check(customerVisits(shop, orderId), viewport)).toEqual([]);
  });

  /** The checkout island's calls: a Gulshan address, Express, cash on delivery. */
  async function placeOrder(): Promise<number> {
    const address = (await call<{ data: { id: number } }>(page, 'POST', '/customer/account/addresses/create', {
      first_name: CUSTOMER.first_name, last_name: CUSTOMER.last_name, address: ['House 9, Road 2'], email: CUSTOMER.email, country: 'BD',
      state: 'Dhaka', city: 'Gulshan', postcode: '1212', phone: CUSTOMER.phone, city_id: 1, zone_id: 101, area_id: 10102,
    })).data;
    await call(page, 'POST', '/api/checkout/onepage/addresses', { address_id: address.id, billing: address, shipping: address });
    await call(page, 'POST', '/api/checkout/onepage/shipping-methods', { shipping_method: 'flatrate_flatrate' });
    await call(page, 'POST', '/api/checkout/onepage/payment-methods', { payment: { method: 'cashondelivery' } });
    return (await call<{ data: { order: { id: number } } }>(page, 'POST', '/api/checkout/onepage/orders', {})).data.order.id;
  }
});
