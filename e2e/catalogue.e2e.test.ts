// The catalogue in Chromium on the seeded shop: home sections, filtered
// category grids, a configurable product's variants and zoom, cart and compare from a grid, search,
// 404 and layout shift. Expected figures come from the server's own SQLite file, not from the page.
import type { Locator, Page } from 'playwright-core';
import type { ProductPageProps } from '../shared/api/contract';
import { priceDisplay } from '../shared/catalog/priceRules';
import { CATEGORY_NAME_LENGTH, truncate } from '../shared/catalog/truncate';
import { formatPrice } from '../shared/format/price';
import { measureLayoutShift, type LayoutShift } from '../bench/layoutShift';
import type { RunningBrowser, RunningShop } from './harness';
import {
  collectPageErrors,
  DESKTOP,
  eventually,
  openPage,
  PHONE,
  queryShop,
  revealLazyImages,
  screenshot,
  shopAndBrowser,
  STARTUP_MS,
} from './harness';
import { reloaded, visit } from './settled';

jest.setTimeout(60_000);

const NO_MATCH = 'No products found matching your selected filter. Please try another filter or reset your search.';
const NO_SEARCH_RESULT =
  'No products found matching your searched keyword. Please try another keyword or reset your search.';

let shop: RunningShop;
let browser: RunningBrowser;

beforeAll(async () => ({ shop, browser } = await shopAndBrowser()), STARTUP_MS);

const open = (path: string, viewport: { width: number; height: number } = DESKTOP) =>
  openPage(browser, shop, path, viewport);
const count = (sql: string, ...params: unknown[]) => queryShop<{ n: number }>(shop, sql, ...params)[0].n;
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** The url keys of the cards in a list, from their name links. */
const urlKeysIn = async (list: Locator) =>
  (
    await list
      .getByRole('article')
      .getByRole('heading')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  ).map((href) => href!.replace('/products/', ''));
// The counter's accessible name is "Cart: 2" (its visually hidden text): read the number from it.
const counter = async (page: Page, label: string) =>
  Number(
    (await page
      .getByRole('link', { name: new RegExp(`^${label}: \\d+$`) })
      .locator('.visually-hidden')
      .textContent())!.split(': ')[1],
  );

/** The category the filter tests use: one with a colour filter, with its products' prices and colours. */
function colourCategory() {
  const [category] = queryShop<{ id: number; slug: string; name: string }>(
    shop,
    `SELECT c.id, c.slug, c.name FROM categories c
       JOIN category_filterable_attributes f ON f.owner_id = c.id AND f.code = 'color' ORDER BY c.id LIMIT 1`,
  );
  const inCategory =
    `FROM products p JOIN product_categories pc ON pc.product_id = p.id AND pc.category_id = ${category.id} ` +
    'WHERE p.status = 1';
  return {
    category,
    total: (maxTaka = 60000, minTaka = 0) =>
      count(`SELECT count(*) n ${inCategory} AND p.min_price BETWEEN ? AND ?`, minTaka * 100, maxTaka * 100),
    /** The colour most products under maxTaka come in, and their url keys. */
    commonColour(maxTaka: number) {
      const withColours =
        'JOIN product_colors pco ON pco.product_id = p.id JOIN colors co ON co.id = pco.color_id WHERE';
      const [colour] = queryShop<{ id: number; admin_name: string; n: number }>(
        shop,
        `SELECT co.id, co.admin_name, count(*) n ${inCategory.replace('WHERE', withColours)}
         AND p.min_price <= ? GROUP BY co.id ORDER BY n DESC, co.id LIMIT 1`,
        maxTaka * 100,
      );
      const keys = queryShop<{ url_key: string }>(
        shop,
        `SELECT p.url_key ${inCategory} AND p.min_price <= ?
         AND p.id IN (SELECT product_id FROM product_colors WHERE color_id = ?)`,
        maxTaka * 100,
        colour.id,
      );
      return { ...colour, urlKeys: keys.map((key) => key.url_key) };
    },
  };
}

