import { sql, type Insertable, type Kysely } from 'kysely';
import { incrementIdOf } from '../orders/placeOrder';
import type { DB } from '../db/schema';
import { DEMO_CUSTOMER } from './customers';
import { insertRows, nextId, syncIdSequences } from './insert';
import { Random } from './random';
import { COMMENTS, FIRST_NAMES, LAST_NAMES, REMARKS, TITLES } from './reviewTexts';
import type { ProductSummary } from './shop';

const DAY = 24 * 3600 * 1000;
/** About a third of the products have reviews. */
const REVIEWED_SHARE = 1 / 3;
const REVIEWERS = 48;
/** Reviews with photos in the whole seed, however large (each photo is drawn). */
const MAX_PHOTOS = 8;
const SHIPPING = 6000;

/** How a product's reviewers feel about it: the chance of 5, 4, 3, 2 and 1 stars. */
const MOODS = [
  { share: 0.4, stars: [0.65, 0.25, 0.07, 0.02, 0.01] },
  { share: 0.35, stars: [0.35, 0.4, 0.15, 0.06, 0.04] },
  { share: 0.17, stars: [0.2, 0.25, 0.25, 0.15, 0.15] },
  { share: 0.08, stars: [0.08, 0.12, 0.25, 0.25, 0.3] },
];
/** Where the demo orders went: district, thana, postcode. */
const PLACES = [
  ['Dhaka', 'Dhanmondi', '1209'],
  ['Dhaka', 'Mirpur', '1216'],
  ['Chattogram', 'Panchlaish', '4203'],
  ['Sylhet', 'Kotwali', '3100'],
  ['Rajshahi', 'Boalia', '6000'],
  ['Khulna', 'Sonadanga', '9100'],
];

/** A photo a demo review shows, drawn after the rows from the product's own picture. */
export interface ReviewPhotoPlan {
  source: string;
  small: string;
  large: string;
  seed: number;
}

