// Orders in Chromium on a fresh database: a guest finds Track Order in the top bar and follows the
// demo order on its way by its number and phone (written with +880); the demo customer places an
// order, follows the confirmation's Track your order link, sees the same timeline in the order
// view, and Order Again fills the cart with the order's lines. Both pages fit a phone.
import type { Page } from 'playwright-core';
import { DEMO_CUSTOMER } from '../server/seed/customers';
import type { RunningBrowser, RunningShop } from './harness';
import {
  collectPageErrors,
  DESKTOP,
  eventually,
  openPage,
  PHONE,
  queryShop,
  screenshot,
  shopAndBrowser,
  STARTUP_MS,
} from './harness';
import { addTwoListedProducts, checkOut, DEMO_ADDRESSEE, DHANMONDI, signInAsDemoCustomer } from './shopCalls';
import { visit } from './settled';

jest.setTimeout(90_000);

const NOT_FOUND =
  'We could not find an order with that order number and phone number. Please check both and try again.';

let shop: RunningShop;
let browser: RunningBrowser;

beforeAll(async () => ({ shop, browser } = await shopAndBrowser()), STARTUP_MS);

const steps = (page: Page) => page.getByRole('region', { name: 'Order Status' }).getByRole('listitem');
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function track(page: Page, phone: string, incrementId?: string) {
  if (incrementId) await page.getByRole('textbox', { name: 'Order Number' }).fill(incrementId);
  await page.getByRole('textbox', { name: 'Phone Number' }).fill(phone);
  await page.getByRole('button', { name: 'Track Order' }).click();
}

it('lets a guest track the demo order on its way from the top bar, showing only its district and thana', async () => {
  const [order] = queryShop<{ increment_id: string }>(shop, "SELECT increment_id FROM orders WHERE status = 'shipped'");
  const page = await openPage(browser, shop, '/');
  const errors = collectPageErrors(page);
  await page.getByRole('banner').getByRole('link', { name: 'Track Order' }).click();
  await page.waitForURL(`${shop.url}/track-order`);

  await track(page, '01711000001', order.increment_id);
  await page.getByRole('alert').filter({ hasText: NOT_FOUND }).waitFor();

  await track(page, `+88${DEMO_CUSTOMER.phone}`);
  await page.getByRole('heading', { name: `Order #${order.increment_id}` }).waitFor();
  expect(await steps(page).allInnerTexts()).toEqual([
    expect.stringMatching(/^Order placed\n.+\d{4}, \d+:\d\d [AP]M$/),
    expect.stringMatching(/^Confirmed\n/),
    expect.stringMatching(/^Handed to the courier\n/),
    'Delivered\nNot yet',
  ]);
  await expect(page.getByText('Pathao Regular to Dhanmondi, Dhaka').count()).resolves.toBe(1);
  const main = await page.locator('main').innerText();
  for (const secret of ['Rahim', 'Uddin', 'House 7', '1209', DEMO_CUSTOMER.phone, DEMO_CUSTOMER.email])
    expect(main).not.toContain(secret);
  await screenshot(page, 'track-order-found', { fullPage: true });

  await page.setViewportSize(PHONE);
  expect(await overflow(page)).toBe(0);
  await screenshot(page, 'track-order-found-phone', { fullPage: true });
  expect(errors).toEqual([]);
  await page.close();
});

/** Two simple products to a Dhanmondi address, Regular, cash on delivery: the checkout island's calls. */
async function placeOrder(page: Page): Promise<{ id: number; increment_id: string }> {
  await addTwoListedProducts(page, 2);
  return checkOut(page, { ...DEMO_ADDRESSEE, address: ['House 3, Road 9'], ...DHANMONDI }, 'free_free');
}

it("takes a customer from confirmation to tracking and the order's timeline; Order Again fills the cart", async () => {
  const page = await openPage(browser, shop, '/customer/login');
  const errors = collectPageErrors(page);
  await signInAsDemoCustomer(page, `${shop.url}/`);
  const order = await placeOrder(page);
  const lines = queryShop<{ name: string; qty_ordered: number }>(
    shop,
    'SELECT name, qty_ordered FROM order_items WHERE order_id = ? ORDER BY id',
    order.id,
  );
  expect(lines).toHaveLength(2);

  await visit(page, `${shop.url}/checkout/onepage/success`);
  await page.getByRole('link', { name: 'Track your order' }).click();
  await page.waitForURL(`${shop.url}/track-order?order=${order.increment_id}`);
  await expect(page.getByRole('textbox', { name: 'Order Number' }).inputValue()).resolves.toBe(order.increment_id);
  await track(page, DEMO_CUSTOMER.phone);
  await page.getByRole('heading', { name: `Order #${order.increment_id}` }).waitFor();
  const tracked = await steps(page).allInnerTexts();
  expect(tracked[0]).toMatch(/^Order placed\n.+ [AP]M$/);
  expect(tracked.slice(1)).toEqual(['Confirmed\nNot yet', 'Handed to the courier\nNot yet', 'Delivered\nNot yet']);

  await visit(page, `${shop.url}/customer/account/orders/view/${order.id}`);
  expect(await steps(page).allInnerTexts()).toEqual(tracked);
  await screenshot(page, 'account-order-timeline', { fullPage: true });

  await page.getByRole('button', { name: 'Order Again' }).click();
  await page.waitForURL(`${shop.url}/checkout/cart`);
  await page
    .locator('[data-island="flash-messages"]')
    .getByText("The items of your order are in your cart, at today's prices.")
    .waitFor();
  for (const line of lines) await page.getByRole('row').filter({ hasText: line.name }).waitFor();
  await eventually(() => {
    const cart = queryShop<{ n: number; qty: number }>(
      shop,
      'SELECT count(*) n, sum(ci.quantity) qty FROM cart_items ci JOIN carts c ON c.id = ci.cart_id ' +
        'JOIN customers u ON u.id = c.customer_id WHERE c.is_active = 1 AND u.email = ?',
      DEMO_CUSTOMER.email,
    );
    expect(cart).toEqual([{ n: 2, qty: 4 }]);
  });
  await screenshot(page, 'orders-cart-after-order-again');

  await page.setViewportSize(PHONE);
  await visit(page, `${shop.url}/customer/account/orders/view/${order.id}`);
  expect(await overflow(page)).toBe(0);
  await screenshot(page, 'account-order-timeline-phone', { fullPage: true });
  await page.setViewportSize(DESKTOP);
  expect(errors).toEqual([]);
});