/** The category with the most simple products on sale: its first grid page has 'Add To Cart' buttons. */
function simpleCategory() {
  return queryShop<{ slug: string; name: string }>(
    shop,
    `SELECT c.slug, c.name FROM categories c
     JOIN product_categories pc ON pc.category_id = c.id JOIN products p ON p.id = pc.product_id
     WHERE p.type = 'simple' AND p.status = 1 AND c.slug <> 'root' GROUP BY c.id ORDER BY count(*) DESC, c.id LIMIT 1`,
  )[0];
}

/** The first card of a category's grid that can go straight into the cart. */
const firstSimpleCard = (page: Page, category: { name: string }) =>
  page
    .getByRole('region', { name: category.name })
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add To Cart' }) })
    .first();

/** Types a price into the filter's Min or Max box and applies it (Enter). */
async function typePrice(page: Page, box: 'Min' | 'Max', taka: number) {
  const input = page.getByRole('spinbutton', { name: box });
  await input.fill(String(taka));
  await input.press('Enter');
}

/** The page scrolled down (smoothly, so in its own time) until the results' top is in the upper half of the window. */
const scrolledTo = (page: Page, results: Locator) =>
  eventually(async () => {
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const top = await results.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan((page.viewportSize()?.height ?? 0) / 2);
  });

const productsShown = (page: Page, total: number) =>
  page.locator('.listing-head').getByText(`${total} products`, { exact: true }).waitFor();

