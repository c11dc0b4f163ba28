import { randomBytes } from 'node:crypto';
import { registerCustomer } from '../../customer/customers';
import { SESSION_COOKIE } from '../../plugins/session';
import { Browser, type TestShop } from '../../test/testApp';

let serial = 0;

/** A registered customer's browser, signed in. */
export async function signedInShopper(shop: TestShop, name = 'Rahim'): Promise<{ browser: Browser; customerId: number }> {
  serial += 1;
  const n = String(serial).padStart(8, '0');
  const registered = await registerCustomer(shop.database.db, {
    first_name: name, last_name: 'Uddin', email: `${name.toLowerCase()}${n}@example.com`, phone: `017${n}`,
    password: 'secret-pass-1', password_confirmation: 'secret-pass-1', is_subscribed: false,
  });
  if (!registered.ok) throw new Error(JSON.stringify(registered.errors));
  const browser = new Browser(shop.app);
  const id = randomBytes(32).toString('base64url');
  const now = new Date();
  await shop.database.db.insertInto('sessions').values({
    id, data: JSON.stringify({ customerId: registered.customerId }), customer_id: registered.customerId,
    expires_at: new Date(now.getTime() + 3600_000).toISOString(), updated_at: now.toISOString(),
  }).execute();
  browser.cookies.set(SESSION_COOKIE, id);
  return { browser, customerId: registered.customerId };
}

/** Two simple products: a panjabi at ৳ 1,500 (special ৳ 1,200) and a saree at ৳ 2,450. Prices in poisha. */
export async function stockShelves(shop: TestShop): Promise<{ panjabi: number; saree: number }> {
  const db = shop.database.db;
  const product = (sku: string, name: string, price: number, special: number | null) =>
    db.insertInto('products').values({
      type: 'simple', sku, name, url_key: sku, price, special_price: special, min_price: special ?? price,
      short_description: null, description: null, video_link: null, brand_id: null,
    }).returning('id').executeTakeFirstOrThrow();
  const panjabi = await product(`panjabi-${serial}`, 'Cotton Panjabi', 150000, 120000);
  const saree = await product(`saree-${serial}`, 'Jamdani Saree', 245000, null);
  serial += 1;
  return { panjabi: panjabi.id, saree: saree.id };
}

/** The customer's open cart holding these lines (product id, quantity), with a coupon code or not. */
export async function fillCart(shop: TestShop, customerId: number, lines: [number, number][], couponCode: string | null = null): Promise<number> {
  const db = shop.database.db;
  const { id } = await db.insertInto('carts').values({ customer_id: customerId, coupon_code: couponCode }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('cart_items').values(lines.map(([product_id, quantity]) => ({ cart_id: id, product_id, quantity, variant_id: null, campaign_id: null }))).execute();
  return id;
}

/** A multipart/form-data body as the checkout's FormData sends it, for app.inject. */
export async function formData(fields: Record<string, string | number>): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
}

/** Add New Address with the courier place Dhaka / Gulshan / Gulshan 2 of the local rate table. */
export const GULSHAN_HOME = {
  first_name: 'Karim', last_name: 'Ahmed', address: ['House 12, Road 5'], email: 'karim@example.com', country: 'BD',
  state: 'Dhaka', city: 'Gulshan', postcode: '1212', phone: '01712345678', city_id: 1, zone_id: 101, area_id: 10102, area: 'Gulshan 2', default_address: true,
};
