// The shop in Bangla, in Chromium on a fresh database: a shopper switches to বাংলা in the top bar,
// signs in, adds a product from its page, sees the cart, switches to English and back (the cart
// stays), and places a cash-on-delivery order through checkout, every step in Bangla with Bangla
// digits; screenshots of home, product, cart and checkout in Bangla at desktop and phone sizes.
// And the header in Bangla keeps its place when the Bengali font arrives late.
import type { Page } from 'playwright-core';
import { measureLayoutShift } from '../bench/layoutShift';
import { DEMO_CUSTOMER } from '../server/seed/customers';
import type { RunningBrowser, RunningShop } from './harness';
import { DESKTOP, PHONE, queryShop, screenshot, shopAndBrowser, STARTUP_MS } from './harness';
import { DEMO_ADDRESSEE, DHANMONDI, saveAddress } from './shopCalls';
import { settled, visit } from './settled';

jest.setTimeout(90_000);

const KANTHA = '/products/aarong-nakshi-kantha-single';
/** Words of the English storefront that a Bangla page must not show. */
const ENGLISH_WORDS = [
  'Add To Cart',
  'Shopping Cart',
  'Order Summary',
  'Proceed To CheckOut',
  'Subtotal',
  'Logout',
  'Track Order',
  'Search',
  'Shipping Method',
  'Payment Method',
  'Cash On Delivery',
];

let shop: RunningShop;
let browser: RunningBrowser;
let page: Page;
let errors: string[];

beforeAll(async () => ({ shop, browser, page, errors } = await shopAndBrowser()), STARTUP_MS);

const counter = (text: string) => page.getByRole('link', { name: text });
const topBar = () => page.locator('[data-island="top-bar"]');

/** The page as a shopper reads it: in Bangla, none of the English storefront's words. */
async function expectBangla() {
  expect(await page.getAttribute('html', 'lang')).toBe('bn');
  const shown = await page.locator('body').innerText();
  expect(ENGLISH_WORDS.filter((word) => shown.includes(word))).toEqual([]);
}

async function shoot(name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `bn-${name}-desktop`, { fullPage: true });
  await page.setViewportSize(PHONE);
  await screenshot(page, `bn-${name}-phone`, { fullPage: true });
  await page.setViewportSize(DESKTOP);
}

it('switches to বাংলা in the top bar and signs in, in Bangla', async () => {
  await visit(page, shop.url + '/');
  await topBar().getByRole('link', { name: 'বাংলা' }).click();
  await page.waitForURL(shop.url + '/?lang=bn');
  await settled(page);
  await expectBangla();
  // Prices in Bangla digits and grouping.
  expect(await page.locator('main').innerText()).toMatch(/৳ [০-৯]{1,3}(,[০-৯]{2,3})*/);
  await shoot('home');

  await visit(page, shop.url + '/customer/login');
  await page.getByRole('heading', { name: 'সাইন ইন' }).waitFor();
  await page.getByRole('textbox', { name: 'ইমেইল বা ফোন' }).fill(DEMO_CUSTOMER.email);
  await page.getByLabel('পাসওয়ার্ড').fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'সাইন ইন' }).click();
  await page.waitForURL(shop.url + '/');
  await topBar().getByRole('button', { name: 'লগআউট' }).waitFor();
  await expectBangla();
});

it('adds a product from its page; the cart shows it in Bangla; English and back keep the cart', async () => {
  await visit(page, shop.url + KANTHA);
  await page.locator('.buy-box').getByRole('button', { name: 'কার্টে যোগ করুন' }).click();
  await counter('কার্ট: ১').waitFor();
  await expectBangla();
  await shoot('product');

  await visit(page, shop.url + '/checkout/cart');
  await page.getByRole('heading', { name: 'শপিং কার্ট' }).waitFor();
  expect(await page.getByRole('row').count()).toBeGreaterThan(1);
  await expectBangla();
  await shoot('cart');

  await topBar().getByRole('link', { name: 'English' }).click();
  await page.getByRole('heading', { name: 'Shopping Cart' }).waitFor();
  expect(await page.getAttribute('html', 'lang')).toBe('en');
  await counter('Cart: 1').waitFor();
  expect(await page.getByRole('row').filter({ hasText: 'Kantha' }).count()).toBe(1);
  await topBar().getByRole('link', { name: 'বাংলা' }).click();
  await page.getByRole('heading', { name: 'শপিং কার্ট' }).waitFor();
  await counter('কার্ট: ১').waitFor();
});