describe('the home page', () => {
  it('shows Featured Categories, Trending Products by page size, ticking Flash Deals, the shop products', async () => {
    const page = await browser.context.newPage();
    const errors = collectPageErrors(page);
    await page.setViewportSize(DESKTOP);
    await visit(page, shop.url + '/');

    const categories = queryShop<{ slug: string; name: string; n: number }>(
      shop,
      `SELECT c.slug, c.name, (SELECT count(*) FROM product_categories pc
         JOIN products p ON p.id = pc.product_id AND p.status = 1 WHERE pc.category_id = c.id) n
       FROM categories c WHERE c.slug <> 'root' AND c.status = 1 ORDER BY c.position, c.id`,
    );
    const cards = region(page, 'Featured Categories').getByRole('link');
    expect(await cards.count()).toBe(categories.length);
    for (const [index, category] of categories.entries()) {
      expect(await cards.nth(index).getAttribute('href')).toBe(`/categories/${category.slug}`);
      expect(await cards.nth(index).innerText()).toBe(
        `${truncate(category.name, CATEGORY_NAME_LENGTH)}\n${category.n} items`,
      );
    }

    const trending = region(page, 'Trending Products');
    await trending.getByText('Special products in this month.', { exact: true }).waitFor();
    const trendingTotal = count('SELECT count(*) n FROM products WHERE trending = 1 AND status = 1');
    const lastPage = () =>
      trending
        .getByRole('navigation')
        .getByRole('button', { name: /^Page \d+$/ })
        .last();
    for (const size of [5, 10, 15]) {
      await trending.getByRole('combobox', { name: 'Show' }).selectOption(String(size));
      await eventually(async () => expect(await trending.getByRole('article').count()).toBe(size));
      expect(await lastPage().getAttribute('aria-label')).toBe(`Page ${Math.ceil(trendingTotal / size)}`);
    }
    await lastPage().click();
    await eventually(async () =>
      expect(await trending.getByRole('article').count()).toBe(
        trendingTotal - 15 * (Math.ceil(trendingTotal / 15) - 1),
      ),
    );

    const [flash] = queryShop<{ slug: string; title: string }>(
      shop,
      'SELECT slug, title FROM campaigns WHERE is_flash = 1 AND status = 1',
    );
    const deals = region(page, 'Flash Deals');
    await deals.getByText('Special products in this month.', { exact: true }).waitFor();
    expect(await deals.getByRole('link', { name: flash.title }).getAttribute('href')).toBe(
      `/campaign-details/${flash.slug}`,
    );
    expect(await deals.getByText('Top Deals', { exact: true }).count()).toBeGreaterThan(0);
    const seconds = deals.getByRole('timer').locator('.countdown-box strong').last();
    const before = await seconds.innerText();
    await eventually(async () => expect(await seconds.innerText()).not.toBe(before), 2500);

    // Fetched as the shopper scrolls near it.
    const listing = region(page, 'All Products');
    await listing.scrollIntoViewIfNeeded();
    await eventually(async () => expect(await listing.getByRole('article').count()).toBe(20));
    await listing.getByRole('button', { name: 'Load More' }).click();
    await eventually(async () => expect(await listing.getByRole('article').count()).toBe(40));
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a category page', () => {
  it('narrows the grid by price and colour, scrolling to the results, and Clear All restores it', async () => {
    const { category, total, commonColour } = colourCategory();
    const page = await open(`/categories/${category.slug}`);
    const results = page.getByRole('region', { name: category.name });
    const unfiltered = await urlKeysIn(results);
    await productsShown(page, total());

    const max = 3000;
    await typePrice(page, 'Max', max);
    await productsShown(page, total(max));
    expect(total(max)).toBeLessThan(total());
    await scrolledTo(page, results);

    const colour = commonColour(max);
    await page.getByRole('link', { name: colour.admin_name, exact: true }).click();
    await productsShown(page, colour.n);
    expect((await urlKeysIn(results)).sort()).toEqual(colour.urlKeys.slice().sort());
    await revealLazyImages(page);
    await screenshot(page, 'category-filtered-desktop', { fullPage: true });

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'Clear All' }).click();
    await productsShown(page, total());
    expect(await urlKeysIn(results)).toEqual(unfiltered);
    expect(await page.getByRole('spinbutton', { name: 'Max' }).inputValue()).toBe('60000');
    await scrolledTo(page, results);
    await page.close();
  });

  it('says so when no product matches, and Reset brings the products back', async () => {
    const { category, total } = colourCategory();
    expect(total(60000, 59500)).toBe(0);
    const page = await open(`/categories/${category.slug}`);
    await typePrice(page, 'Min', 59500);
    const empty = page.locator('.listing-results .empty-state');
    await empty.waitFor();
    expect(await empty.innerText()).toBe(`${NO_MATCH} Reset`);
    expect(await page.getByRole('article').count()).toBe(await page.locator('.featured-list article').count());
    await empty.getByRole('link', { name: 'Reset' }).click();
    await productsShown(page, total());
    expect(await page.getByRole('spinbutton', { name: 'Min' }).inputValue()).toBe('0');
    await page.close();
  });

  it("raises the cart counter in this tab and in a second tab when a grid's simple product is added", async () => {
    const category = simpleCategory();
    const [grid, other] = [await open(`/categories/${category.slug}`), await open('/')];
    const before = await counter(grid, 'Cart');
    const card = firstSimpleCard(grid, category);
    await card.getByRole('button', { name: 'Add To Cart' }).click();
    await grid.getByRole('link', { name: `Cart: ${before + 1}` }).waitFor();
    await other.getByRole('link', { name: `Cart: ${before + 1}` }).waitFor({ timeout: 2000 });
    await Promise.all([grid.close(), other.close()]);
  });

  it('shows a product added in another tab on an open cart page that was empty', async () => {
    const category = simpleCategory();
    const cart = await browser.context.newPage();
    await cart.setViewportSize(DESKTOP);
    await browser.context.clearCookies();
    await visit(cart, shop.url + '/checkout/cart');
    await cart.getByText('Your Cart is Empty!', { exact: true }).waitFor();
    const grid = await open(`/categories/${category.slug}`);
    const card = firstSimpleCard(grid, category);
    const name = (await card.getAttribute('aria-label'))!;
    await card.getByRole('button', { name: 'Add To Cart' }).click();
    await grid.getByRole('link', { name: 'Cart: 1' }).waitFor();
    await cart.getByRole('row').filter({ hasText: name }).waitFor({ timeout: 5000 });
    expect(await cart.getByText('Your Cart is Empty!', { exact: true }).count()).toBe(0);
    await Promise.all([grid.close(), cart.close()]);
  });

  it("answers an unknown category with the shop's 404 page", async () => {
    const page = await browser.context.newPage();
    const response = await page.goto(shop.url + '/categories/no-such-category');
    expect(response!.status()).toBe(404);
    await page.getByRole('heading', { name: '404' }).waitFor();
    await page.getByText('The category you are looking for could not be found.', { exact: true }).waitFor();
    await page.close();
  });
});

