/**
 * Layout shift of every page in Chromium, on a desktop (1280x800) and a phone (390x844).
 *   npm run bench:cls
 * The shop (buildApp with the built islands, demo seed with its pictures) listens on 127.0.0.1;
 * each page is opened in a fresh tab, loaded to network idle, then measured 2 s later with the
 * Layout Instability API's buffered entries (layoutShift.ts). The cart and checkout are measured
 * as the demo customer with two products in the cart. The main pages are measured in Bangla too,
 * last and as that customer (?lang=bn, rows NAME-bn): their Bengali font may arrive after the
 * first paint and must move nothing.
 * Target: < 0.001.
 */
import type { BrowserContext } from 'playwright-core';
import { DEMO_CUSTOMER } from '../server/seed/customers';
import { startBenchShop } from './benchShop';
import { launchChromium } from './browser';
import { measureLayoutShift, type LayoutShift } from './layoutShift';
import { saveResultsOnExit } from './results';

const TARGET = 0.001;
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

interface Measured {
  page: string;
  viewport: string;
  cls: number;
  shifts: LayoutShift[];
}

async function measure(context: BrowserContext, origin: string, pages: Record<string, string>): Promise<Measured[]> {
  const measured: Measured[] = [];
  for (const [name, path] of Object.entries(pages)) {
    for (const [viewport, size] of Object.entries(VIEWPORTS)) {
      const page = await context.newPage();
      await page.setViewportSize(size);
      const response = await page.goto(origin + path, { waitUntil: 'networkidle' });
      if (!response?.ok() || new URL(page.url()).pathname !== new URL(origin + path).pathname) {
        throw new Error(`${name} (${path}) answered ${response?.status()} at ${page.url()}`);
      }
      measured.push({ page: name, viewport, ...(await measureLayoutShift(page)) });
      await page.close();
    }
  }
  return measured;
}

/** These pages in Bangla: NAME-bn -> the address with ?lang=bn. */
function inBangla(pages: Record<string, string>, names: string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => [`${name}-bn`, pages[name] + (pages[name].includes('?') ? '&' : '?') + 'lang=bn']),
  );
}

/** The demo customer signs in and puts two products in the cart, through the shop's calls. */
async function demoCustomerWithCart(context: BrowserContext, origin: string, productIds: number[]): Promise<void> {
  await context.request.get(`${origin}/api/checkout/cart`);
  const xsrfHeader = async () => ({
    'x-xsrf-token': decodeURIComponent((await context.cookies(origin)).find((c) => c.name === 'XSRF-TOKEN')!.value),
  });
  const signedIn = await context.request.post(`${origin}/customer/login`, {
    headers: await xsrfHeader(),
    data: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
  });
  if (!signedIn.ok()) throw new Error(`sign-in answered ${signedIn.status()}`);
  // The token is signed for the session, which signing in renews.
  const headers = await xsrfHeader();
  for (const product_id of productIds) {
    const added = await context.request.post(`${origin}/api/checkout/cart`, {
      headers,
      data: { product_id, quantity: 1 },
    });
    if (!added.ok()) throw new Error(`add to cart answered ${added.status()}`);
  }
}

async function main(): Promise<void> {
  saveResultsOnExit('cls', { browser: true });
  const shop = await startBenchShop({ withPages: true });
  const { db } = shop.database;
  const department = await db
    .selectFrom('categories as c')
    .innerJoin('product_categories as pc', 'pc.category_id', 'c.id')
    .select(['c.slug', (eb) => eb.fn.countAll<number>().as('n')])
    .where('c.parent_id', 'is not', null)
    .groupBy('c.slug')
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  const brand = await db
    .selectFrom('brands as b')
    .innerJoin('products as p', 'p.brand_id', 'b.id')
    .select(['b.slug', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('b.slug')
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  const product = await db
    .selectFrom('products')
    .select('url_key')
    .where('type', '=', 'configurable')
    .where('status', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const campaign = await db
    .selectFrom('campaigns')
    .select('slug')
    .where('status', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const simple = await db
    .selectFrom('products')
    .select('id')
    .where('type', '=', 'simple')
    .where('status', '=', 1)
    .orderBy('id')
    .limit(2)
    .execute();

  const browser = await launchChromium();
  try {
    const guestPages: Record<string, string> = {
      home: '/',
      category: `/categories/${department.slug}`,
      brand: `/brands/${brand.slug}`,
      product: `/products/${product.url_key}`,
      products: '/products',
      search: '/search?term=shirt',
      campaign: `/campaign-details/${campaign.slug}`,
      login: '/customer/login',
      register: '/customer/register',
    };
    const guest = await measure(browser.context, shop.origin, guestPages);
    await demoCustomerWithCart(
      browser.context,
      shop.origin,
      simple.map((p) => p.id),
    );
    const customerPages = { cart: '/checkout/cart', checkout: '/checkout/onepage/' };
    const customer = await measure(browser.context, shop.origin, customerPages);
    // Last: ?lang=bn keeps Bangla in a cookie. The customer is signed in by now.
    const bangla = await measure(
      browser.context,
      shop.origin,
      inBangla({ ...guestPages, ...customerPages }, [
        'home',
        'category',
        'product',
        'products',
        'search',
        'cart',
        'checkout',
      ]),
    );
    report([...guest, ...customer, ...bangla]);
  } finally {
    await browser.close();
    await shop.close();
  }
}

function report(measured: Measured[]): void {
  const cell = (page: string, viewport: string) =>
    measured
      .find((m) => m.page === page && m.viewport === viewport)!
      .cls.toFixed(4)
      .padStart(9);
  console.log(`\nCumulative layout shift after load + 2 s (target < ${TARGET}):`);
  console.log(`  ${'page'.padEnd(12)} ${'1280x800'.padStart(9)} ${'390x844'.padStart(9)}`);
  for (const page of [...new Set(measured.map((m) => m.page))])
    console.log(`  ${page.padEnd(12)} ${cell(page, 'desktop')} ${cell(page, 'phone')}`);
  const over = measured.filter((m) => m.cls >= TARGET);
  for (const m of over) {
    console.log(`\n  ${m.page} ${m.viewport}: ${m.cls.toFixed(4)}`);
    for (const shift of m.shifts) console.log(`    ${shift.value.toFixed(4)}: ${shift.sources.join(' | ')}`);
  }
  if (over.length) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
