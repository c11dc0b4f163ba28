import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../server/customer/password';
import type { DB } from '../server/db/schema';
import { insertRows } from '../server/seed/insert';
import { SESSION_COOKIE } from '../server/plugins/session';
import { XSRF_COOKIE } from '../server/plugins/xsrf';
import type { Database } from '../server/db/database';

/** A signed-in shopper as autocannon replays it: cookies, XSRF header, what is in the cart. */
export interface Shopper {
  cookie: string;
  xsrf: string;
  productIds: number[];
  itemIds: number[];
}

const PASSWORD = 'bench-pass-1';

/** A delivery address inside Dhaka city (Gulshan 2 on the courier's local rate table). */
const DELIVERY_ADDRESS = {
  first_name: 'Bench',
  last_name: 'Shopper',
  address: ['House 7, Road 90'],
  email: 'bench@example.com',
  country: 'BD',
  state: 'Dhaka',
  city: 'Gulshan',
  postcode: '1212',
  phone: '01712000000',
  city_id: 1,
  zone_id: 101,
  area_id: 10102,
  area: 'Gulshan 2',
};

/**
 * One shopper's browser over real HTTP: keeps the cookies the shop sets and sends the XSRF header as the islands do.
 */
class Visitor {
  readonly cookies = new Map<string, string>();

  constructor(private origin: string) {}

  async call<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    const xsrf = this.cookies.get(XSRF_COOKIE);
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(this.origin + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text) as T;
  }
}

/** Customers bench-{tag}-{n}; their ids in order. */
async function addCustomers(db: Kysely<DB>, tag: string, count: number): Promise<number[]> {
  const passwordHash = await hashPassword(PASSWORD);
  const rows = Array.from({ length: count }, (_, n) => ({
    first_name: 'Bench',
    last_name: `Shopper ${n}`,
    email: `bench-${tag}-${n}@example.com`,
    phone: `01${tag === 'cart' ? 8 : 9}${String(n).padStart(8, '0')}`,
    password_hash: passwordHash,
    is_subscribed: 0,
  }));
  await insertRows(db, 'customers', rows);
  const ids = await db
    .selectFrom('customers')
    .select('id')
    .where('email', 'like', `bench-${tag}-%`)
    .orderBy('id')
    .execute();
  return ids.map((r) => r.id);
}

/** Enabled simple products (buyable without choosing options). */
async function simpleProducts(db: Kysely<DB>): Promise<number[]> {
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where('type', '=', 'simple')
    .where('status', '=', 1)
    .orderBy('id')
    .limit(60)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Through the shop's own calls, as the islands make them: 2 or 3 products into the cart, a typed
 * delivery address (Dhaka / Gulshan), a shipping method and cash on delivery.
 */
async function fillAndChoose(visitor: Visitor, productIds: number[]): Promise<Shopper> {
  for (const product_id of productIds) await visitor.call('POST', '/api/checkout/cart', { product_id, quantity: 1 });
  await visitor.call('POST', '/api/checkout/onepage/addresses', { billing: DELIVERY_ADDRESS });
  await visitor.call('POST', '/api/checkout/onepage/shipping-methods', { shipping_method: 'flatrate_flatrate' });
  await visitor.call('POST', '/api/checkout/onepage/payment-methods', { payment: { method: 'cashondelivery' } });
  const cart = await visitor.call<{ data: { items: { id: number }[] } }>('GET', '/api/checkout/cart');
  const xsrf = visitor.cookies.get(XSRF_COOKIE)!;
  return {
    cookie: `${SESSION_COOKIE}=${visitor.cookies.get(SESSION_COOKIE)}; ${XSRF_COOKIE}=${xsrf}`,
    xsrf: decodeURIComponent(xsrf),
    productIds,
    itemIds: cart.data.items.map((i) => i.id),
  };
}

/** A running shop and a connection to its database. */
type ShopToPrepare = { origin: string; database: Database };

const cartOf = (products: number[], n: number) =>
  Array.from({ length: 2 + (n % 2) }, (_, k) => products[(n * 3 + k) % products.length]);

/** Shoppers who signed in through POST /customer/login (scrypt and all), each with a cart ready for checkout. */
export async function signedInShoppers(shop: ShopToPrepare, count: number): Promise<Shopper[]> {
  const customers = await addCustomers(shop.database.db, 'cart', count);
  const products = await simpleProducts(shop.database.db);
  return Promise.all(
    customers.map(async (_id, n) => {
      const visitor = new Visitor(shop.origin);
      await visitor.call('GET', '/api/checkout/cart'); // the XSRF cookie first, as a page visit gives it
      await visitor.call('POST', '/customer/login', { email: `bench-cart-${n}@example.com`, password: PASSWORD });
      return fillAndChoose(visitor, cartOf(products, n));
    }),
  );
}

/**
 * One shopper per order to place (an order closes its cart). Thousands of scrypt sign-ins would
 * take minutes, so each gets the session row a sign-in writes ({customerId}); the cart, address,
 * shipping and payment choices still go through the shop's calls.
 */
export async function shoppersReadyToOrder(shop: ShopToPrepare, count: number, batch = 25): Promise<Shopper[]> {
  const customers = await addCustomers(shop.database.db, 'order', count);
  const products = await simpleProducts(shop.database.db);
  const now = Date.now();
  const sessions = customers.map((customerId) => ({
    id: randomBytes(32).toString('base64url'),
    customer_id: customerId,
    data: JSON.stringify({ customerId }),
    expires_at: new Date(now + 24 * 3600 * 1000).toISOString(),
    updated_at: new Date(now).toISOString(),
  }));
  await insertRows(shop.database.db, 'sessions', sessions);
  const shoppers: Shopper[] = [];
  for (let i = 0; i < sessions.length; i += batch) {
    shoppers.push(
      ...(await Promise.all(
        sessions.slice(i, i + batch).map(async (session, k) => {
          const visitor = new Visitor(shop.origin);
          visitor.cookies.set(SESSION_COOKIE, session.id);
          await visitor.call('GET', '/api/checkout/cart');
          return fillAndChoose(visitor, cartOf(products, i + k));
        }),
      )),
    );
  }
  return shoppers;
}
