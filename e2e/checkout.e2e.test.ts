// Checking out in Chromium on a fresh database: a new customer registers, signs in, fills
// and edits a cart, checks out to a new courier address with Pathao Express, cash on delivery and
// a seeded coupon, and places one order; the server's SQLite file then holds exactly that order,
// with totals re-derived here from the products, campaigns, coupon and courier rate tables.
import type { Locator, Page } from 'playwright-core';
import type { RunningBrowser, RunningShop } from './harness';
import { DESKTOP, eventually, PHONE, queryShop, screenshot, shopAndBrowser, STARTUP_MS } from './harness';
import { dhakaCityDelivery, unitPriceAt } from './shopPrices';
import { visit } from './settled';

jest.setTimeout(90_000);

const SHOPPER = {
  first: 'Nusrat',
  last: 'Jahan',
  email: 'nusrat.jahan@example.com',
  phone: '01812345678',
  password: 'kantha-2024',
};
/** A simple product of the running 20 % Aarong campaign: bought from its product page. */
const KANTHA = { url: '/products/aarong-nakshi-kantha-single', name: 'Aarong Nakshi Kantha Single' };
const ORDER_INCOMPLETE = 'Please select a shipping address, shipping method, and payment method.';
/** Dhaka's Gulshan zone in the courier's local rate table. */
const GULSHAN_ZONE = 101;

let shop: RunningShop;
let browser: RunningBrowser;
let page: Page;
let errors: string[];
/** Every /favicon.ico the browser asked for: none, the layout names its icon. */
const faviconRequests: string[] = [];

beforeAll(async () => {
  ({ shop, browser, page, errors } = await shopAndBrowser());
  browser.context.on(
    'request',
    (request) => void (new URL(request.url()).pathname === '/favicon.ico' && faviconRequests.push(request.url())),
  );
}, STARTUP_MS);

const flash = (on: Page, text: string) => on.locator('[data-island="flash-messages"]').getByText(text, { exact: true });
/** Taka in a shown price ('৳ 9,264', '− ৳ 926'). */
const taka = async (shown: Locator) => Number((await shown.innerText()).replace(/[^\d.]/g, ''));
const counter = (on: Page, count: number) => on.getByRole('link', { name: `Cart: ${count}` });

/** The home page's first product card with Add To Cart: a simple product. */
const firstBuyableCard = () =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add To Cart' }) })
    .first();

/** Adds the home page's first simple product to an empty cart, from its card. */
async function addFirstGridProduct() {
  await visit(page, shop.url + '/');
  await firstBuyableCard().getByRole('button', { name: 'Add To Cart' }).click();
  await counter(page, 1).waitFor();
}

/** An amount in the order summary by its label. */
function summaryAmount(label: string): Locator {
  return page
    .getByRole('complementary', { name: 'Order Summary' })
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
}