it('places a cash-on-delivery order through checkout, in Bangla', async () => {
  // The demo customer's delivery address, saved as the address book's call does.
  await saveAddress(page, { ...DEMO_ADDRESSEE, address: ['House 3, Road 9'], ...DHANMONDI });
  await page.getByRole('link', { name: 'চেকআউটে যান' }).click();
  await page.waitForURL(shop.url + '/checkout/onepage/');
  await page.getByRole('heading', { name: 'অর্ডার সারসংক্ষেপ' }).waitFor();
  await settled(page);
  await page
    .getByRole('radio', { name: /Demo Customer/ })
    .first()
    .check();
  await page.getByRole('radio', { name: /রেগুলার/ }).check();
  await page.getByRole('radio', { name: /ক্যাশ অন ডেলিভারি/ }).check();
  // The saved address's thana and district, named in Bangla.
  expect(await page.locator('main').innerText()).toContain('ধানমন্ডি, ঢাকা 1209');
  await expectBangla();
  await shoot('checkout');

  await page.getByRole('button', { name: 'অর্ডার করুন' }).click();
  await page.waitForURL(shop.url + '/checkout/onepage/success');
  await page.getByRole('heading', { name: 'আপনার অর্ডারের জন্য ধন্যবাদ!' }).waitFor();
  await counter('কার্ট: ০').waitFor();
  expect(await page.locator('main').innerText()).toContain('ধানমন্ডি, ঢাকা 1209');
  await expectBangla();
  await shoot('success');

  const orders = queryShop<{ payment_method: string; grand_total: number }>(
    shop,
    'SELECT o.payment_method, o.grand_total FROM orders o JOIN customers c ON c.id = o.customer_id ' +
      "WHERE c.email = ? AND o.status = 'pending' ORDER BY o.id DESC LIMIT 1",
    DEMO_CUSTOMER.email,
  );
  expect(orders).toEqual([expect.objectContaining({ payment_method: 'cashondelivery' })]);
  expect(errors).toEqual([]);
});

it('keeps the header in place when the Bengali font arrives after the first paint', async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const late = await browser.context.newPage();
    await late.setViewportSize(viewport);
    // Every font answer held back: the first paint draws the Bangla labels in the device's fonts (on this machine,
    // empty boxes).
    await late.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await late.goto(shop.url + '/?lang=bn');
    await late.evaluate(() => document.fonts.ready);
    const { shifts } = await measureLayoutShift(late, 500);
    const header = /\[(top-bar|navbar|category-menu|flash-deal)\]|top-bar-pages/;
    expect(shifts.flatMap((shift) => shift.sources).filter((source) => header.test(source))).toEqual([]);
    // The widths the server measured are the widths Chromium draws in the shop's font (spaces, drawn by the device's
    // font, are given a little more).
    const labels = await late.locator('.sized-label').evaluateAll((elements) =>
      elements
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => {
          const text = document.createRange();
          text.selectNodeContents(element);
          const style = getComputedStyle(element);
          const box =
            element.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return { label: element.textContent, box, drawn: text.getBoundingClientRect().width };
        }),
    );
    expect(labels.length).toBeGreaterThan(10);
    expect(labels.filter(({ box, drawn }) => drawn > box + 0.5 || drawn < box - 2.5)).toEqual([]);
    await late.close();
  }
});