describe('a guest comparing', () => {
  it("says 'Added to compare', then 'Already in compare', and the compare counter reads 1", async () => {
    const category = simpleCategory();
    const page = await open(`/categories/${category.slug}`);
    const card = firstSimpleCard(page, category);
    const flash = page.locator('[data-island="flash-messages"]');
    await card.getByRole('button', { name: 'Add to Compare' }).click();
    await flash.getByText('Added to compare', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Add to Compare' }).click();
    await flash.getByText('Already in compare', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Compare: 1' }).waitFor();
    // The compare page and its navbar counter read the guest's products with one call.
    const asked: string[] = [];
    page.on(
      'request',
      (request) => void (new URL(request.url()).pathname === '/api/compare-items' && asked.push(request.method())),
    );
    await visit(page, shop.url + '/compare');
    await page.getByRole('table').waitFor();
    await page.getByRole('link', { name: 'Compare: 1' }).waitFor();
    expect(asked).toEqual(['GET']);
    await page.close();
  });
});

describe("a guest's wishlist", () => {
  it('signs in from a heart, comes back with the product in the wishlist; a second tap says so', async () => {
    const category = simpleCategory();
    const page = await open(`/categories/${category.slug}`);
    const card = firstSimpleCard(page, category);
    const name = (await card.getAttribute('aria-label'))!;
    await card.getByRole('button', { name: 'Add to Wish list' }).click();
    await page.waitForURL((url) => url.pathname === '/customer/login');
    await page.getByRole('textbox', { name: 'Email or Phone' }).fill('demo@haat.test');
    await page.getByLabel('Password').fill('haat1234');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${shop.url}/categories/${category.slug}`);
    const flash = page.locator('[data-island="flash-messages"]');
    await flash.getByText('Item Successfully Added To Wishlist', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Wishlist: 1' }).waitFor();
    const saved = queryShop<{ name: string }>(
      shop,
      `SELECT p.name FROM wishlist_items w JOIN products p ON p.id = w.product_id
       JOIN customers c ON c.id = w.customer_id WHERE c.email = 'demo@haat.test'`,
    );
    expect(saved.map((row) => row.name)).toEqual([name]);
    await firstSimpleCard(page, category).getByRole('button', { name: 'Add to Wish list' }).click();
    await flash.getByText('This item is already in your wishlist.', { exact: true }).waitFor();
    // The pages after this one are a guest's.
    await browser.context.clearCookies();
    await page.close();
  });
});

/** A configurable product with a variant whose price and first picture both differ from the first variant's. */
function productWithDifferentVariant() {
  const [row] = queryShop<{ url_key: string; variant_id: number }>(
    shop,
    `SELECT p.url_key, v.id variant_id FROM products p
       JOIN product_variants first ON first.product_id = p.id AND first.position = 0
       JOIN product_variants v ON v.product_id = p.id AND v.status = 1 AND v.price <> first.price
         AND v.color_id <> first.color_id AND v.size_id <> first.size_id
     WHERE p.type = 'configurable' AND p.status = 1 ORDER BY p.id, v.position LIMIT 1`,
  );
  return row;
}

describe('a configurable product page', () => {
  it('switches price and main image with the variant, zooms on hover and cycles the zoom on click', async () => {
    const { url_key, variant_id } = productWithDifferentVariant();
    const page = await open(`/products/${url_key}`);
    const props = JSON.parse(
      (await page.locator('[data-island="product"]').getAttribute('data-props'))!,
    ) as ProductPageProps;
    const { product } = props;
    const variant = product.product_variants.find((v) => v.id === variant_id)!;
    const priceOf = (v: typeof variant) => formatPrice(priceDisplay(product, v).main, '৳', 'en-BD');
    const price = page.locator('.buy-box .price-main');
    const main = page.locator('.gallery-main img');
    expect(await price.innerText()).toBe(priceOf(product.product_variants[0]));
    const firstImage = await main.getAttribute('src');

    await page
      .getByRole('radiogroup', { name: 'Color' })
      .getByRole('radio', { name: variant.color!.admin_name })
      .click();
    await page
      .getByRole('radiogroup', { name: 'Size' })
      .getByRole('radio', { name: variant.size!.admin_name, exact: true })
      .click();
    await page.locator('.sku span').getByText(variant.sku, { exact: true }).waitFor();
    expect(await price.innerText()).toBe(priceOf(variant));
    expect(await price.innerText()).not.toBe(priceOf(product.product_variants[0]));
    expect(await main.getAttribute('src')).toBe(`/storage/${variant.images[0].path}`);
    expect(await main.getAttribute('src')).not.toBe(firstImage);

    const zoomed = () => main.evaluate((img) => getComputedStyle(img).transform);
    expect(await zoomed()).toBe('none');
    await page.locator('.gallery-main').hover();
    // The zoom eases in (a CSS transition): wait for it to settle at 1.5.
    await eventually(async () => expect(await zoomed()).toMatch(/^matrix\(1\.5, 0, 0, 1\.5,/));
    const levels: string[] = [];
    for (let click = 0; click < 6; click++) {
      await page.locator('.gallery-main').click();
      const label = (await page.locator('.gallery-main').getAttribute('aria-label'))!;
      const level = label.match(/\(([\d.]+)x\)/)![1];
      expect((await main.getAttribute('style')) ?? '').toContain(`scale(${level})`);
      levels.push(level);
    }
    expect(levels).toEqual(['2', '2.5', '3', '3.5', '1', '1.5']);
    await page.close();
  });
});

describe('search', () => {
  it('lists the products a term matches, and says so for a term nothing matches', async () => {
    const term = 'Walton';
    const matches = count(
      `SELECT count(*) n FROM products WHERE status = 1 AND (name LIKE ? OR sku LIKE ?)`,
      `%${term}%`,
      `%${term}%`,
    );
    expect(matches).toBeGreaterThan(0);
    const page = await open(`/search?term=${term}`);
    await page.getByRole('heading', { name: `Search results for "${term}"` }).waitFor();
    await page.getByText(`${matches} products found`, { exact: true }).waitFor();
    const names = await page
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
    expect(names.length).toBe(Math.min(20, matches));
    for (const name of names) expect(name).toMatch(/walton/i);

    await visit(page, `${shop.url}/search?term=qzxvwk`);
    await page.getByText(NO_SEARCH_RESULT, { exact: true }).waitFor();
    // Nothing matches, so the page offers the nearest products after saying so.
    await page.getByText('The nearest we have:', { exact: true }).waitFor();
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);
    await page.close();
  });
});

describe('layout shift and looks', () => {
  it('shows at 1280 px that the category menu goes on; its end is reached by mouse and keyboard', async () => {
    const page = await open('/');
    const menu = page.getByRole('navigation', { name: 'Categories' });
    const strip = menu.getByRole('list');
    const last = menu.getByRole('link').last();
    const inView = async () => {
      const [box, list] = [(await last.boundingBox())!, (await strip.boundingBox())!];
      return box.x >= list.x && box.x + box.width <= list.x + list.width;
    };
    expect(await strip.evaluate((ul) => ul.scrollWidth > ul.clientWidth)).toBe(true);
    expect(await inView()).toBe(false);
    const more = menu.getByRole('button', { name: 'More categories' });
    await more.waitFor();
    await screenshot(page, 'category-menu-1280');
    // By mouse: the arrow scrolls the strip on (smoothly: each click waits for it to stop) until
    // the last category shows, then goes away.
    const scrolled = () => strip.evaluate((ul) => ul.scrollLeft);
    for (let i = 0; i < 10 && (await more.count()) > 0; i++) {
      const before = await scrolled();
      await more.click();
      await eventually(async () => {
        const now = await scrolled();
        await new Promise((resolve) => setTimeout(resolve, 150));
        expect(now).toBeGreaterThan(before);
        expect(await scrolled()).toBe(now);
      });
    }
    expect(await more.count()).toBe(0);
    expect(await inView()).toBe(true);
    await menu.getByRole('button', { name: 'Previous categories' }).waitFor();
    await screenshot(page, 'category-menu-1280-end');
    // By keyboard: the arrow is a button in the tab order, and Tab through the links brings each into view.
    await reloaded(page);
    await menu.getByRole('link').first().focus();
    expect(await inView()).toBe(false);
    await last.focus();
    await eventually(async () => expect(await inView()).toBe(true));
    await reloaded(page);
    await more.focus();
    await page.keyboard.press('Enter');
    await eventually(async () => expect(await strip.evaluate((ul) => ul.scrollLeft)).toBeGreaterThan(0));
    await page.close();
  });

  it('moves nothing after first paint on the home, category and product pages, desktop and phone', async () => {
    const { category } = colourCategory();
    const pages = {
      home: '/',
      category: `/categories/${category.slug}`,
      product: `/products/${productWithDifferentVariant().url_key}`,
    };
    const measured: { page: string; viewport: string; cls: number; shifts: LayoutShift[] }[] = [];
    for (const [viewport, size] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
      for (const [name, path] of Object.entries(pages)) {
        const page = await open(path, size);
        measured.push({ page: name, viewport, ...(await measureLayoutShift(page)) });
        // Nothing of the header may be pushed off a narrow screen (the top bar's links were once).
        for (const link of ['Login', 'Sign Up', 'Cart: 0']) {
          const box = (await page
            .getByRole('link', { name: link === 'Cart: 0' ? /^Cart: \d+$/ : link, exact: true })
            .boundingBox())!;
          expect(box.x + box.width).toBeLessThanOrEqual(size.width);
        }
        if (name === 'category' && viewport === 'phone') {
          await page.getByRole('button', { name: 'Show categories and filters' }).click();
          await typePrice(page, 'Max', 3000);
          await page.getByRole('button', { name: 'Hide categories and filters' }).waitFor();
        }
        await revealLazyImages(page);
        // Images marked lazy lose the marker once loaded (the spec): the browser no longer watches them.
        const stillMarked = await page.evaluate(() =>
          [...document.images]
            .filter((img) => img.complete && img.naturalWidth > 0 && img.loading === 'lazy')
            .map((img) => img.src),
        );
        expect(stillMarked).toEqual([]);
        await screenshot(page, `${name}${name === 'category' && viewport === 'phone' ? '-filtered' : ''}-${viewport}`, {
          fullPage: true,
        });
        await page.close();
      }
    }
    console.log(
      'Cumulative layout shift:\n' + measured.map((m) => `  ${m.page} ${m.viewport}: ${m.cls.toFixed(4)}`).join('\n'),
    );
    expect(measured.filter((m) => m.cls >= 0.01)).toEqual([]);
    // Six pages, each waited on for its shifts and photographed whole: 44 s alone, 49 s beside another test file.
  }, 150_000);
});
