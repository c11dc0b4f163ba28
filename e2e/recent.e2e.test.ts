// "Recently viewed" in Chromium on the seeded shop: a guest's views show on the next product page and
// in the empty search box, survive signing in (merged into the account's list) and go with "Clear".
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { measureLayoutShift } from '../bench/layoutShift';
import { DESKTOP, eventually, PHONE, queryShop, screenshot, shopAndBrowser, STARTUP_MS } from './harness';
import type { RunningShop } from './harness';
import { call } from './shopCalls';
import { reloaded, visit } from './settled';

jest.setTimeout(90_000);

const SHOPPER = { first_name: 'Nusrat', last_name: 'Jahan', email: 'nusrat.jahan@example.com', phone: '01722334455' };
const PASSWORD = 'hilsa-season-26';

let shop: RunningShop;
let page: Page;
let errors: string[];
let products: { id: number; name: string; url_key: string }[];
let since: string;

beforeAll(async () => {
  ({ shop, page, errors } = await shopAndBrowser());
  products = queryShop(
    shop,
    "SELECT id, name, url_key FROM products WHERE status = 1 AND type = 'simple' ORDER BY id LIMIT 3",
  );
}, STARTUP_MS);

/** Opens a product page and waits until it has noted the view (once the page is idle). */
async function view(index: number, noted: (ids: number[]) => boolean) {
  await visit(page, `${shop.url}/products/${products[index].url_key}`);
  await eventually(async () =>
    expect(
      noted(await page.evaluate(() => JSON.parse(localStorage.getItem('recently_viewed') ?? '[]') as number[])),
    ).toBe(true),
  );
}

const recentSection = () => page.getByRole('region', { name: 'Recently viewed' });
const linkNames = (section = recentSection()) =>
  section.getByRole('link').evaluateAll((links) => links.map((a) => a.querySelector('.recent-name')?.textContent));
const searchBox = () => page.getByRole('combobox', { name: 'Search products' });
const recentOptions = () =>
  page
    .getByRole('group', { name: 'Recently viewed' })
    .getByRole('option')
    .evaluateAll((all) => all.map((o) => o.querySelector('.search-suggestion-name')?.textContent));

async function axeOn(selector: string): Promise<string[]> {
  return (await axeViolations(page, selector)).flatMap((rule) =>
    rule.nodes.map((node) => `${rule.id}: ${node.target.join(' ')}`),
  );
}

/** The section, or any place kept for it, on the page: a first view must leave no blank gap. */
const recentPlaces = () => page.locator('.recent, .recent-slot').count();

it('shows the two products viewed before on a third product page, newest first, and passes axe', async () => {
  await view(0, (ids) => ids[0] === products[0].id);
  expect(await recentPlaces()).toBe(0);
  await view(1, (ids) => ids[0] === products[1].id);
  // The server paints the section with the page (from the guest's cookie), before any script runs.
  const third = `${shop.url}/products/${products[2].url_key}`;
  await expect(page.request.get(third).then((res) => res.text())).resolves.toContain('Recently viewed');
  await visit(page, third);
  await recentSection().waitFor();
  await expect(linkNames()).resolves.toEqual([products[1].name, products[0].name]);
  await expect(recentSection().getByRole('link').first().getAttribute('href')).resolves.toBe(
    `/products/${products[1].url_key}`,
  );
  await recentSection().scrollIntoViewIfNeeded();
  await screenshot(page, 'recent-product-page');
  // Hydrating the painted section moves nothing: neither it nor what follows it (the footer).
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await visit(page, third);
    const { shifts } = await measureLayoutShift(page, 500);
    expect(shifts.flatMap((shift) => shift.sources).filter((source) => /recent|footer/.test(source))).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
  await expect(axeOn('.recent')).resolves.toEqual([]);
});

it('offers them in the empty search box, with the product just viewed first', async () => {
  await visit(page, `${shop.url}/`);
  await searchBox().click();
  await page.getByRole('group', { name: 'Recently viewed' }).waitFor();
  await expect(recentOptions()).resolves.toEqual([products[2].name, products[1].name, products[0].name, 'Clear']);
  await screenshot(page, 'recent-search-box');
  await expect(axeOn('form.search')).resolves.toEqual([]);
});

it('keeps them on the account after signing in', async () => {
  await call(page, 'POST', '/customer/register', {
    ...SHOPPER,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    is_subscribed: false,
  });
  await visit(page, `${shop.url}/customer/login`);
  await page.getByRole('textbox', { name: 'Email or Phone' }).fill(SHOPPER.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${shop.url}/`);
  const stored = queryShop<{ product_id: number }>(
    shop,
    'SELECT product_id FROM recently_viewed r JOIN customers c ON c.id = r.customer_id WHERE c.email = ? ' +
      'ORDER BY viewed_at DESC',
    SHOPPER.email,
  );
  expect(stored.map((r) => r.product_id)).toEqual([products[2].id, products[1].id, products[0].id]);
  since = new Date().toISOString();
  await visit(page, `${shop.url}/products/${products[0].url_key}`);
  await recentSection().waitFor();
  await expect(linkNames()).resolves.toEqual([products[2].name, products[1].name]);
});

it('clears them with "Clear", on the page, in the search box and on the account', async () => {
  // The view of this page is noted first: the list then ends on the account with nothing in it.
  await eventually(() =>
    expect(
      queryShop(shop, 'SELECT 1 FROM recently_viewed WHERE product_id = ? AND viewed_at > ?', products[0].id, since),
    ).toHaveLength(1),
  );
  await recentSection().getByRole('button', { name: 'Clear' }).click();
  await recentSection().waitFor({ state: 'detached' });
  await Promise.all([page.waitForResponse((response) => response.url().includes('/api/recent')), searchBox().click()]);
  expect(await page.getByRole('group', { name: 'Recently viewed' }).count()).toBe(0);
  expect(
    queryShop(
      shop,
      'SELECT 1 FROM recently_viewed r JOIN customers c ON c.id = r.customer_id WHERE c.email = ?',
      SHOPPER.email,
    ),
  ).toEqual([]);
  // Viewed again after the clearing, the page lists nothing before itself.
  await reloaded(page);
  await page.waitForTimeout(500);
  expect(await recentPlaces()).toBe(0);
  expect(errors).toEqual([]);
});
