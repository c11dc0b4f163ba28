import { Browser, type TestShop } from '../../test/testApp';

let serial = 0;

/** A new customer's browser: registered and signed in through the shop's own forms. */
export async function signedInShopper(shop: TestShop, name = 'Rahim'): Promise<{ browser: Browser; customerId: number }> {
  serial += 1;
  const n = String(serial).padStart(8, '0');
  const email = `${name.toLowerCase()}${n}@example.com`;
  const browser = new Browser(shop.app);
  const registered = await browser.post('/customer/register', {
    first_name: name, last_name: 'Uddin', email, phone: `017${n}`,
    password: 'secret-pass-1', password_confirmation: 'secret-pass-1', is_subscribed: false,
  });
  if (registered.statusCode !== 200) throw new Error(registered.body);
  const signedIn = await browser.post('/customer/login', { email, password: 'secret-pass-1' });
  if (signedIn.statusCode !== 200) throw new Error(signedIn.body);
  const { id } = await shop.database.db.selectFrom('customers').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { browser, customerId: id };
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

/** Puts these lines (product id, quantity) into the shopper's cart and applies the coupon, as the shop's islands do; the cart's id. */
export async function fillCart(browser: Browser, lines: [number, number][], couponCode: string | null = null): Promise<number> {
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