/** A screenshot at desktop and at phone size (full page, from the top), back to desktop after. */
async function shoot(name: string) {
  // From the top, as a shopper first sees the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `${name}-desktop`, { fullPage: true });
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-phone`, { fullPage: true });
  await page.setViewportSize(DESKTOP);
}

/** Holds the next matching request for `ms` so a pending state can be seen; lets everything else through. */
async function slowDown(on: Page, method: string, pathname: string, ms: number) {
  await on.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().method() === method) await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
    { times: 1 },
  );
}

interface OrderRow {
  id: number;
  increment_id: string;
  cart_id: number;
  status: string;
  coupon_code: string | null;
  customer_first_name: string;
  customer_last_name: string;
  customer_phone: string;
  shipping_method: string;
  shipping_title: string;
  payment_method: string;
  sub_total: number;
  shipping_amount: number;
  discount_amount: number;
  grand_total: number;
  created_at: string;
}

const ordersOf = (email: string) =>
  queryShop<OrderRow>(
    shop,
    'SELECT o.* FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.email = ? ORDER BY o.id',
    email,
  );

describe('a new customer, from registration to a placed cash-on-delivery order', () => {
  let gridProduct: string;
  /** GET /api/checkout/cart just before Order Place: the server's own figures (taka). */
  let cartBeforeOrder: { sub_total: number; shipping_amount: number; discount_amount: number; grand_total: number };
  let orderNumber: string;

  it('registers on the Create an account page and lands on the login page 1300 ms after the message', async () => {
    await visit(page, shop.url + '/customer/register');
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    expect(await page.getByLabel('Phone').getAttribute('placeholder')).toBe('01XXXXXXXXX');
    await page.getByLabel('First Name').fill(SHOPPER.first);
    await page.getByLabel('Last Name').fill(SHOPPER.last);
    await page.getByLabel('Email').fill(SHOPPER.email);
    await page.getByLabel('Phone').fill(SHOPPER.phone);
    await page.getByLabel('Password', { exact: true }).fill(SHOPPER.password);
    await page.getByLabel('Confirm Password').fill(SHOPPER.password);

    // Measured inside the page: from the server's answer arriving to the page being left.
    await page.evaluate(() =>
      addEventListener('pagehide', () => {
        const answer = performance
          .getEntriesByType('resource')
          .find((entry) => new URL(entry.name).pathname === '/customer/register') as PerformanceResourceTiming;
        sessionStorage.setItem('registration-delay', String(performance.now() - answer.responseEnd));
      }),
    );
    await slowDown(page, 'POST', '/customer/register', 400);
    const answered = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/customer/register' && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('button', { name: 'Loading...' }).waitFor();
    expect((await answered).status()).toBe(200);
    await flash(page, 'Your account has been created successfully. Please sign in.').waitFor();
    // Still waiting on the registration page, the button still busy.
    expect(new URL(page.url()).pathname).toBe('/customer/register');
    await page.getByRole('button', { name: 'Loading...' }).waitFor();
    await page.waitForURL(shop.url + '/customer/login', { timeout: 5000 });
    const delay = Number(await page.evaluate(() => sessionStorage.getItem('registration-delay')));
    expect(delay).toBeGreaterThanOrEqual(1300);
    expect(delay).toBeLessThan(2500);
  });

  it('signs in with the phone number and password', async () => {
    await page.getByLabel('Email or Phone').fill(SHOPPER.phone);
    await page.getByLabel('Password').fill(SHOPPER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(shop.url + '/');
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await counter(page, 0).waitFor();
  });

  it("adds a product from a grid's Add To Cart and another from its product page", async () => {
    const card = firstBuyableCard();
    gridProduct = (await card.getAttribute('aria-label'))!;
    expect(gridProduct).not.toBe(KANTHA.name);
    await card.getByRole('button', { name: 'Add To Cart' }).click();
    await counter(page, 1).waitFor();

    await visit(page, shop.url + KANTHA.url);
    await page.getByRole('heading', { level: 1, name: KANTHA.name }).waitFor();
    await page.locator('.buy-box').getByRole('button', { name: 'Add To Cart' }).click();
    await counter(page, 2).waitFor();
  });

  it('changes a quantity with Update cart: the line total follows', async () => {
    await visit(page, shop.url + '/checkout/cart');
    const row = page.getByRole('row').filter({ hasText: KANTHA.name });
    const lineTotal = row.getByRole('cell').nth(3);
    const unitPrice = await taka(row.getByRole('cell').nth(1).locator('.cart-price-now'));
    expect(await taka(lineTotal)).toBe(unitPrice);
    // The campaign lowers it: the regular price is struck through beside it.
    expect(await taka(row.getByRole('deletion'))).toBeGreaterThan(unitPrice);

    await row.getByRole('spinbutton', { name: `Quantity of ${KANTHA.name}` }).fill('2');
    await page.getByRole('button', { name: 'Update cart' }).click();
    await flash(page, 'Cart Updated Successfully').waitFor();
    await eventually(async () => expect(await taka(lineTotal)).toBe(2 * unitPrice));
    expect(await row.getByRole('spinbutton').inputValue()).toBe('2');
    await shoot('checkout-1-cart');
  });

  it("shows Update cart's message over the page, moving nothing, covering neither button nor row", async () => {
    for (const [viewport, size] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
      await page.setViewportSize(size);
      // The last test's message is closed first: this test watches a new one come and go.
      for (const close of await page.locator('.flash').getByRole('button', { name: 'Close' }).all())
        await close.click();
      await page.locator('.flash').first().waitFor({ state: 'detached' });
      const update = page.getByRole('button', { name: 'Update cart' });
      await update.scrollIntoViewIfNeeded();
      const row = page.getByRole('row').filter({ hasText: KANTHA.name });
      const [buttonBefore, rowBefore] = [(await update.boundingBox())!, (await row.boundingBox())!];
      await update.click();
      const message = page.locator('.flash').filter({ hasText: 'Cart Updated Successfully' });
      await message.waitFor();
      const flashBox = (await message.boundingBox())!;
      await screenshot(page, `checkout-1-cart-flash-${viewport}`);
      expect(await update.boundingBox()).toEqual(buttonBefore);
      expect(await row.boundingBox()).toEqual(rowBefore);
      const overlaps = (a: typeof flashBox, b: typeof flashBox) =>
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlaps(flashBox, buttonBefore)).toBe(false);
      await message.getByRole('button', { name: 'Close' }).click();
      await message.waitFor({ state: 'detached' });
      expect(await update.boundingBox()).toEqual(buttonBefore);
    }
    await page.setViewportSize(DESKTOP);
  });

  it('removes a line through the dialog: Cancel keeps it, OK removes it', async () => {
    const row = page.getByRole('row').filter({ hasText: gridProduct });
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await row.getByRole('button', { name: `Remove ${gridProduct}` }).click();
    await dialog.getByText('Once deleted, you will not be able to recover.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await row.count()).toBe(1);

    await row.getByRole('button', { name: `Remove ${gridProduct}` }).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await row.waitFor({ state: 'detached' });
    await counter(page, 1).waitFor();
    expect(await page.getByRole('row').filter({ hasText: KANTHA.name }).count()).toBe(1);
  });

  it('refuses Order Place before a shipping address, shipping method and payment method', async () => {
    await page.getByRole('link', { name: 'Proceed To CheckOut' }).click();
    await page.waitForURL(shop.url + '/checkout/onepage/');
    await page.getByRole('heading', { name: 'Order Summary' }).waitFor();
    await page.getByRole('button', { name: 'Order Place' }).click();
    await flash(page, ORDER_INCOMPLETE).waitFor();
    expect(ordersOf(SHOPPER.email)).toEqual([]);
    // The delivery price needs the address: the methods wait for one, and the charge is not shown as free.
    expect(await page.getByRole('radio', { name: /Pathao Express/ }).isDisabled()).toBe(true);
    await page.getByText('Choose a delivery address first.').waitFor();
    expect(await summaryAmount('Shipping Charge').innerText()).toBe('—');
  });

  it('saves a new address with district, thana and the courier city, zone and area', async () => {
    // A new customer has no saved address: the Add New Address form is open from the start.
    const form = page.locator('form.address-form');
    await form.getByLabel('First Name').fill(SHOPPER.first);
    await form.getByLabel('Last Name').fill(SHOPPER.last);
    await form.getByLabel('Street Address').fill('House 12, Road 45');
    expect(await form.getByLabel('Thana').isDisabled()).toBe(true);
    await form.getByLabel('District').selectOption({ label: 'Dhaka' });
    await form.getByLabel('Thana').selectOption({ label: 'Gulshan' });
    expect(await form.getByLabel('Zone').isDisabled()).toBe(true);
    expect(await form.getByLabel('Area').isDisabled()).toBe(true);
    const courierArea = page.getByRole('group', { name: 'Courier delivery area (Pathao)' });
    await courierArea.getByLabel('City', { exact: true }).selectOption({ label: 'Dhaka' });
    expect(await form.getByLabel('Area').isDisabled()).toBe(true);
    await form.getByLabel('Zone').selectOption({ label: 'Gulshan' });
    await form.getByLabel('Area').selectOption({ label: 'Gulshan 1' });
    await form.getByLabel('Zip / Postcode').fill('1212');
    await form.getByLabel('Telephone').fill(SHOPPER.phone);
    await shoot('checkout-2-address');
    const chosen = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/checkout/onepage/addresses');
    await form.getByRole('button', { name: 'Save Address' }).click();

    await flash(page, 'Address Saved Successfully').waitFor();
    // Saved and chosen for the order with that one flash, not a second near-identical one.
    expect((await chosen).status()).toBe(200);
    expect(await flash(page, 'Address saved successfully!').count()).toBe(0);
    const saved = page.getByRole('radio', { name: /Nusrat Jahan/ });
    expect(await saved.isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add New Address' }).isVisible()).toBe(true);
  });

  it('prices Pathao Express with the courier, then offers cash on delivery', async () => {
    expect(await page.getByRole('heading', { name: 'Payment Method' }).count()).toBe(0);
    await page.getByRole('radio', { name: /Pathao Express/ }).check();
    await page.getByRole('heading', { name: 'Payment Method' }).waitFor();
    expect(await page.getByRole('radio', { name: /Pathao Express/ }).isChecked()).toBe(true);
    // The published Express price inside Dhaka city (Gulshan) for two items.
    await eventually(async () =>
      expect(await taka(summaryAmount('Shipping Charge'))).toBe(dhakaCityDelivery('12', 2) / 100),
    );
    await page.getByRole('radio', { name: /Cash On Delivery/ }).check();
    await eventually(async () =>
      expect(await page.getByRole('radio', { name: /Cash On Delivery/ }).isChecked()).toBe(true),
    );
  });

  it(
    "applies EID10 ('Applying...', then the code with Remove); the total is sub_total + shipping - " + 'discount',
    async () => {
      await page.getByLabel('Coupon code').fill('EID10');
      await slowDown(page, 'POST', '/api/checkout/cart/coupon', 400);
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByRole('button', { name: 'Applying...' }).waitFor();
      await page.getByText('Coupon EID10 applied').waitFor();
      await page.getByRole('button', { name: 'Remove', exact: true }).waitFor();

      const [subTotal, discount, shipping, total] = await Promise.all(
        ['Subtotal', 'Discount', 'Shipping Charge', 'Total'].map((label) => taka(summaryAmount(label))),
      );
      expect(discount).toBe(Math.round(subTotal / 10));
      expect(total).toBe(subTotal + shipping - discount);
      cartBeforeOrder = await page.evaluate(async () => (await (await fetch('/api/checkout/cart')).json()).data);
      expect(cartBeforeOrder).toMatchObject({
        sub_total: subTotal,
        shipping_amount: shipping,
        discount_amount: discount,
        grand_total: total,
      });
      await shoot('checkout-3-summary');
    },
  );

  it('places the order once for a double click and shows its number on the success page', async () => {
    const placing: string[] = [];
    const count = (request: { url: () => string }) =>
      void (new URL(request.url()).pathname === '/api/checkout/onepage/orders' && placing.push(request.url()));
    page.on('request', count);
    await page.getByRole('button', { name: 'Order Place' }).dblclick();
    await page.waitForURL(shop.url + '/checkout/onepage/success');
    page.off('request', count);
    // The island sends it once; two requests would still make one order (next block).
    expect(placing).toHaveLength(1);
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    orderNumber = (await page.locator('.checkout-success-number').innerText()).replace('Your order number is #', '');
    expect(orderNumber).toMatch(/^HT-\d+$/);
    await counter(page, 0).waitFor();
    // What was ordered, what it cost and where it goes, from the order tables.
    const items = page.getByRole('region', { name: 'Your order' });
    expect(await items.getByRole('row').filter({ hasText: KANTHA.name }).getByRole('cell').nth(2).innerText()).toBe(
      '2',
    );
    await items.getByText('Discount (EID10)').waitFor();
    expect(await page.getByRole('region', { name: 'Delivery Address' }).innerText()).toContain(
      `${SHOPPER.first} ${SHOPPER.last}`,
    );
    await shoot('checkout-4-success');
    expect(errors).toEqual([]);
    expect(faviconRequests).toEqual([]);
  });

  it('leaves exactly one order in the database, priced by the server from its own tables', () => {
    const orders = ordersOf(SHOPPER.email);
    expect(orders).toHaveLength(1);
    const [order] = orders;
    expect(order).toMatchObject({
      increment_id: orderNumber,
      status: 'pending',
      customer_first_name: SHOPPER.first,
      customer_last_name: SHOPPER.last,
      customer_phone: SHOPPER.phone,
      coupon_code: 'EID10',
      shipping_method: 'flatrate_flatrate',
      shipping_title: 'Pathao Express',
      payment_method: 'cashondelivery',
    });
    expect(order.grand_total).toBe(order.sub_total + order.shipping_amount - order.discount_amount);
    const [customer] = queryShop<{ password_hash: string }>(
      shop,
      'SELECT password_hash FROM customers WHERE email = ?',
      SHOPPER.email,
    );
    expect(customer.password_hash).not.toContain(SHOPPER.password);

    const items = queryShop<{
      product_id: number;
      variant_id: number | null;
      name: string;
      price: number;
      qty_ordered: number;
      total: number;
    }>(
      shop,
      'SELECT product_id, variant_id, name, price, qty_ordered, total FROM order_items WHERE order_id = ?',
      order.id,
    );
    expect(items.map((i) => [i.name, i.qty_ordered])).toEqual([[KANTHA.name, 2]]);
    for (const item of items) {
      expect(item.price).toBe(unitPriceAt(shop, item.product_id, item.variant_id, order.created_at));
      expect(item.total).toBe(item.price * item.qty_ordered);
    }
    const subTotal = items.reduce((sum, item) => sum + item.total, 0);
    const [coupon] = queryShop<{ value: number; times_used: number }>(
      shop,
      "SELECT value, times_used FROM coupons WHERE code = 'EID10'",
    );
    const [address] = queryShop<{ zone_id: number; area: string; state: string; city: string }>(
      shop,
      "SELECT * FROM order_addresses WHERE order_id = ? AND address_type = 'shipping'",
      order.id,
    );
    expect(address).toMatchObject({ state: 'Dhaka', city: 'Gulshan', area: 'Gulshan 1', zone_id: GULSHAN_ZONE });

    expect(order.sub_total).toBe(subTotal);
    // EID10: a percentage in hundredths of a percent, given in whole taka; its use counted.
    expect(order.discount_amount).toBe(Math.round((subTotal / 100) * (coupon.value / 10000)) * 100);
    expect(coupon.times_used).toBe(1);
    expect(order.shipping_amount).toBe(dhakaCityDelivery('12', 2));
    // What the checkout showed is what was charged.
    expect([order.sub_total, order.shipping_amount, order.discount_amount, order.grand_total]).toEqual(
      [
        cartBeforeOrder.sub_total,
        cartBeforeOrder.shipping_amount,
        cartBeforeOrder.discount_amount,
        cartBeforeOrder.grand_total,
      ].map((t) => t * 100),
    );
    expect(queryShop<{ is_active: number }>(shop, 'SELECT is_active FROM carts WHERE id = ?', order.cart_id)).toEqual([
      { is_active: 0 },
    ]);
  });
});

describe('the same checkout placed from two tabs at once', () => {
  let tabs: Page[];

  it('keeps the choices of the checkout session in a second tab', async () => {
    await addFirstGridProduct();

    await visit(page, shop.url + '/checkout/onepage/');
    // The saved address is offered; the form is one click away and Back returns to the list.
    await page.getByRole('button', { name: 'Add New Address' }).click();
    await page.locator('form.address-form').getByLabel('Street Address').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('radio', { name: /Nusrat Jahan/ }).check();
    await flash(page, 'Address saved successfully!').waitFor();
    await page.getByRole('button', { name: 'Order Place' }).click();
    await flash(page, ORDER_INCOMPLETE).waitFor();
    await page.getByRole('radio', { name: /Pathao Regular/ }).check();
    await page.getByRole('radio', { name: /Cash On Delivery/ }).check();
    await eventually(async () =>
      expect(await taka(summaryAmount('Shipping Charge'))).toBe(dhakaCityDelivery('48', 1) / 100),
    );

    const second = await browser.context.newPage();
    await second.setViewportSize(DESKTOP);
    // As openPage does: the islands' scripts and texts have arrived before the test goes on.
    await visit(second, shop.url + '/checkout/onepage/');
    for (const choice of [/Nusrat Jahan/, /Pathao Regular/, /Cash On Delivery/])
      expect(await second.getByRole('radio', { name: choice }).isChecked()).toBe(true);
    tabs = [page, second];
  });

  it('writes one order when Order Place is clicked in both tabs together', async () => {
    const before = ordersOf(SHOPPER.email);
    const answers = tabs.map((tab) => tab.waitForResponse((r) => r.url().endsWith('/api/checkout/onepage/orders')));
    await Promise.all(tabs.map((tab) => tab.getByRole('button', { name: 'Order Place' }).click()));
    const statuses = await Promise.all(answers.map(async (answer) => (await answer).status()));

    const after = ordersOf(SHOPPER.email);
    expect(after).toHaveLength(before.length + 1);
    const order = after[after.length - 1];
    expect(order).toMatchObject({
      shipping_method: 'free_free',
      shipping_title: 'Pathao Regular',
      coupon_code: null,
      discount_amount: 0,
    });
    expect(order.shipping_amount).toBe(dhakaCityDelivery('48', 1));
    expect(order.grand_total).toBe(order.sub_total + order.shipping_amount);

    // Whether a tab's request came while the other's was running or after its answer, it hears of
    // the same order and goes to its success page.
    expect(statuses).toEqual([200, 200]);
    for (const tab of tabs) {
      await tab.waitForURL(shop.url + '/checkout/onepage/success');
      expect(await tab.locator('.checkout-success-number').innerText()).toBe(
        `Your order number is #${order.increment_id}`,
      );
    }
  });

  it('tells a tab that clicks Order Place after the other tab finished of that same order', async () => {
    // A third tab, opened on the checkout before the order, clicks only now.
    await addFirstGridProduct();
    await visit(page, shop.url + '/checkout/onepage/');
    await page.getByRole('radio', { name: /Nusrat Jahan/ }).check();
    await page.getByRole('radio', { name: /Pathao Regular/ }).check();
    const paymentSaved = page.waitForResponse((r) => r.url().endsWith('/api/checkout/onepage/payment-methods'));
    await page.getByRole('radio', { name: /Cash On Delivery/ }).check();
    expect((await paymentSaved).status()).toBe(200);
    const late = tabs[1];
    await visit(late, shop.url + '/checkout/onepage/');
    await late.getByRole('button', { name: 'Order Place' }).waitFor();

    await page.getByRole('button', { name: 'Order Place' }).click();
    await page.waitForURL(shop.url + '/checkout/onepage/success');
    const order = ordersOf(SHOPPER.email).at(-1)!;
    const answer = late.waitForResponse((r) => r.url().endsWith('/api/checkout/onepage/orders'));
    await late.getByRole('button', { name: 'Order Place' }).click();
    expect((await answer).status()).toBe(200);
    await late.waitForURL(shop.url + '/checkout/onepage/success');
    expect(await late.locator('.checkout-success-number').innerText()).toBe(
      `Your order number is #${order.increment_id}`,
    );
    expect(ordersOf(SHOPPER.email).at(-1)!.id).toBe(order.id);
  });
});
