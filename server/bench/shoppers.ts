import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { hashPassword } from '../customer/password';
import type { DB } from '../db/schema';
import { insertRows } from '../db/seed/insert';
import { SESSION_COOKIE } from '../plugins/session';
import { XSRF_COOKIE } from '../plugins/xsrf';
import { GULSHAN_HOME } from '../test/shoppers';
import { Browser } from '../test/browser';

/** A signed-in shopper as autocannon replays it: cookies, XSRF header, what is in the cart. */
export interface Shopper {
  cookie: string;
  xsrf: string;
  productIds: number[];
  itemIds: number[];
}

const PASSWORD = 'bench-pass-1';

async function ok(response: Promise<{ statusCode: number; body: string }>, what: string): Promise<void> {
  const { statusCode, body } = await response;
  if (statusCode !== 200) throw new Error(`${what} answered ${statusCode}: ${body}`);
}

/** Customers bench-{tag}-{n}; their ids in order. */
async function addCustomers(db: Kysely<DB>, tag: string, count: number): Promise<number[]> {
  const passwordHash = await hashPassword(PASSWORD);
  const rows = Array.from({ length: count }, (_, n) => ({
    first_name: 'Bench', last_name: `Shopper ${n}`, email: `bench-${tag}-${n}@example.com`,
    phone: `01${tag === 'cart' ? 8 : 9}${String(n).padStart(8, '0')}`, password_hash: passwordHash, is_subscribed: 0,
  }));
  await insertRows(db, 'customers', rows);
  const ids = await db.selectFrom('customers').select('id').where('email', 'like', `bench-${tag}-%`).orderBy('id').execute();
  return ids.map((r) => r.id);
}

/** Enabled simple products (buyable without choosing options). */
async function simpleProducts(db: Kysely<DB>): Promise<number[]> {
  const rows = await db.selectFrom('products').select('id').where('type', '=', 'simple').where('status', '=', 1).orderBy('id').limit(60).execute();
  return rows.map((r) => r.id);
}

/**
 * Through the shop's own calls, as the islands make them: 2 or 3 products into the cart, a typed
 * delivery address (Dhaka / Gulshan), a shipping method and cash on delivery.
 */
async function fillAndChoose(browser: Browser, productIds: number[]): Promise<Shopper> {
  for (const product_id of productIds) await ok(browser.post('/api/checkout/cart', { product_id, quantity: 1 }), 'add to cart');
  await ok(browser.post('/api/checkout/onepage/addresses', { billing: GULSHAN_HOME }), 'address');
  await ok(browser.post('/api/checkout/onepage/shipping-methods', { shipping_method: 'flatrate_flatrate' }), 'shipping method');
  await ok(browser.post('/api/checkout/onepage/payment-methods', { payment: { method: 'cashondelivery' } }), 'payment method');
  const cart = (await browser.get('/api/checkout/cart')).json() as { data: { items: { id: number }[] } };
  const xsrf = browser.cookies.get(XSRF_COOKIE)!;
  return {
    cookie: `${SESSION_COOKIE}=${browser.cookies.get(SESSION_COOKIE)}; ${XSRF_COOKIE}=${xsrf}`,
    xsrf: decodeURIComponent(xsrf),
    productIds,
    itemIds: cart.data.items.map((i) => i.id),
  };
}

const cartOf = (products: number[], n: number) => Array.from({ length: 2 + (n % 2) }, (_, k) => products[(n * 3 + k) % products.length]);

/** Shoppers who signed in through POST /customer/login (scrypt and all), each with a cart ready for checkout. */
export async function signedInShoppers(app: FastifyInstance, count: number): Promise<Shopper[]> {
  const customers = await addCustomers(app.db, 'cart', count);
  const products = await simpleProducts(app.db);
  return Promise.all(customers.map(async (_id, n) => {
    const browser = new Browser(app);
    await ok(browser.post('/customer/login', { email: `bench-cart-${n}@example.com`, password: PASSWORD }), 'sign-in');
    return fillAndChoose(browser, cartOf(products, n));
  }));
}

/**
 * One shopper per order to place (an order closes its cart). Thousands of scrypt sign-ins would
 * take minutes, so each gets the session row a sign-in writes ({customerId}); the cart, address,
 * shipping and payment choices still go through the shop's calls.
 */
export async function shoppersReadyToOrder(app: FastifyInstance, count: number, batch = 25): Promise<Shopper[]> {
  const customers = await addCustomers(app.db, 'order', count);
  const products = await simpleProducts(app.db);
  const now = Date.now();
  const sessions = customers.map((customerId) => ({
    id: randomBytes(32).toString('base64url'), customer_id: customerId, data: JSON.stringify({ customerId }),
    expires_at: new Date(now + 24 * 3600 * 1000).toISOString(), updated_at: new Date(now).toISOString(),
  }));
  await insertRows(app.db, 'sessions', sessions);
  const shoppers: Shopper[] = [];
  for (let i = 0; i < sessions.length; i += batch) {
    shoppers.push(...await Promise.all(sessions.slice(i, i + batch).map((session, k) => {
      const browser = new Browser(app);
      browser.cookies.set(SESSION_COOKIE, session.id);
      return fillAndChoose(browser, cartOf(products, i + k));
    })));
  }
  return shoppers;
}