interface Reviewer {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

/** Picks from weights that add up to 1. */
function weighted(random: Random, weights: number[]): number {
  let roll = random.next();
  const index = weights.findIndex((w) => (roll -= w) < 0);
  return index < 0 ? weights.length - 1 : index;
}

/** The reviewers: customers with Bangladeshi names who cannot sign in (no password matches '!'). */
async function insertReviewers(db: Kysely<DB>, random: Random): Promise<Reviewer[]> {
  const rows = Array.from({ length: REVIEWERS }, (_, n) => {
    const first_name = FIRST_NAMES[n % FIRST_NAMES.length];
    const last_name = random.pick(LAST_NAMES);
    const email = `${first_name}.${last_name}${n + 1}@reviewers.haat.test`.toLowerCase();
    return { first_name, last_name, email, phone: `0185${String(5000000 + n).padStart(7, '0')}`, password_hash: '!' };
  });
  await insertRows(db, 'customers', rows);
  const ids = new Map(
    (
      await db.selectFrom('customers').select(['id', 'email']).where('email', 'like', '%@reviewers.haat.test').execute()
    ).map((c) => [c.email, c.id]),
  );
  return rows.map((r) => ({ ...r, id: ids.get(r.email)! }));
}

/**
 * Demo reviews for about a third of the products: 1 to 8 each from Bangladeshi reviewers, stars by
 * the product's mood, over the last 300 days; a little over half are verified purchases (a
 * completed order of the product, a few days before the review), a few carry photos. The demo
 * customer has bought two products and reviewed the first. Each product's count and star total
 * are set from its reviews. Answers the photos to draw.
 */
export async function seedReviews(db: Kysely<DB>, products: ProductSummary[], now: Date): Promise<ReviewPhotoPlan[]> {
  const random = new Random(8008);
  const reviewers = await insertReviewers(db, random);
  const demo = await db
    .selectFrom('customers')
    .select(['id', 'first_name', 'last_name', 'email', 'phone'])
    .where('email', '=', DEMO_CUSTOMER.email)
    .executeTakeFirstOrThrow();
  const ids = { cart: await nextId(db, 'carts'), order: await nextId(db, 'orders') };
  const reviews: Insertable<DB['reviews']>[] = [];
  const carts: Insertable<DB['carts']>[] = [];
  const orders: Insertable<DB['orders']>[] = [];
  const items: Insertable<DB['order_items']>[] = [];
  const addresses: Insertable<DB['order_addresses']>[] = [];
  const photoProducts: { productId: number; paths: { small: string; large: string }[]; seed: number }[] = [];
  let photos = 0;

  const order = (customer: Reviewer, product: ProductSummary, at: Date) => {
    const id = ids.order++;
    const cartId = ids.cart++;
    const created_at = at.toISOString();
    const [state, city, postcode] = PLACES[id % PLACES.length];
    const person = {
      first_name: customer.first_name,
      last_name: customer.last_name,
      email: customer.email,
      phone: customer.phone,
    };
    carts.push({ id: cartId, customer_id: customer.id, is_active: 0, created_at, updated_at: created_at });
    orders.push({
      id,
      increment_id: incrementIdOf(id),
      customer_id: customer.id,
      status: 'completed',
      cart_id: cartId,
      customer_first_name: person.first_name,
      customer_last_name: person.last_name,
      customer_email: person.email,
      customer_phone: person.phone,
      shipping_method: 'free_free',
      shipping_title: 'Pathao Regular',
      payment_method: 'cashondelivery',
      payment_title: 'Cash On Delivery',
      sub_total: product.price,
      discount_amount: 0,
      shipping_amount: SHIPPING,
      tax_amount: 0,
      grand_total: product.price + SHIPPING,
      created_at,
    });
    items.push({
      order_id: id,
      product_id: product.id,
      sku: product.sku,
      name: product.name,
      price: product.price,
      qty_ordered: 1,
      total: product.price,
      tax_percent: 0,
      tax_amount: 0,
    });
    for (const address_type of ['billing', 'shipping'] as const) {
      addresses.push({
        order_id: id,
        address_type,
        ...person,
        address1: `House ${(id % 40) + 1}, Road ${(id % 12) + 1}`,
        city,
        state,
        postcode,
        country: 'BD',
      });
    }
  };

  const review = (
    r: Random,
    customer: Reviewer,
    product: ProductSummary,
    stars: number,
    at: Date,
    verified: boolean,
  ) => {
    if (verified) order(customer, product, new Date(at.getTime() - r.int(2, 12) * DAY));
    const remark = REMARKS[product.department];
    const comment = r.pick(COMMENTS[stars - 1]) + (remark && r.chance(0.5) ? ` ${r.pick(remark)}` : '');
    const photoCount = stars >= 3 && photos < MAX_PHOTOS && r.chance(0.05) ? r.int(1, 2) : 0;
    const paths = Array.from({ length: photoCount }, (_, n) => {
      const base = `review/${product.id}/seed-${reviews.length + 1}-${n + 1}`;
      return { small: `${base}-small.webp`, large: `${base}-large.webp` };
    });
    if (paths.length) photoProducts.push({ productId: product.id, paths, seed: reviews.length });
    photos += paths.length;
    reviews.push({
      product_id: product.id,
      customer_id: customer.id,
      title: r.pick(TITLES[stars - 1]),
      comment,
      rating: stars,
      photos: JSON.stringify(paths),
      created_at: at.toISOString(),
    });
  };

  products.forEach((product, index) => {
    const r = new Random(0xfeed + index * 31);
    if (!r.chance(REVIEWED_SHARE)) return;
    const mood =
      MOODS[
        weighted(
          r,
          MOODS.map((m) => m.share),
        )
      ];
    for (const customer of r.sample(reviewers, 1 + Math.floor(r.next() ** 2 * 8))) {
      const at = new Date(now.getTime() - r.int(1, 300) * DAY - r.int(0, 86399) * 1000);
      review(r, customer, product, 5 - weighted(r, mood.stars), at, r.chance(0.55));
    }
  });
  const [bought, alsoBought] = products;
  if (bought) review(random, demo, bought, 5, new Date(now.getTime() - 3 * DAY), true);
  if (alsoBought) order(demo, alsoBought, new Date(now.getTime() - 9 * DAY));

  for (const [table, rows] of [
    ['carts', carts],
    ['orders', orders],
    ['order_items', items],
    ['order_addresses', addresses],
    ['reviews', reviews],
  ] as const) {
    await insertRows(db, table, rows as never[]);
  }
  await syncIdSequences(db, ['carts', 'orders']);
  await sql`update products set
    reviews_count = (select count(*) from reviews r where r.product_id = products.id),
    rating_total = (select coalesce(sum(r.rating), 0) from reviews r where r.product_id = products.id)
    where id in (select product_id from reviews)`.execute(db);
  return photoPlans(db, photoProducts);
}

/** Each photo's source: the reviewed product's first picture. */
async function photoPlans(
  db: Kysely<DB>,
  wanted: { productId: number; paths: { small: string; large: string }[]; seed: number }[],
): Promise<ReviewPhotoPlan[]> {
  if (wanted.length === 0) return [];
  const images = await db
    .selectFrom('product_images')
    .select(['product_id', 'path'])
    .where(
      'product_id',
      'in',
      wanted.map((w) => w.productId),
    )
    .orderBy('position')
    .orderBy('id')
    .execute();
  return wanted.flatMap(({ productId, paths, seed }) => {
    const source = images.find((i) => i.product_id === productId)?.path;
    return source ? paths.map((p, n) => ({ source, ...p, seed: seed * 10 + n })) : [];
  });
}
