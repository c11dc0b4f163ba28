// Cash orders confirmed, in Chromium on the demo shop: the demo customer's cash order to a number that never
// confirmed a code asks for one at Order Place, reads it on the demo's page of the SMS it sent and places the order,
// in English and in Bangla; axe finds nothing on the code form. A shop asking the delivery charge in advance sends a
// cash order to bKash's sandbox page first, and the success page shows the rest due: Total Due = total - advance.
// The gateways send the shopper back to PUBLIC_URL (http://localhost:<port>), so the pages are opened there too.
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import type { RunningBrowser, RunningShop } from './harness';
import { collectPageErrors, openBrowser, queryShop, screenshot, startShop, STARTUP_MS } from './harness';
import { addTwoListedProducts, call, DEMO_ADDRESSEE, DHANMONDI, saveAddress, signInAsDemoCustomer } from './shopCalls';
import { visit } from './settled';

jest.setTimeout(150_000);

let codeShop: RunningShop;
let advanceShop: RunningShop;
let browser: RunningBrowser;

beforeAll(async () => {
  [codeShop, advanceShop, browser] = await Promise.all([
    // COD_CONFIRM unset, as on a fresh clone: the demo shop's own choice asks the code.
    startShop({ COD_CONFIRM: '' }),
    startShop({ COD_ADVANCE: 'delivery' }),
    openBrowser(),
  ]);
}, STARTUP_MS);

// One browser's cookies are the host's whatever the port: the code shop is on 127.0.0.1, the advance shop (whose
// bKash sends the shopper back to its PUBLIC_URL) on localhost.
const originOf = (shop: RunningShop) => (shop === codeShop ? shop.url : shop.url.replace('127.0.0.1', 'localhost'));

const WORDS = {
  en: { cash: /Cash On Delivery/, place: 'Order Place', code: 'Code sent by SMS', thanks: 'Thank you' },
  bn: { cash: /ক্যাশ অন ডেলিভারি/, place: 'অর্ডার করুন', code: 'এসএমএস-এ পাঠানো কোড', thanks: 'ধন্যবাদ' },
};

/** The demo customer, signed in on a page of their own on this shop, in this language. */
async function demoCustomer(shop: RunningShop, language: 'en' | 'bn'): Promise<Page> {
  const page = await browser.context.newPage();
  await visit(page, `${originOf(shop)}/customer/login`);
  // Signed in by an earlier test, the sign-in page sends the customer on.
  if (new URL(page.url()).pathname === '/customer/login') await signInAsDemoCustomer(page, `${originOf(shop)}/`);
  await visit(page, `${originOf(shop)}/?lang=${language}`);
  return page;
}

/** Two products to a Dhanmondi address with this phone by Express, then the checkout page with cash chosen. */
async function cashCheckout(page: Page, origin: string, phone: string, language: 'en' | 'bn') {
  await addTwoListedProducts(page, 1);
  const saved = await saveAddress(page, { ...DEMO_ADDRESSEE, phone, address: ['House 3, Road 9'], ...DHANMONDI });
  await call(page, 'POST', '/api/checkout/onepage/addresses', {
    address_id: saved.id,
    billing: saved,
    shipping: saved,
  });
  await call(page, 'POST', '/api/checkout/onepage/shipping-methods', { shipping_method: 'flatrate_flatrate' });
  await visit(page, `${origin}/checkout/onepage/`);
  await page.getByRole('radio', { name: WORDS[language].cash }).check();
}

/** The newest code the shop sent to the number, read on the demo's page of messages. */
async function codeFor(shop: RunningShop, number: string): Promise<string> {
  const inbox = await browser.context.newPage();
  try {
    await visit(inbox, `${originOf(shop)}/demo/sms`);
    const row = inbox.getByRole('row').filter({ hasText: number }).first();
    return /\b\d{6}\b/.exec(await row.getByRole('cell').last().innerText())![0];
  } finally {
    await inbox.close();
  }
}

async function confirmsWithCode(language: 'en' | 'bn', phone: string) {
  const words = WORDS[language];
  const page = await demoCustomer(codeShop, language);
  const errors = collectPageErrors(page);
  await cashCheckout(page, originOf(codeShop), phone, language);
  await page.locator('#cash-order-note').filter({ hasText: phone }).waitFor();
  await page.getByRole('button', { name: words.place }).click();
  const code = page.getByRole('textbox', { name: words.code });
  await code.waitFor();
  expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
  // The keyboard is on the code field, which is described by the message that a code was sent.
  expect(await code.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await page.locator('#cash-code-message').innerText()).toContain(phone);
  await code.fill(await codeFor(codeShop, `88${phone}`));
  await page.getByRole('button', { name: words.place }).click();
  await page.waitForURL(`${originOf(codeShop)}/checkout/onepage/success`);
  await page.getByRole('heading', { name: new RegExp(words.thanks) }).waitFor();
  expect(errors).toEqual([]);
  return page;
}

it('a cash order from a number never confirmed asks a code sent by SMS, and places the order with it', async () => {
  const page = await confirmsWithCode('en', '01766000111');
  await screenshot(page, 'cash-confirm-placed', { fullPage: true });
  await page.close();
});

it('in Bangla too', async () => {
  const page = await confirmsWithCode('bn', '01866000222');
  await page.close();
});

it('axe finds nothing on the checkout with the code asked', async () => {
  const page = await demoCustomer(codeShop, 'en');
  await cashCheckout(page, originOf(codeShop), '01966000333', 'en');
  await page.getByRole('button', { name: 'Order Place' }).click();
  await page.getByRole('textbox', { name: WORDS.en.code }).waitFor();
  await screenshot(page, 'cash-confirm-code-form');
  const violations = await axeViolations(page, '.order-summary');
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  await page.close();
});

it('a cash order paid its advance on the bKash sandbox shows Total Due = total - advance', async () => {
  const origin = originOf(advanceShop);
  const page = await demoCustomer(advanceShop, 'en');
  const errors = collectPageErrors(page);
  await cashCheckout(page, origin, '01766000444', 'en');
  await page.locator('#cash-order-note').filter({ hasText: 'advance' }).waitFor();
  await page.getByRole('button', { name: 'Order Place' }).click();
  await page.waitForURL(/\/bkash\/checkout\?paymentId=/);
  await page.getByText('Sandbox: no money moves').waitFor();
  await page.getByLabel('bKash account number').fill('01770618575');
  await page.getByLabel('PIN').fill('12121');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(`${origin}/checkout/onepage/success`);
  const [order] = queryShop<{ grand_total: number; advance_amount: number; paid_amount: number }>(
    advanceShop,
    'SELECT grand_total, advance_amount, paid_amount FROM orders ORDER BY id DESC LIMIT 1',
  );
  expect(order.advance_amount).toBeGreaterThan(0);
  expect(order.paid_amount).toBe(order.advance_amount);
  const row = (label: string) =>
    page
      .locator('dl div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd')
      .first();
  const taka = (poisha: number) => `৳ ${(poisha / 100).toLocaleString('en-US')}`;
  expect(await row('Total Paid').innerText()).toBe(taka(order.advance_amount));
  expect(await row('Total Due').innerText()).toBe(taka(order.grand_total - order.advance_amount));
  await screenshot(page, 'cash-advance-paid', { fullPage: true });
  expect(errors).toEqual([]);
  await page.close();
});
