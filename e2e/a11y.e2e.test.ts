// Accessibility in Chromium on a fresh database: axe-core (WCAG 2.1 A and AA) finds nothing on
// any page a guest or a customer sees, at a desktop's and a phone's size, with the cart's remove
// dialog, the search box's suggestions, a tracked order, the checkout's address form and the
// review form open. One server, one tab, each page
// loaded once and checked at both sizes.
import type { Page } from 'playwright-core';
import { axeFindings, CHECKOUT_VISIT, CUSTOMER_VISITS, demoPages, GUEST_VISITS, type Demo, type Visit } from './a11yVisits';
import { DESKTOP, PHONE, shopAndBrowser, STARTUP_MS, type RunningShop } from './harness';
import { call, checkOut, GULSHAN } from './shopCalls';

// A page is loaded once and checked twice; a busy 2-core machine can take a minute over a long page.
jest.setTimeout(150_000);

const CUSTOMER = { first_name: 'Tahmina', last_name: 'Akter', email: 'tahmina.akter@example.com', phone: '01812345678', password: 'nakshi-2026' };

let shop: RunningShop;
let page: Page;
let demo: Demo;

beforeAll(async () => {
  const { shop: started, browser } = await shopAndBrowser();
  shop = started;
  page = await browser.context.newPage();
  page.setDefaultTimeout(30_000);
  page.setDefaultNavigationTimeout(60_000);
  demo = demoPages(shop);
  await page.goto(shop.url + '/customer/login', { waitUntil: 'networkidle' });
  await call(page, 'POST', '/api/checkout/cart', { product_id: demo.product.id, quantity: 1 });
}, STARTUP_MS);

/** The findings on the page at a desktop's size, then (resized, not reloaded) at a phone's. */
async function check(visit: Visit): Promise<string[]> {
  await page.setViewportSize(DESKTOP);
  await page.goto(shop.url + visit.path(demo), { waitUntil: 'networkidle' });
  await visit.open?.(page, demo);
  const findings: string[] = [];
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    findings.push(...(await axeFindings(page)).map((finding) => `${viewport.width}px: ${finding}`));
  }
  return findings;
}

describe('a guest', () => {
  it.each(GUEST_VISITS.map((visit) => [visit.name, visit] as const))('finds the %s page meets WCAG 2.1 AA', async (_name, visit) => {
    expect(await check(visit)).toEqual([]);
  });
});

describe('a customer', () => {
  beforeAll(async () => {
    await call(page, 'POST', '/customer/register', { ...CUSTOMER, password_confirmation: CUSTOMER.password, is_subscribed: false });
    await page.goto(shop.url + '/customer/login', { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: 'Email or Phone' }).fill(CUSTOMER.email);
    await page.getByLabel('Password').fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await call(page, 'POST', '/api/checkout/cart', { product_id: demo.product.id, quantity: 1 });
  });

  it('finds the checkout with the address form open meets WCAG 2.1 AA', async () => {
    expect(await check(CHECKOUT_VISIT)).toEqual([]);
    demo.orderId = await placeOrder();
  });

  it.each(CUSTOMER_VISITS.map((visit) => [visit.name, visit] as const))('finds the %s page meets WCAG 2.1 AA', async (_name, visit) => {
    expect(await check(visit)).toEqual([]);
  });
});

/** The checkout island's calls: a Gulshan address, Express, cash on delivery. */
async function placeOrder(): Promise<number> {
  const { first_name, last_name, email, phone } = CUSTOMER;
  return (await checkOut(page, { first_name, last_name, email, phone, address: ['House 9, Road 2'], ...GULSHAN })).id;
}
