// A return in Chromium on the demo shop, whose bKash and Pathao talk to the bundled simulators: the demo customer pays
// an order by bKash; the shop confirms it (npm run orders), books its parcel (npm run parcels:book) and Pathao
// delivers it (its webhook); the customer asks to return a line with a photo on the order page; the shop approves the
// return and marks it picked up (npm run returns), which refunds its share through bKash; the order page shows it
// refunded, and tracking shows the return's status in English and Bangla. axe-core checks the new parts.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { SANDBOX_WEBHOOK_SECRET } from '../server/config';
import { DEMO_CUSTOMER } from '../server/seed/customers';
import { axeViolations } from './axe';
import type { RunningBrowser, RunningShop } from './harness';
import { collectPageErrors, eventually, openBrowser, queryShop, screenshot, startShop, STARTUP_MS } from './harness';
import { addTwoListedProducts, call, DEMO_ADDRESSEE, DHANMONDI, saveAddress, signInAsDemoCustomer } from './shopCalls';
import { visit } from './settled';

jest.setTimeout(180_000);

/** The sandbox's port, in this file's range. */
const SANDBOX_PORT = 4203;
const PAYS = '01770618575';

let shop: RunningShop;
let browser: RunningBrowser;
let origin: string;
const env = { HAAT_SANDBOX_PORT: String(SANDBOX_PORT) };
const sandbox = `http://127.0.0.1:${SANDBOX_PORT}`;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(env), openBrowser()]);
  // bKash sends the shopper back to PUBLIC_URL (http://localhost:<port>): the pages are opened there too.
  origin = shop.url.replace('127.0.0.1', 'localhost');
}, STARTUP_MS);

/** A command of the built server (dist/server/NAME.js) against the running shop's database. */
const runCommand = async (name: string, ...args: string[]) =>
  (
    await promisify(execFile)(process.execPath, [path.join(__dirname, `../dist/server/${name}.js`), ...args], {
      env: { PATH: process.env.PATH ?? '', HAAT_DATA_DIR: shop.dataDir, ...env },
    })
  ).stdout;

/** axe-core's findings (WCAG 2.1 A and AA) in the part of the page `selector` names. */
async function axeFindings(page: Page, selector: string): Promise<string[]> {
  return (await axeViolations(page, selector)).flatMap((rule) =>
    rule.nodes.map((node) => `${rule.id}: ${node.target.join(' ')}`),
  );
}

/** Two products to Dhanmondi, paid by bKash on its sandbox page: the order's id and number. */
async function paidByBkash(page: Page) {
  await addTwoListedProducts(page, 1);
  const saved = await saveAddress(page, { ...DEMO_ADDRESSEE, address: ['House 3, Road 9'], ...DHANMONDI });
  await call(page, 'POST', '/api/checkout/onepage/addresses', {
    address_id: saved.id,
    billing: saved,
    shipping: saved,
  });
  await call(page, 'POST', '/api/checkout/onepage/shipping-methods', { shipping_method: 'free_free' });
  await visit(page, `${origin}/checkout/onepage/`);
  await page.getByRole('radio', { name: /bKash/ }).check();
  await page.getByRole('button', { name: 'Order Place' }).click();
  await page.waitForURL(/\/bkash\/checkout\?paymentId=/);
  await page.getByLabel('bKash account number').fill(PAYS);
  await page.getByLabel('PIN').fill('12121');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(`${origin}/checkout/onepage/success`);
  return queryShop<{ id: number; increment_id: string }>(
    shop,
    'SELECT id, increment_id FROM orders ORDER BY id DESC LIMIT 1',
  )[0];
}

