// Search suggestions and listing addresses in Chromium on the seeded shop: the navbar's combobox
// forgives a typo, and a filtered, sorted second page of a category survives a reload and Back.
import type { Page } from 'playwright-core';
import type { RunningBrowser, RunningShop } from './harness';
import {
  collectPageErrors,
  eventually,
  hydrationMismatches,
  openPage,
  queryShop,
  screenshot,
  shopAndBrowser,
  STARTUP_MS,
} from './harness';
import { reloaded, settled } from './settled';

jest.setTimeout(60_000);

let shop: RunningShop;
let browser: RunningBrowser;

beforeAll(async () => ({ shop, browser } = await shopAndBrowser()), STARTUP_MS);

/** The product links of the listing's cards, in order. */
const cardKeys = async (page: Page) => [
  ...new Set(
    await page
      .locator('.listing-results article a[href^="/products/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
  ),
];

describe('the search box', () => {
  it("offers Walton for 'waltn' and opens the brand with the keyboard", async () => {
    const page = await openPage(browser, shop, '/');
    const errors = collectPageErrors(page);
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.click();
    await box.pressSequentially('waltn', { delay: 40 });
    const walton = page
      .getByRole('listbox', { name: 'Suggestions' })
      .getByRole('option', { name: 'Walton', exact: true });
    await walton.waitFor();
    await expect(box.getAttribute('aria-expanded')).resolves.toBe('true');
    const products = page.getByRole('group', { name: 'Products' }).getByRole('option');
    expect(await products.count()).toBeGreaterThan(0);
    expect(await products.first().textContent()).toMatch(/Walton|Walpad/);
    await screenshot(page, 'search-suggestions');
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    const index = (await options.evaluateAll((all) => all.map((o) => o.textContent))).indexOf('Walton');
    for (let i = 0; i <= index; i += 1) await box.press('ArrowDown');
    await expect(box.getAttribute('aria-activedescendant')).resolves.toBe(await walton.getAttribute('id'));
    await box.press('Enter');
    await page.waitForURL(/\/brands\/walton$/);
    await page.goBack();
    expect(errors).toEqual([]);
  });

  it('closes with Escape, and the results page forgives the same typo', async () => {
    const page = await openPage(browser, shop, '/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.click();
    await box.pressSequentially('samsng', { delay: 40 });
    await page.getByRole('option').first().waitFor();
    await box.press('Escape');
    await expect(box.getAttribute('aria-expanded')).resolves.toBe('false');
    await box.press('Enter');
    await page.waitForURL(/\/search\?term=samsng$/);
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('article').first().textContent()).toMatch(/Samsung/);
    // The results page's search box holds the term searched for, and opens no list by itself.
    const results = page.getByRole('combobox', { name: 'Search products' });
    await expect(results.inputValue()).resolves.toBe('samsng');
    await expect(results.getAttribute('aria-expanded')).resolves.toBe('false');
  });
});

describe('a category page in the address', () => {
  it('keeps a filtered, sorted second page through a reload and Back', async () => {
    // A category and colour with more than one page of products under the slider's default range.
    const [pick] = queryShop<{ slug: string; colour: string; id: number }>(
      shop,
      `
      SELECT c.slug, col.admin_name AS colour, col.id FROM categories c
      JOIN category_filterable_attributes f ON f.owner_id = c.id AND f.code = 'color'
      JOIN product_categories pc ON pc.category_id = c.id JOIN products p ON p.id = pc.product_id AND p.status = 1
        AND p.min_price <= 6000000
      JOIN product_colors x ON x.product_id = p.id JOIN colors col ON col.id = x.color_id
      GROUP BY c.id, col.id HAVING count(*) > 20 ORDER BY count(*) DESC LIMIT 1`,
    );
    expect(pick).toBeDefined();
    const page = await openPage(browser, shop, `/categories/${pick.slug}`);
    const errors = collectPageErrors(page);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    await eventually(async () => expect(new URL(page.url()).search).toBe('?sort=price_asc'));
    await page.getByRole('link', { name: pick.colour, exact: true }).click();
    await eventually(async () => expect(new URL(page.url()).search).toBe(`?color_id=${pick.id}&sort=price_asc`));
    await settled(page);
    // The filtered page's cards, once the grid's placeholders have made way for them.
    let firstPage: (string | null)[] = [];
    await eventually(async () => {
      firstPage = await cardKeys(page);
      expect(firstPage.length).toBeGreaterThan(0);
    });
    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await eventually(async () => expect(new URL(page.url()).search).toBe(`?color_id=${pick.id}&sort=price_asc&page=2`));
    await settled(page);
    // While page 2 loads the grid holds placeholders (no cards): wait for the new cards themselves.
    await eventually(async () => {
      const keys = await cardKeys(page);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys).not.toEqual(firstPage);
    });
    const secondPage = await cardKeys(page);

    const mismatches = hydrationMismatches(page);
    await reloaded(page);
    expect(mismatches).toEqual([]);
    expect(await cardKeys(page)).toEqual(secondPage);
    await expect(page.getByRole('combobox', { name: 'Sort by' }).inputValue()).resolves.toBe('price_asc');
    await expect(page.getByRole('link', { name: pick.colour, exact: true }).getAttribute('aria-current')).resolves.toBe(
      'true',
    );
    await expect(page.getByRole('link', { name: 'Page 2', exact: true }).getAttribute('aria-current')).resolves.toBe(
      'page',
    );
    await screenshot(page, 'search-category-page-2');

    await page.goBack();
    await eventually(async () => expect(new URL(page.url()).search).toBe(`?color_id=${pick.id}&sort=price_asc`));
    await settled(page);
    await eventually(async () => expect(await cardKeys(page)).toEqual(firstPage));
    await expect(page.getByRole('link', { name: 'Page 1', exact: true }).getAttribute('aria-current')).resolves.toBe(
      'page',
    );
    expect(errors).toEqual([]);
  });
});
