// Paying in Chromium on the demo shop, whose bKash and SSLCommerz drivers talk to the bundled simulators: the demo
// customer pays by bKash and sees the order paid; pays by card on SSLCommerz's page; a declined wallet brings the
// order page's Pay now, which pays; a bKash-paid order cancelled shows its refund; and the same in Bangla.
// The gateways send the shopper back to PUBLIC_URL (http://localhost:<port>), so the pages are opened there too.
import type { Page } from 'playwright-core';
import { DEMO_CUSTOMER } from '../server/seed/customers';
import type { RunningBrowser, RunningShop } from './harness';
import { collectPageErrors, eventually, queryShop, screenshot, shopAndBrowser, STARTUP_MS } from './harness';
import { addTwoListedProducts, call, DEMO_ADDRESSEE, DHANMONDI, saveAddress } from './shopCalls';
import { visit } from './settled';

jest.setTimeout(120_000);

const PAYS = '01770618575';
const DECLINED = '01823074817';

let shop: RunningShop;
let browser: RunningBrowser;
let origin: string;

beforeAll(async () => {
  ({ shop, browser } = await shopAndBrowser());
  origin = shop.url.replace('127.0.0.1', 'localhost');
}, STARTUP_MS);

let signedInPage: Page | null = null;

/** The demo customer's page, signed in once (the browser's context keeps the session), in this language. */
async function signedIn(language = 'en'): Promise<Page> {
  if (!signedInPage) {
    const page = await browser.context.newPage();
    await visit(page, `${origin}/customer/login`);
    await page.getByRole('textbox', { name: 'Email or Phone' }).fill(DEMO_CUSTOMER.email);
    await page.getByLabel('Password').fill(DEMO_CUSTOMER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${origin}/`);
    signedInPage = page;
  }
  // The language stays with the visitor (a cookie) from the page that chose it.
  await visit(signedInPage, `${origin}/?lang=${language}`);
  return signedInPage;
}

/** A cart of two products to a Dhanmondi address by Regular, then the checkout page, where the payment is chosen. */
async function toCheckout(page: Page) {
  await addTwoListedProducts(page, 1);
  const saved = await saveAddress(page, { ...DEMO_ADDRESSEE, address: ['House 3, Road 9'], ...DHANMONDI });
  await call(page, 'POST', '/api/checkout/onepage/addresses', {
    address_id: saved.id,
    billing: saved,
    shipping: saved,
  });
  await call(page, 'POST', '/api/checkout/onepage/shipping-methods', { shipping_method: 'free_free' });
  await visit(page, `${origin}/checkout/onepage/`);
}

async function placeBy(page: Page, method: RegExp, orderPlace = 'Order Place') {
  await page.getByRole('radio', { name: method }).check();
  await eventually(async () => expect(await page.getByRole('radio', { name: method }).isChecked()).toBe(true));
  await page.getByRole('button', { name: orderPlace }).click();
}

async function payOnBkash(page: Page, wallet: string) {
  await page.waitForURL(/\/bkash\/checkout\?paymentId=/);
  await page.getByText('Sandbox: no money moves').waitFor();
  await page.getByLabel('bKash account number').fill(wallet);
  await page.getByLabel('PIN').fill('12121');
  await page.getByRole('button', { name: 'Pay' }).click();
}

/** A totals row (Total Paid, Total Due ...) of the page by its label. */
const amount = (page: Page, label: string) =>
  page
    .locator('dl div, dl > *')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd')
    .first();

const lastOrder = () =>
  queryShop<{ id: number; status: string; paid_amount: number; refunded_amount: number; grand_total: number }>(
    shop,
    'SELECT id, status, paid_amount, refunded_amount, grand_total FROM orders ORDER BY id DESC LIMIT 1',
  )[0];

it('pays by bKash on its sandbox page and shows it paid, nothing due; cancelled, the refund', async () => {
  const page = await signedIn();
  const errors = collectPageErrors(page);
  await toCheckout(page);
  await page
    .getByText(/Sandbox: no money moves/)
    .first()
    .waitFor();
  await placeBy(page, /bKash/);
  await payOnBkash(page, PAYS);
  await page.waitForURL(`${origin}/checkout/onepage/success`);
  const order = lastOrder();
  expect(order.status).toBe('pending');
  expect(order.paid_amount).toBe(order.grand_total);
  expect(await amount(page, 'Total Due').innerText()).toBe('৳ 0');
  expect(await amount(page, 'Total Paid').innerText()).toBe(await amount(page, 'Total').innerText());
  await screenshot(page, 'payments-bkash-paid', { fullPage: true });

  await visit(page, `${origin}/customer/account/orders/view/${order.id}`);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Yes, Cancel Order' }).click();
  await page.getByText('Order Successfully Cancelled.').first().waitFor();
  await eventually(async () =>
    expect(await amount(page, 'Total Refunded').innerText()).toBe(await amount(page, 'Total Paid').innerText()),
  );
  expect(lastOrder().refunded_amount).toBe(order.grand_total);
  await screenshot(page, 'payments-bkash-refunded', { fullPage: true });
  expect(errors).toEqual([]);
});

it('pays by card on SSLCommerz’s sandbox page', async () => {
  const page = await signedIn();
  await toCheckout(page);
  await placeBy(page, /SSLCommerz/);
  await page.waitForURL(/\/sslcommerz\/gwprocess\/v4\/gw\.php/);
  await page.getByText('Sandbox: no money moves').waitFor();
  await page.getByRole('button', { name: 'VISA (pays)' }).click();
  // Back from SSLCommerz's form post to the checkout's success page.
  await page.waitForURL(`${origin}/checkout/onepage/success`);
  const order = lastOrder();
  expect(order.status).toBe('pending');
  expect(order.paid_amount).toBe(order.grand_total);
  expect(await amount(page, 'Total Due').innerText()).toBe('৳ 0');
});

it('a declined bKash wallet leaves the order waiting: Pay now pays it; in Bangla', async () => {
  const page = await signedIn('bn');
  await toCheckout(page);
  await placeBy(page, /বিকাশ/, 'অর্ডার করুন');
  await payOnBkash(page, DECLINED);
  const order = lastOrder();
  await page.waitForURL(`${origin}/customer/account/orders/view/${order.id}`);
  expect(lastOrder().status).toBe('pending_payment');
  await page.getByText('পেমেন্ট সম্পন্ন হয়নি।', { exact: false }).first().waitFor();
  await page.getByRole('button', { name: 'বরং ক্যাশ অন ডেলিভারিতে পরিশোধ করব' }).waitFor();
  await screenshot(page, 'payments-declined-pay-now-bn', { fullPage: true });
  await page.getByRole('button', { name: 'এখনই পেমেন্ট করুন' }).click();
  await payOnBkash(page, PAYS);
  await page.waitForURL(`${origin}/checkout/onepage/success`);
  expect(lastOrder().status).toBe('pending');
  await page.getByText('পেমেন্ট পাওয়া গেছে। ধন্যবাদ!').first().waitFor();
  expect(await amount(page, 'মোট বাকি').innerText()).toBe('৳ ০');
});
