// A parcel in Chromium on the demo shop as it starts (no courier named: the sandbox's couriers): the demo customer's
// order, once confirmed by npm run orders, is booked by npm run parcels:book with the sandbox's Pathao; Pathao moves
// it out for delivery and tells the shop's webhook, and the guest's tracking page shows the parcel's timeline in
// English and in Bangla.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { SANDBOX_WEBHOOK_SECRET } from '../server/config';
import { DEMO_CUSTOMER } from '../server/seed/customers';
import { freePort } from '../server/test/freePort';
import type { RunningBrowser, RunningShop } from './harness';
import { collectPageErrors, openBrowser, openPage, queryShop, screenshot, startShop, STARTUP_MS } from './harness';
import { addTwoListedProducts, checkOut, DEMO_ADDRESSEE, DHANMONDI, signInAsDemoCustomer } from './shopCalls';
import { visit } from './settled';

jest.setTimeout(120_000);

let shop: RunningShop;
let browser: RunningBrowser;
let sandbox: string;
let env: Record<string, string>;

beforeAll(async () => {
  const port = await freePort();
  sandbox = `http://127.0.0.1:${port}`;
  // The demo shop starts the sandbox on HAAT_SANDBOX_PORT; the first of its couriers, Pathao, carries every parcel.
  env = { HAAT_SANDBOX_PORT: String(port) };
  [shop, browser] = await Promise.all([startShop(env), openBrowser()]);
}, STARTUP_MS);

/** A command of the built server (dist/server/NAME.js) against the running shop's database. */
const runCommand = (name: string, ...args: string[]) =>
  promisify(execFile)(process.execPath, [path.join(__dirname, `../dist/server/${name}.js`), ...args], {
    env: { PATH: process.env.PATH ?? '', HAAT_DATA_DIR: shop.dataDir, ...env },
  });
/** npm run parcels:book. */
const bookParcels = () => runCommand('parcels', 'book');

const parcelSteps = (page: Page, title: string) =>
  page.getByRole('region', { name: title }).getByRole('listitem').allInnerTexts();

it('books a confirmed order, follows its webhook and shows the timeline in both languages', async () => {
  const page = await openPage(browser, shop, '/customer/login');
  const errors = collectPageErrors(page);
  await signInAsDemoCustomer(page, `${shop.url}/`);
  await addTwoListedProducts(page, 1);
  const order = await checkOut(page, { ...DEMO_ADDRESSEE, address: ['House 3, Road 9'], ...DHANMONDI }, 'free_free');
  // The shop confirms the order by command (npm run orders -- confirm), as it would without order screens.
  const confirmed = await runCommand('orders', 'confirm', order.increment_id);
  expect(confirmed.stdout).toBe(`${order.increment_id}: pending -> processing\n`);

  const { stdout } = await bookParcels();
  expect(stdout).toMatch(new RegExp(`^${order.increment_id}: booked with pathao, DL\\d+$`, 'm'));
  expect((await bookParcels()).stdout).toBe(''); // never twice
  const [parcel] = queryShop<{ courier_id: string; cash_to_collect: number }>(
    shop,
    'SELECT courier_id, cash_to_collect FROM parcels WHERE order_id = ?',
    order.id,
  );
  const [{ grand_total }] = queryShop<{ grand_total: number }>(
    shop,
    'SELECT grand_total FROM orders WHERE id = ?',
    order.id,
  );
  expect(parcel.cash_to_collect).toBe(grand_total);

  const moved = await fetch(`${sandbox}/courier/pathao/sandbox/orders/${parcel.courier_id}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      status: 'Assigned_for_Delivery',
      webhook: { url: `${shop.url}/courier/pathao/webhook`, secret: SANDBOX_WEBHOOK_SECRET },
    }),
  });
  expect(((await moved.json()) as { webhook: number }).webhook).toBe(202);

  const guest = await openBrowser();
  const tracking = await openPage(guest, shop, `/track-order?order=${order.increment_id}`);
  await tracking.getByRole('textbox', { name: 'Phone Number' }).fill(DEMO_CUSTOMER.phone);
  await tracking.getByRole('button', { name: 'Track Order' }).click();
  await tracking.getByRole('region', { name: 'Your parcel' }).waitFor();
  expect(await parcelSteps(tracking, 'Your parcel')).toEqual([
    expect.stringMatching(/^Booked with the courier\n.+ [AP]M$/),
    expect.stringMatching(/^Out for delivery\n.+ [AP]M$/),
  ]);
  await screenshot(tracking, 'parcel-timeline-en', { fullPage: true });

  await visit(tracking, `${shop.url}/track-order?order=${order.increment_id}&lang=bn`);
  await tracking.getByRole('textbox', { name: 'ফোন নম্বর' }).fill(DEMO_CUSTOMER.phone);
  await tracking.getByRole('button', { name: 'অর্ডার ট্র্যাক করুন' }).click();
  await tracking.getByRole('region', { name: 'আপনার পার্সেল' }).waitFor();
  expect(await parcelSteps(tracking, 'আপনার পার্সেল')).toEqual([
    expect.stringMatching(/^কুরিয়ারে বুক করা হয়েছে\n/),
    expect.stringMatching(/^ডেলিভারির জন্য বের হয়েছে\n/),
  ]);
  await screenshot(tracking, 'parcel-timeline-bn', { fullPage: true });

  // Each step the shopper hears of reached their phone once, read where the demo shows what it sent.
  expect(await smsAbout(order.increment_id, 4)).toEqual([
    expect.stringContaining(`we received your order ${order.increment_id}`),
    `Haat: your order ${order.increment_id} is confirmed.`,
    expect.stringContaining(`your order ${order.increment_id} is with the courier. Track it:`),
    expect.stringContaining(`your order ${order.increment_id} is out for delivery today. Track it:`),
  ]);
  expect(errors).toEqual([]);
});

/** The demo's SMS about an order, oldest first, once `count` of them went out (the outbox sends every few seconds). */
async function smsAbout(number: string, count: number): Promise<string[]> {
  const inbox = await openPage(browser, shop, '/demo/sms');
  try {
    for (let tries = 0; ; tries += 1) {
      const rows = inbox.getByRole('row').filter({ hasText: number });
      const texts = await Promise.all((await rows.all()).map((row) => row.getByRole('cell').last().innerText()));
      if (texts.length >= count || tries === 30) return texts.sort((a, b) => SMS_ORDER(a) - SMS_ORDER(b));
      await inbox.waitForTimeout(1000);
      await inbox.reload();
    }
  } finally {
    await inbox.close();
  }
}
/** The order the news comes in. */
const SMS_ORDER = (text: string) =>
  ['received', 'confirmed', 'with the courier', 'out for delivery'].findIndex((news) => text.includes(news));
