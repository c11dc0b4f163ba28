// Back-in-stock and price-drop alerts in Chromium on the seeded shop: a guest asks to be told when an
// out-of-stock product returns, the shop sets its stock by command and the SMS shows once on the demo
// shop's page of messages; a price-drop request gets its SMS when a campaign starts; a customer sees
// and removes their requests in the account; axe passes on the forms and the account's list.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { eventually, openPage, queryShop, shopAndBrowser, STARTUP_MS } from './harness';
import type { RunningBrowser, RunningShop } from './harness';
import { signInAsDemoCustomer } from './shopCalls';
import { reloaded, visit } from './settled';

// The shop's processes look for due requests every ALERT_POLL_SECONDS (1 here, 60 in a shop).
jest.setTimeout(90_000);

type Product = { id: number; sku: string; name: string; url_key: string };

let shop: RunningShop;
let browser: RunningBrowser;
let page: Page;
let errors: string[];
/** Simple products on sale that no campaign covers, so a new campaign lowers their price. */
let products: Product[];

beforeAll(async () => {
  ({ shop, browser, page, errors } = await shopAndBrowser({ ALERT_POLL_SECONDS: '1' }));
  products = queryShop<Product>(
    shop,
    `SELECT id, sku, name, url_key FROM products p WHERE status = 1 AND type = 'simple'
       AND id NOT IN (SELECT product_id FROM campaign_products)
       AND id NOT IN (SELECT pc.product_id FROM product_categories pc JOIN campaign_categories cc USING (category_id))
       AND (brand_id IS NULL OR brand_id NOT IN (SELECT brand_id FROM campaign_brands))
     ORDER BY id LIMIT 3`,
  );
}, STARTUP_MS);

afterEach(() => expect(errors.splice(0)).toEqual([]));

/** npm run stock -- <sku> <qty>, against the running shop's database. */
const setStock = (sku: string, qty: number) =>
  promisify(execFile)(process.execPath, [path.join(__dirname, '../dist/server/stock.js'), sku, String(qty)], {
    env: { PATH: process.env.PATH ?? '', HAAT_DATA_DIR: shop.dataDir, PORT: new URL(shop.url).port },
  });

/** The shop's own address of a product, as its SMS link it. */
const productLink = (product: Product) => `http://localhost:${new URL(shop.url).port}/products/${product.url_key}`;

/** The texts the demo shop sent to a number (8801...), read on its page of messages. */
async function smsTo(number: string): Promise<string[]> {
  const inbox = await openPage(browser, shop, '/demo/sms');
  try {
    const rows = inbox.getByRole('row').filter({ hasText: number });
    return await rows.evaluateAll((all) => all.map((row) => row.lastElementChild?.textContent ?? ''));
  } finally {
    await inbox.close();
  }
}

async function axeOn(selector: string): Promise<string[]> {
  return (await axeViolations(page, selector)).flatMap((rule) =>
    rule.nodes.map((node) => `${rule.id}: ${node.target.join(' ')}`),
  );
}

const alertForm = (button: string) =>
  page.locator('form.alert-form').filter({ has: page.getByRole('button', { name: button }) });
const flash = () => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'SMS' });

it('tells a guest by one SMS when the out-of-stock product is back', async () => {
  const [product] = products;
  await setStock(product.sku, 0);
  await visit(page, `${shop.url}/products/${product.url_key}`);
  await page.getByText('Out of stock').waitFor();
  expect(await axeOn('.product-alerts')).toEqual([]);
  const form = alertForm('Notify me');
  await form.getByLabel('Mobile number').fill('01912 345 678');
  await form.getByRole('button', { name: 'Notify me' }).click();
  await flash().filter({ hasText: 'We will send an SMS to 01912345678 when it is back in stock.' }).waitFor();

  const { stdout } = await setStock(product.sku, 7);
  expect(stdout).toContain('1 alert SMS queued');
  await eventually(async () => expect(await smsTo('8801912345678')).toHaveLength(1), 20_000);
  // Out again and back again: the request is done, nothing more is queued (every SMS is queued first).
  await setStock(product.sku, 0);
  expect((await setStock(product.sku, 3)).stdout).toContain('0 alert SMS queued');
  const outbox = queryShop<{ sent_at: string | null }>(
    shop,
    "SELECT sent_at FROM sms_outbox WHERE phone LIKE '%1912345678'",
  );
  expect(outbox).toEqual([{ sent_at: expect.any(String) }]);
  expect(await smsTo('8801912345678')).toEqual([
    `Haat: ${product.name} is back in stock. Order it here: ${productLink(product)}`,
  ]);
});

it('sends a price-drop request its SMS when a campaign starts', async () => {
  const product = products[1];
  await visit(page, `${shop.url}/products/${product.url_key}`);
  expect(await page.getByText('Out of stock').count()).toBe(0);
  const form = alertForm('Tell me when the price drops');
  await form.getByLabel('Mobile number').fill('01913000111');
  await form.getByRole('button', { name: 'Tell me when the price drops' }).click();
  await flash().filter({ hasText: 'when its price drops' }).waitFor();

  // The shop's staff schedule a campaign of ৳ 50 off that starts in a few seconds.
  const db = new Database(path.join(shop.dataDir, 'haat.sqlite'));
  try {
    const starts = new Date(Date.now() + 1_500);
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO campaigns (slug, title, discount_type, discount, starts_at, ends_at)
         VALUES (?, ?, 'fixed', 5000, ?, ?)`,
      )
      .run('alert-days', 'Alert Days', starts.toISOString(), new Date(starts.getTime() + 86_400_000).toISOString());
    db.prepare('INSERT INTO campaign_products (campaign_id, product_id) VALUES (?, ?)').run(
      lastInsertRowid,
      product.id,
    );
  } finally {
    db.close();
  }
  await eventually(async () => expect(await smsTo('8801913000111')).toHaveLength(1), 30_000);
  expect((await smsTo('8801913000111'))[0]).toMatch(
    new RegExp(`^Haat: ${product.name} now costs ৳\\s?[\\d,.]+\\. See it here: ${productLink(product)}$`),
  );
});

it("lists a customer's requests in the account, where each can be removed", async () => {
  const product = products[2];
  await visit(page, `${shop.url}/customer/login`);
  await signInAsDemoCustomer(page, `${shop.url}/`);
  await visit(page, `${shop.url}/products/${product.url_key}`);
  const form = alertForm('Tell me when the price drops');
  expect(await form.getByLabel('Mobile number').count()).toBe(0);
  await form.getByRole('button', { name: 'Tell me when the price drops' }).click();
  await flash().filter({ hasText: 'We will send an SMS to 01711000000 when its price drops.' }).waitFor();

  // From the account's menu.
  await visit(page, `${shop.url}/customer/account/profile`);
  await page.getByRole('link', { name: 'Alerts', exact: true }).click();
  await page.waitForURL(`${shop.url}/customer/account/alerts`);
  const list = page.getByRole('list', { name: 'My alerts' });
  await list.getByRole('link', { name: product.name }).waitFor();
  expect(await axeOn('.account-island')).toEqual([]);
  await list.getByRole('button', { name: `Remove the alert for ${product.name}` }).click();
  await page.getByText('You have asked for no alerts.', { exact: false }).waitFor();
  await reloaded(page);
  expect(await page.getByRole('list', { name: 'My alerts' }).count()).toBe(0);
});
