// Product reviews in Chromium on a fresh database: a guest reads a product's reviews and is asked
// to sign in, signs in from the Reviews tab and comes back to it; having ordered the product, the
// customer reviews it with four stars (chosen with the keyboard) and a phone photo, sees the
// review at the top with 'Verified purchase' and 80%, opens the photo, finds the review in My
// Reviews; the server keeps the photo without its GPS position; product cards show stars.
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { DESKTOP, PHONE, queryShop, screenshot, shopAndBrowser, STARTUP_MS, type RunningShop } from './harness';
import { call, checkOut, GULSHAN } from './shopCalls';
import { reloaded, visit } from './settled';

jest.setTimeout(90_000);

const CUSTOMER = {
  first_name: 'Sadia',
  last_name: 'Rahman',
  email: 'sadia.rahman@example.com',
  phone: '01911223344',
  password: 'jamdani-2026',
};
const REVIEW = {
  title: 'Colours exactly as shown',
  comment: 'Arrived in two days in Gulshan.\nStitching is neat; the fabric is soft.',
};

let shop: RunningShop;
let page: Page;
let errors: string[];
let product: { id: number; url_key: string; name: string; reviews_count: number };

beforeAll(async () => {
  ({ shop, page, errors } = await shopAndBrowser());
  // A simple product the demo shoppers have reviewed already: the new review must come first.
  [product] = queryShop<typeof product>(
    shop,
    'SELECT id, url_key, name, reviews_count FROM products ' +
      "WHERE type = 'simple' AND status = 1 AND reviews_count > 1 ORDER BY id LIMIT 1",
  );
}, STARTUP_MS);

const flash = (text: string) => page.locator('[data-island="flash-messages"]').getByText(text, { exact: true });
const reviewsTab = () => page.getByRole('tabpanel', { name: 'Reviews' });

/**
 * One of the product to Gulshan (the courier's local rate table), Express, cash on delivery: the checkout island's
 * calls.
 */
async function orderTheProduct(): Promise<void> {
  await call(page, 'POST', '/api/checkout/cart', { product_id: product.id, quantity: 1 });
  const { first_name, last_name, email, phone } = CUSTOMER;
  await checkOut(page, { first_name, last_name, email, phone, address: ['House 7, Road 3'], ...GULSHAN });
}

it("shows a guest the product's reviews and asks them to sign in", async () => {
  await visit(page, `${shop.url}/products/${product.url_key}`);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await reviewsTab().getByRole('list', { name: 'Reviews', exact: true }).waitFor();
  expect(await reviewsTab().getByText(`${product.reviews_count} reviews`, { exact: false }).count()).toBe(1);
  await reviewsTab().getByText('Please login for write review.').waitFor();
  expect(await reviewsTab().getByRole('button', { name: 'Write a review' }).count()).toBe(0);
});

it('signs in from the Reviews tab and comes back to it', async () => {
  await call(page, 'POST', '/customer/register', {
    ...CUSTOMER,
    password_confirmation: CUSTOMER.password,
    is_subscribed: false,
  });
  await reviewsTab().getByRole('link', { name: 'Login' }).click();
  await page.waitForURL(`${shop.url}/customer/login?**`);
  await page.getByRole('textbox', { name: 'Email or Phone' }).fill(CUSTOMER.email);
  await page.getByLabel('Password').fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${shop.url}/products/${product.url_key}#reviews`);
  await page.getByRole('tab', { name: 'Reviews', selected: true }).waitFor();
  await reviewsTab().getByRole('button', { name: 'Write a review' }).waitFor();
});

