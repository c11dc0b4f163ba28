import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { seedCoupons } from '../db/seed/coupons';
import type { Browser } from '../test/testApp';

/** A few products of each kind the cart meets, the demo coupons, prices in poisha. */
export async function insertCartFixtures(db: Kysely<DB>) {
  const product = (values: Partial<Insertable<DB['products']>> & { sku: string; price: number }) =>
    db
      .insertInto('products')
      .values({ type: 'simple', name: values.sku, url_key: values.sku.toLowerCase(), min_price: values.price, ...values })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  const rice = await product({ sku: 'RICE', name: 'Chinigura Rice 1kg', price: 15000, special_price: 13500 });
  const tea = await product({ sku: 'TEA', name: 'Sylhet Tea 500g', price: 60000, description: '<p>Strong leaf tea</p>' });
  const phone = await product({ sku: 'PHONE', name: 'Walton Phone', price: 2000000 });
  const kurta = await product({ sku: 'KURTA', name: 'Cotton Kurta', type: 'configurable', price: 250000 });
  const hidden = await product({ sku: 'OLD', name: 'Old Stock', price: 10000, status: 0 });
  const red = await db.insertInto('product_variants').values({ product_id: kurta, sku: 'KURTA-RED', name: 'Cotton Kurta Red M', price: 250000, special_price: 220000 }).returning('id').executeTakeFirstOrThrow();
  const blue = await db.insertInto('product_variants').values({ product_id: kurta, sku: 'KURTA-BLUE', name: 'Blue L', price: 260000, position: 1, status: 0 }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('product_images').values([
    { product_id: rice, path: 'product/1/main-1.webp' },
    { product_id: kurta, variant_id: red.id, path: 'product/4/main-red.webp' },
  ]).execute();
  const campaign = await db
    .insertInto('campaigns')
    .values({ slug: 'tech-week', title: 'Tech Week', discount_type: 'Percentage', discount: 1000, starts_at: '2020-01-01T00:00:00.000Z', ends_at: '2099-01-01T00:00:00.000Z' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('campaign_products').values({ campaign_id: campaign.id, product_id: phone }).execute();
  await seedCoupons(db);
  return { rice, tea, phone, kurta, hidden, red: red.id, blue: blue.id, campaign: campaign.id };
}

export type CartFixtures = Awaited<ReturnType<typeof insertCartFixtures>>;

export const SHOPPER = {
  first_name: 'Karim',
  last_name: 'Ahmed',
  email: 'karim@example.com',
  phone: '01812345678',
  password: 'secret123',
  password_confirmation: 'secret123',
  is_subscribed: true,
};

/** Registers and signs in a shopper in this browser; other fields override SHOPPER's. */
export async function signUpAndIn(browser: Browser, overrides: Partial<typeof SHOPPER> = {}) {
  const shopper = { ...SHOPPER, ...overrides };
  const registered = await browser.post('/customer/register', shopper);
  if (registered.statusCode !== 200) throw new Error(`registration failed: ${registered.body}`);
  const login = await browser.post('/customer/login', { email: shopper.email, password: shopper.password });
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
  return shopper;
}
