import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { seedCoupons } from '../seed/coupons';

/**
 * A few products of each kind the cart meets (special price, variants, disabled, in a campaign), the demo coupons;
 * prices in poisha.
 */
export async function insertCartFixtures(db: Kysely<DB>) {
  const product = (values: Partial<Insertable<DB['products']>> & { sku: string; price: number }) =>
    db
      .insertInto('products')
      .values({
        type: 'simple',
        name: values.sku,
        url_key: values.sku.toLowerCase(),
        min_price: values.price,
        ...values,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  const rice = await product({ sku: 'RICE', name: 'Chinigura Rice 1kg', price: 15000, special_price: 13500 });
  const tea = await product({
    sku: 'TEA',
    name: 'Sylhet Tea 500g',
    price: 60000,
    description: '<p>Strong leaf tea</p>',
  });
  const phone = await product({ sku: 'PHONE', name: 'Walton Phone', price: 2000000 });
  const kurta = await product({ sku: 'KURTA', name: 'Cotton Kurta', type: 'configurable', price: 250000 });
  const hidden = await product({ sku: 'OLD', name: 'Old Stock', price: 10000, status: 0 });
  const red = await db
    .insertInto('product_variants')
    .values({ product_id: kurta, sku: 'KURTA-RED', name: 'Cotton Kurta Red M', price: 250000, special_price: 220000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const blue = await db
    .insertInto('product_variants')
    .values({ product_id: kurta, sku: 'KURTA-BLUE', name: 'Blue L', price: 260000, position: 1, status: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('product_images')
    .values([
      { product_id: rice, path: 'product/1/main-1.webp' },
      { product_id: kurta, variant_id: red.id, path: 'product/4/main-red.webp' },
    ])
    .execute();
  const campaign = await db
    .insertInto('campaigns')
    .values({
      slug: 'tech-week',
      title: 'Tech Week',
      discount_type: 'Percentage',
      discount: 1000,
      starts_at: '2020-01-01T00:00:00.000Z',
      ends_at: '2099-01-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('campaign_products').values({ campaign_id: campaign.id, product_id: phone }).execute();
  await seedCoupons(db);
  return { rice, tea, phone, kurta, hidden, red: red.id, blue: blue.id, campaign: campaign.id };
}

export type CartFixtures = Awaited<ReturnType<typeof insertCartFixtures>>;

export interface Shelves {
  panjabi: number;
  saree: number;
}

/**
 * For checking out: two simple products, a panjabi at ৳ 1,500 (special ৳ 1,200) and a saree at
 * ৳ 2,450, and the coupon EID10 (10 % off from ৳ 1,000, at most 100 uses). Prices in poisha.
 */
export async function stockShelves(db: Kysely<DB>): Promise<Shelves> {
  const product = (sku: string, name: string, price: number, special: number | null) =>
    db
      .insertInto('products')
      .values({
        type: 'simple',
        sku,
        name,
        url_key: sku,
        price,
        special_price: special,
        min_price: special ?? price,
        short_description: null,
        description: null,
        video_link: null,
        brand_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const panjabi = await product('panjabi-1', 'Cotton Panjabi', 150000, 120000);
  const saree = await product('saree-1', 'Jamdani Saree', 245000, null);
  await db
    .insertInto('coupons')
    .values({
      code: 'EID10',
      type: 'percentage',
      value: 1000,
      min_order: 100000,
      max_discount: null,
      usage_limit: 100,
      times_used: 0,
      status: 1,
    })
    .execute();
  return { panjabi: panjabi.id, saree: saree.id };
}