it('reviews the ordered product with four stars and a photo, and sees it first, verified, at 80%', async () => {
  await orderTheProduct();
  await reviewsTab().getByRole('button', { name: 'Write a review' }).click();
  const form = page.getByRole('form', { name: 'Write a review' });
  // The stars are a radio group: Tab reaches the first, the arrow keys choose.
  await form.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  expect(await form.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
  await form.getByRole('textbox', { name: 'Title' }).fill(REVIEW.title);
  await form.getByRole('textbox', { name: 'Your Review' }).fill(REVIEW.comment);
  const phonePhoto = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#be123c' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Walton', Model: 'Primo' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '90/1 22/1 0/1' },
    })
    .toBuffer();
  await form
    .getByLabel('Photos')
    .setInputFiles({ name: 'IMG_20260412.jpg', mimeType: 'image/jpeg', buffer: phonePhoto });
  await form.getByRole('img', { name: 'IMG_20260412.jpg' }).waitFor();
  await screenshot(page, 'reviews-form-desktop', { fullPage: true });
  await form.getByRole('button', { name: 'Submit Review' }).click();

  await flash('Thank you! Your review has been added.').waitFor();
  const first = reviewsTab().getByRole('list', { name: 'Reviews', exact: true }).getByRole('article').first();
  await first.getByRole('heading', { name: REVIEW.title }).waitFor();
  expect(await first.getByText('Verified purchase').count()).toBe(1);
  expect(await first.innerText()).toContain('80%');
  expect(await first.getByRole('img', { name: 'Rated 4 out of 5' }).count()).toBe(1);
  expect(
    await reviewsTab()
      .getByText(`${product.reviews_count + 1} reviews`, { exact: false })
      .count(),
  ).toBe(1);

  await first.getByRole('button', { name: /^Show Photo 1 of Sadia R\.'s review$/ }).click();
  const dialog = page.getByRole('dialog', { name: "Photo 1 of Sadia R.'s review" });
  await dialog.waitFor();
  await screenshot(page, 'reviews-photo-dialog-desktop');
  // The large photo's 1200 px copy (a 1280 px wide window draws it at 92vw, about 1180 px).
  expect(await dialog.getByRole('img').evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /-1200w\.(avif|webp)$/,
  );
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  const [row] = queryShop<{ rating: number; title: string; comment: string; photos: string }>(
    shop,
    'SELECT r.rating, r.title, r.comment, r.photos FROM reviews r JOIN customers c ON c.id = r.customer_id ' +
      'WHERE c.email = ?',
    CUSTOMER.email,
  );
  expect(row).toMatchObject({ rating: 4, title: REVIEW.title, comment: REVIEW.comment });
  const [photo] = JSON.parse(row.photos) as { small: string; large: string }[];
  const stored = await sharp(path.join(shop.dataDir, 'storage', photo.large)).metadata();
  expect(stored).toMatchObject({ format: 'webp', width: 1200, height: 900 });
  expect(stored.exif).toBeUndefined();
});

it('looks right on a desktop and on a phone', async () => {
  await reloaded(page);
  await reviewsTab().getByRole('list', { name: 'Reviews', exact: true }).waitFor();
  await page.getByRole('tab', { name: 'Reviews' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'reviews-tab-desktop');
  await page.setViewportSize(PHONE);
  await page.getByRole('tab', { name: 'Reviews' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'reviews-tab-phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  await page.setViewportSize(DESKTOP);
});

it("lists the review in the customer's My Reviews, linked to the product", async () => {
  await visit(page, `${shop.url}/customer/account/reviews`);
  const mine = page.getByRole('list', { name: 'My reviews' }).getByRole('listitem').first();
  await mine.getByRole('heading', { name: REVIEW.title }).waitFor();
  expect(await mine.getByRole('link', { name: product.name }).getAttribute('href')).toBe(
    `/products/${product.url_key}`,
  );
  expect(await mine.getByRole('img', { name: 'Rated 4 out of 5' }).count()).toBe(1);
  await screenshot(page, 'reviews-account-desktop', { fullPage: true });
});

it('shows stars and counts on product cards, without errors on any page', async () => {
  await visit(page, `${shop.url}/products`);
  const rated = page.getByRole('article').getByRole('img', { name: /^Rated [\d.]+ out of 5 from \d+ reviews?$/ });
  expect(await rated.count()).toBeGreaterThan(0);
  await screenshot(page, 'reviews-cards-desktop');
  expect(errors).toEqual([]);
});
