import { randomBytes, scryptSync } from 'node:crypto';
import { Browser } from './browser';
import type { TestShop } from './testShop';

/** The registration form as a shopper fills it in (tests of registration change a field or two). */
export const SHOPPER = {
  first_name: 'Karim',
  last_name: 'Ahmed',
  email: 'karim@example.com',
  phone: '01812345678',
  password: 'mango-season-24',
  password_confirmation: 'mango-season-24',
  is_subscribed: true,
};

const PASSWORD = 'secret-pass-1';
let serial = 0;

/**
 * Registers a new customer (first name `name`, last name Uddin, not subscribed) through the
 * registration form in this browser, with an email and phone number no one has yet. It does not
 * sign in: registration never does.
 */
export async function register(browser: Browser, name = 'Rahim'): Promise<{ email: string; password: string }> {
  serial += 1;
  const n = String(serial).padStart(8, '0');
  const email = `${name.toLowerCase()}${n}@example.com`;
  // Each from an address of its own, as real shoppers are: registrations are limited per address.
  const registered = await browser.request({
    method: 'POST',
    url: '/customer/register',
    remoteAddress: `10.${(serial >> 16) & 255}.${(serial >> 8) & 255}.${serial & 255}`,
    payload: {
      first_name: name,
      last_name: 'Uddin',
      email,
      phone: `017${n}`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      is_subscribed: false,
    },
  });
  if (registered.statusCode !== 200) throw new Error(`registration failed: ${registered.body}`);
  return { email, password: PASSWORD };
}

/**
 * PASSWORD's hash as signedInShopper's accounts keep it: the form password.ts stores
 * (scrypt$N$r$p$salt$hash), at a lower cost than a registration's. verifyPassword takes the cost
 * from the stored hash, as for an account made before the cost was raised, so each sign-in is
 * checked the shop's own way, without the memory-hard work that makes a guess dear, the costliest
 * step of a sign-in: tests of signing in and registering (customer/, password.ts) use that cost.
 */
const passwordHash = (() => {
  const [N, r, p] = [2 ** 10, 8, 1];
  const salt = randomBytes(16);
  const key = scryptSync(PASSWORD, salt, 32, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
})();

/**
 * A new customer's browser, signed in through the shop's sign-in form. The account is written as registration
 * writes it (first name `name`, last name Uddin, not subscribed, an email and phone number no one has yet) with
 * PASSWORD's hash (passwordHash): tests of registration itself use `register` and its form.
 */
export async function signedInShopper(
  shop: TestShop,
  name = 'Rahim',
): Promise<{ browser: Browser; customerId: number; email: string; password: string }> {
  serial += 1;
  const n = String(serial).padStart(8, '0');
  const email = `${name.toLowerCase()}${n}@example.com`;
  const { id } = await shop.database.db
    .insertInto('customers')
    .values({
      first_name: name,
      last_name: 'Uddin',
      email,
      phone: `017${n}`,
      password_hash: passwordHash,
      is_subscribed: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const browser = new Browser(shop.app);
  const signedIn = await browser.post('/customer/login', { email, password: PASSWORD });
  if (signedIn.statusCode !== 200) throw new Error(`sign-in failed: ${signedIn.body}`);
  return { browser, customerId: id, email, password: PASSWORD };
}

/**
 * Puts these lines (product id, quantity) into the shopper's cart and applies the coupon, as the shop's islands do; the
 * cart's id.
 */
export async function fillCart(
  browser: Browser,
  lines: [number, number][],
  couponCode: string | null = null,
): Promise<number> {
  for (const [product_id, quantity] of lines) {
    const added = await browser.post('/api/checkout/cart', { product_id, quantity });
    if (added.statusCode !== 200) throw new Error(added.body);
  }
  if (couponCode) {
    const applied = await browser.post('/api/checkout/cart/coupon', { code: couponCode });
    if (applied.statusCode !== 200) throw new Error(applied.body);
  }
  return (await browser.get('/api/checkout/cart')).json().data.id;
}

/** Add New Address with the courier place Dhaka / Gulshan / Gulshan 2 of the local rate table. */
export const GULSHAN_HOME = {
  first_name: 'Karim',
  last_name: 'Ahmed',
  address: ['House 12, Road 5'],
  email: 'karim@example.com',
  country: 'BD',
  state: 'Dhaka',
  city: 'Gulshan',
  postcode: '1212',
  phone: '01712345678',
  city_id: 1,
  zone_id: 101,
  area_id: 10102,
  area: 'Gulshan 2',
  default_address: true,
};

/**
 * Chooses the checkout's steps as the checkout island does: GULSHAN_HOME saved and chosen,
 * Express, cash on delivery. The order is then ready to place.
 */
export async function chooseCheckout(browser: Browser): Promise<void> {
  const address = (await browser.post('/customer/account/addresses/create', GULSHAN_HOME)).json().data;
  await browser.post('/api/checkout/onepage/addresses', {
    address_id: address.id,
    billing: address,
    shipping: address,
  });
  await browser.post('/api/checkout/onepage/shipping-methods', { shipping_method: 'flatrate_flatrate' });
  await browser.post('/api/checkout/onepage/payment-methods', { payment: { method: 'cashondelivery' } });
}

/**
 * Fills the cart and checks it out as the checkout island does (Gulshan, Express, cash on delivery); the new order's
 * id.
 */
export async function orderThrough(
  browser: Browser,
  lines: [number, number][],
  couponCode: string | null = null,
): Promise<number> {
  await fillCart(browser, lines, couponCode);
  await chooseCheckout(browser);
  const placed = await browser.post('/api/checkout/onepage/orders', {});
  if (placed.statusCode !== 200) throw new Error(placed.body);
  return placed.json().data.order.id;
}
