// Banglish in Chromium: a shopper reading the shop in Bangla types "dal" in the search box and is
// offered ডাল with its picture and price; a search that matches nothing offers the nearest products
// and categories. axe checks both.
import Database from 'better-sqlite3';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { thumbnailPath } from '../server/catalog/productView';
import { axeViolations } from './axe';
import type { RunningBrowser, RunningShop } from './harness';
import { collectPageErrors, eventually, openPage, queryShop, screenshot, shopAndBrowser, STARTUP_MS } from './harness';

jest.setTimeout(60_000);

let shop: RunningShop;
let browser: RunningBrowser;
/** The lentils the shop starts selling for this test, and the picture it gives them. */
let picture: string;
const LENTILS = 'মসুর ডাল ১ কেজি'.normalize('NFC');

/**
 * Lentils added to this test's own copy of the shop, as the shop's admin would: named in English
 * and Bangla, with a picture of the demo shop's.
 */
function addLentils() {
  [{ path: picture }] = queryShop<{ path: string }>(shop, 'SELECT path FROM product_images ORDER BY id LIMIT 1');
  const db = new Database(path.join(shop.dataDir, 'haat.sqlite'));
  try {
    const { lastInsertRowid: id } = db
      .prepare(
        `INSERT INTO products (type, sku, name, name_bn, url_key, price, min_price, status)
         VALUES ('simple', 'MASOOR-1', 'Masoor Lentils 1 kg', ?, 'masoor-lentils-1-kg', 14000, 14000, 1)`,
      )
      .run(LENTILS);
    db.prepare('INSERT INTO product_images (product_id, path, position) VALUES (?, ?, 0)').run(id, picture);
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  ({ shop, browser } = await shopAndBrowser());
  addLentils();
}, STARTUP_MS);

/** axe-core's WCAG findings on the page's new parts (`selector`) as they are now, one line per rule and element. */
async function axeFindings(page: Page, selector: string): Promise<string[]> {
  return (await axeViolations(page, selector)).flatMap((rule) =>
    rule.nodes.map((node) => `${rule.id}: ${node.target.join(' ')}`),
  );
}

it('offers ডাল with its picture and price to a shopper typing "dal"', async () => {
  const page = await openPage(browser, shop, '/?lang=bn');
  const errors = collectPageErrors(page);
  const box = page.getByRole('combobox', { name: 'পণ্য খুঁজুন' });
  const lentils = page.getByRole('group', { name: 'পণ্য' }).getByRole('option', { name: new RegExp(LENTILS) });
  // The search box remembers the names' words a few seconds: the lentils are offered once it reads them again.
  await eventually(async () => {
    await box.fill('');
    await box.pressSequentially('dal', { delay: 40 });
    await lentils.waitFor({ timeout: 2000 });
  }, 20_000);
  await expect(lentils.locator('img').getAttribute('src')).resolves.toBe(`/storage/${thumbnailPath(picture)}`);
  await expect(lentils.locator('.search-suggestion-price').textContent()).resolves.toMatch(/১৪০/);
  await screenshot(page, 'banglish-suggestions');
  expect(await axeFindings(page, '[role="listbox"]')).toEqual([]);
  await lentils.click();
  await page.waitForURL(/\/products\/masoor-lentils-1-kg/);
  expect(errors).toEqual([]);
});

it('offers the nearest products and categories, named as such, for a search that matches nothing', async () => {
  const page = await openPage(browser, shop, '/?lang=bn');
  const box = page.getByRole('combobox', { name: 'পণ্য খুঁজুন' });
  await box.pressSequentially('qzxjvk', { delay: 40 });
  const nearest = page.getByRole('group', { name: 'কাছাকাছি পণ্য' }).getByRole('option');
  await nearest.first().waitFor();
  expect(await page.getByRole('group', { name: 'কাছাকাছি ক্যাটাগরি' }).getByRole('option').count()).toBeGreaterThan(0);
  expect(await axeFindings(page, '[role="listbox"]')).toEqual([]);
  await box.press('Enter');
  await page.waitForURL(/\/search\?term=qzxjvk/);
  const categories = page.getByRole('navigation', { name: 'কাছাকাছি ক্যাটাগরি' }).getByRole('link');
  expect(await categories.count()).toBeGreaterThan(0);
  await screenshot(page, 'search-nearest', { fullPage: true });
  await page.locator('main article a[href^="/products/"]').first().waitFor();
  expect(await axeFindings(page, 'main')).toEqual([]);
});
