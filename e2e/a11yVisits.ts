// The pages the accessibility test checks with axe-core, and how it reaches each state (a guest's
// cart with its remove dialog open, the search box's suggestions, a tracked order, a customer's
// checkout with the address form, the review form).
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { DESKTOP, PHONE, queryShop, shopAndBrowser, type RunningShop } from './harness';
import { call } from './shopCalls';
import { visit } from './settled';

/**
 * A product (with reviews), a category, a brand, a campaign, a blog post and an order on its way of the demo shop; the
 * customer's order.
 */
export interface Demo {
  product: { id: number; url_key: string; name: string };
  category: string;
  brand: string;
  campaign: string;
  post: string;
  shipped: { increment_id: string; phone: string };
  orderId?: number;
}

export interface Visit {
  name: string;
  path: (demo: Demo) => string;
  /** What to do on the page before it is checked (open a dialog or a form). */
  open?: (page: Page, demo: Demo) => Promise<void>;
}

/** axe-core's findings on the page as it is now, one line per rule and element. */
async function axeFindings(page: Page): Promise<string[]> {
  const violations = await axeViolations(page);
  return violations.flatMap((rule) =>
    rule.nodes.map(
      (node) =>
        `${rule.id}: ${node.target.join(' ')} (${node.failureSummary?.split('\n').slice(1, 2).join('').trim()})`,
    ),
  );
}

function first<Row>(shop: RunningShop, query: string): Row {
  const [row] = queryShop<Row>(shop, query);
  if (!row) throw new Error(`the demo shop has nothing for: ${query}`);
  return row;
}

function demoPages(shop: RunningShop): Demo {
  return {
    product: first<{ id: number; url_key: string; name: string }>(
      shop,
      "SELECT id, url_key, name FROM products WHERE type = 'simple' AND status = 1 AND reviews_count > 1 ORDER BY id " +
        'LIMIT 1',
    ),
    category: first<{ slug: string }>(
      shop,
      'SELECT c.slug FROM categories c JOIN product_categories pc ON pc.category_id = c.id GROUP BY c.id ORDER BY ' +
        'count(*) DESC LIMIT 1',
    ).slug,
    brand: first<{ slug: string }>(shop, 'SELECT slug FROM brands ORDER BY id LIMIT 1').slug,
    campaign: first<{ slug: string }>(shop, 'SELECT slug FROM campaigns ORDER BY id LIMIT 1').slug,
    post: first<{ slug: string }>(shop, 'SELECT slug FROM blogs ORDER BY id LIMIT 1').slug,
    shipped: first<{ increment_id: string; phone: string }>(
      shop,
      "SELECT increment_id, customer_phone AS phone FROM orders WHERE status = 'shipped' ORDER BY id LIMIT 1",
    ),
  };
}

/** One audit's shop and tab, on the login page with a product in the guest's cart. */
export interface Audit {
  shop: RunningShop;
  page: Page;
  demo: Demo;
}

/** Starts an audit: a shop and one tab, patient with long pages on a busy machine. */
export async function startAudit(): Promise<Audit> {
  const { shop, browser } = await shopAndBrowser();
  const page = await browser.context.newPage();
  page.setDefaultTimeout(30_000);
  page.setDefaultNavigationTimeout(60_000);
  const demo = demoPages(shop);
  await visit(page, shop.url + '/customer/login');
  await call(page, 'POST', '/api/checkout/cart', { product_id: demo.product.id, quantity: 1 });
  return { shop, page, demo };
}

/** The findings on the visit's page at a desktop's size, then (resized, not reloaded) at a phone's. */
export async function auditVisit({ shop, page, demo }: Audit, planned: Visit): Promise<string[]> {
  await page.setViewportSize(DESKTOP);
  await visit(page, shop.url + planned.path(demo));
  await planned.open?.(page, demo);
  const findings: string[] = [];
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    findings.push(...(await axeFindings(page)).map((finding) => `${viewport.width}px: ${finding}`));
  }
  return findings;
}

/** Every page a guest can see; the cart holds one product (added before) and opens its remove dialog. */
export const GUEST_VISITS: Visit[] = [
  {
    // The whole home page, with the search box's suggestions open over it.
    name: 'home with the search suggestions open',
    path: () => '/',
    open: async (page) => {
      const box = page.getByRole('combobox', { name: 'Search products' });
      await box.click();
      await box.pressSequentially('waltn', { delay: 40 });
      await page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first().waitFor();
    },
  },
  {
    name: 'track order with an order shown',
    path: () => '/track-order',
    open: async (page, demo) => {
      await page.getByRole('textbox', { name: 'Order Number' }).fill(demo.shipped.increment_id);
      await page.getByRole('textbox', { name: 'Phone Number' }).fill(demo.shipped.phone);
      await page.getByRole('button', { name: 'Track Order' }).click();
      await page.getByRole('heading', { name: `Order #${demo.shipped.increment_id}` }).waitFor();
    },
  },
  { name: 'category', path: (demo) => `/categories/${demo.category}` },
  { name: 'brand', path: (demo) => `/brands/${demo.brand}` },
  { name: 'campaign', path: (demo) => `/campaign-details/${demo.campaign}` },
  { name: 'product', path: (demo) => `/products/${demo.product.url_key}` },
  { name: 'search', path: () => '/search?term=shirt' },
  { name: 'all products', path: () => '/products' },
  { name: 'compare', path: () => '/compare' },
  { name: 'login', path: () => '/customer/login' },
  { name: 'register', path: () => '/customer/register' },
  { name: 'blog', path: () => '/blog' },
  { name: 'post', path: (demo) => `/blogs/${demo.post}` },
  { name: 'careers', path: () => '/careers' },
  { name: 'about', path: () => '/page/about-us' },
  { name: '404', path: () => '/no-such-page' },
  {
    name: 'cart with the remove dialog',
    path: () => '/checkout/cart',
    open: async (page, demo) => {
      await page.getByRole('button', { name: `Remove ${demo.product.name}` }).click();
      await page.getByRole('alertdialog', { name: 'Are you sure?' }).waitFor();
    },
  },
];

/** A new customer's checkout: the Add New Address form is open from the start. */
export const CHECKOUT_VISIT: Visit = {
  name: 'checkout with the address form',
  path: () => '/checkout/onepage',
  open: async (page) => {
    await page.locator('form.address-form').getByLabel('First Name').waitFor();
  },
};

/** A customer's pages once an order is placed: the account, the order, the review form. */
export const CUSTOMER_VISITS: Visit[] = [
  { name: 'success', path: () => '/checkout/onepage/success' },
  { name: 'wishlist', path: () => '/customer/wishlist' },
  { name: 'profile', path: () => '/customer/account/profile' },
  { name: 'orders', path: () => '/customer/account/orders/data' },
  { name: 'order view', path: (demo) => `/customer/account/orders/view/${demo.orderId}` },
  { name: 'addresses', path: () => '/customer/account/addresses' },
  { name: 'new address', path: () => '/customer/account/addresses/create' },
  { name: 'reviews', path: () => '/customer/account/reviews' },
  {
    name: 'product with the review form',
    path: (demo) => `/products/${demo.product.url_key}`,
    open: async (page) => {
      await page.getByRole('tab', { name: 'Reviews' }).click();
      await page.getByRole('button', { name: 'Write a review' }).click();
      await page.getByRole('form', { name: 'Write a review' }).waitFor();
    },
  },
];