/** The shop confirms the order and books its parcel by command; Pathao delivers it and tells the shop's webhook. */
async function deliver(order: { id: number; increment_id: string }) {
  expect(await runCommand('orders', 'confirm', order.increment_id)).toBe(
    `${order.increment_id}: pending -> processing\n`,
  );
  expect(await runCommand('parcels', 'book')).toMatch(new RegExp(`^${order.increment_id}: booked with pathao`, 'm'));
  const [parcel] = queryShop<{ courier_id: string }>(
    shop,
    'SELECT courier_id FROM parcels WHERE order_id = ?',
    order.id,
  );
  const webhook = { url: `${shop.url}/courier/pathao/webhook`, secret: SANDBOX_WEBHOOK_SECRET };
  const moved = await fetch(`${sandbox}/courier/pathao/sandbox/orders/${parcel.courier_id}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'Delivered', webhook }),
  });
  expect(((await moved.json()) as { webhook: number }).webhook).toBe(202);
}

it('returns a delivered line with a photo, refunded through bKash once the shop has it back', async () => {
  const page = await browser.context.newPage();
  const errors = collectPageErrors(page);
  await visit(page, `${origin}/customer/login`);
  await signInAsDemoCustomer(page, `${origin}/`);
  const order = await paidByBkash(page);
  await deliver(order);

  const orderPage = `${origin}/customer/account/orders/view/${order.id}`;
  await visit(page, orderPage);
  const returns = page.getByRole('region', { name: 'Returns' });
  await returns.getByText('Return items', { exact: true }).click();
  const [firstLine] = await returns
    .getByRole('group', { name: 'Which items, and how many' })
    .getByRole('combobox')
    .all();
  await firstLine.selectOption('1');
  await returns.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Arrived damaged' });
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c2410c' } })
    .jpeg()
    .toBuffer();
  await returns.getByLabel(/^Photos/).setInputFiles({ name: 'torn.jpg', mimeType: 'image/jpeg', buffer: photo });
  expect(await axeFindings(page, '.order-returns')).toEqual([]);
  await returns.getByRole('button', { name: 'Send return request' }).click();
  await page.getByText('Your return request has been sent.').first().waitFor();
  await returns.getByText('Return requested').waitFor();
  await returns.getByRole('img', { name: /^Photo 1 of return #\d+$/ }).waitFor();
  await screenshot(page, 'returns-requested', { fullPage: true });

  const [asked] = queryShop<{ id: number; amount: number }>(
    shop,
    'SELECT id, amount FROM return_requests WHERE order_id = ?',
    order.id,
  );
  expect(await runCommand('returns', 'approve', String(asked.id))).toBe(`return ${asked.id}: requested -> approved\n`);
  expect(await runCommand('returns', 'picked-up', String(asked.id))).toBe(
    `return ${asked.id}: approved -> refunded, refunded through the gateway\n`,
  );
  const [refunded] = queryShop<{ refunded_amount: number }>(
    shop,
    'SELECT refunded_amount FROM orders WHERE id = ?',
    order.id,
  );
  expect(refunded.refunded_amount).toBe(asked.amount);

  await visit(page, orderPage);
  await returns.getByText('Refunded', { exact: true }).waitFor();
  // The return's share is what the order shows refunded.
  const totalRefunded = page.locator('dl div').filter({ has: page.getByText('Total Refunded', { exact: true }) });
  await eventually(async () =>
    expect(await returns.getByText(/Refund: ৳/).innerText()).toContain(
      `Refund: ${await totalRefunded.locator('dd').innerText()}`,
    ),
  );
  expect(await axeFindings(page, '.order-returns')).toEqual([]);
  await screenshot(page, 'returns-refunded', { fullPage: true });

  for (const [language, phone, button, title, status] of [
    ['en', 'Phone Number', 'Track Order', 'Returns', 'Refunded'],
    ['bn', 'ফোন নম্বর', 'অর্ডার ট্র্যাক করুন', 'ফেরত', 'টাকা ফেরত দেওয়া হয়েছে'],
  ]) {
    await visit(page, `${origin}/track-order?order=${order.increment_id}&lang=${language}`);
    await page.getByRole('textbox', { name: phone }).fill(DEMO_CUSTOMER.phone);
    await page.getByRole('button', { name: button }).click();
    const tracked = page.getByRole('region', { name: title, exact: true });
    await tracked.getByText(status, { exact: true }).waitFor();
    expect(await axeFindings(page, '.order-returns')).toEqual([]);
    await screenshot(page, `returns-tracking-${language}`, { fullPage: true });
  }
  await page.goto(`${origin}/?lang=en`);
  expect(errors).toEqual([]);
});
