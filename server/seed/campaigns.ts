import type { Insertable, Kysely } from 'kysely';
import type { CampaignsTable, DB } from '../db/schema';
import { Random } from './random';
import type { Refs } from './products';
import type { ProductSummary } from './shop';

const DAY = 24 * 3600 * 1000;

export interface Banner {
  path: string;
  title: string;
  offer: string;
  colour: string;
}

/** A campaign and what it covers: whole categories, whole brands, and products of its own. */
async function addCampaign(
  db: Kysely<DB>,
  campaign: Insertable<CampaignsTable>,
  covers: { categories: number[]; brands: number[]; products: number[] },
): Promise<void> {
  const { id } = await db.insertInto('campaigns').values(campaign).returning('id').executeTakeFirstOrThrow();
  const { categories, brands, products } = covers;
  if (categories.length)
    await db
      .insertInto('campaign_categories')
      .values(categories.map((category_id) => ({ campaign_id: id, category_id })))
      .execute();
  if (brands.length)
    await db
      .insertInto('campaign_brands')
      .values(brands.map((brand_id) => ({ campaign_id: id, brand_id })))
      .execute();
  if (products.length)
    await db
      .insertInto('campaign_products')
      .values(products.map((product_id) => ({ campaign_id: id, product_id })))
      .execute();
}

/**
 * Two running campaigns and the flash deals:
 * - Mega Flash Sale (is_flash, 20 % off): women's fashion, Aarong, and the flash-deal products;
 * - Tech & Appliance Week (৳ 500 off): mobiles and tablets, Walton and Singer Bangladesh, plus
 *   hand-picked electronics accessories. Every product it covers costs well over ৳ 500.
 * Both started before the seed and end some days after it (flash 7 days, tech 14 days).
 */
export async function seedCampaigns(
  db: Kysely<DB>,
  refs: Refs,
  products: ProductSummary[],
  now: Date,
): Promise<Banner[]> {
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  const random = new Random(2024);
  // Picks come from the first products (the demo shop), so a large seed keeps the same deals.
  const pool = products.slice(0, 2000);

  const deals = random.sample(
    pool.filter((p) => p.department !== 'groceries'),
    16,
  );
  await addCampaign(
    db,
    {
      slug: 'mega-flash-sale',
      title: 'Mega Flash Sale',
      image: 'campaign/mega-flash-sale.webp',
      is_flash: 1,
      short_description:
        "20% off women's fashion, Aarong crafts and hand-picked flash deals. Hurry, stocks are limited!",
      discount_type: 'Percentage',
      discount: 2000,
      starts_at: at(-1),
      ends_at: at(7),
    },
    {
      categories: [refs.categories.get('womens-fashion')!],
      brands: [refs.brands.get('Aarong')!],
      products: deals.map((p) => p.id),
    },
  );
  if (deals.length) {
    await db
      .insertInto('flash_deals')
      .values(
        deals.map((p, position) => ({
          product_id: p.id,
          top_deal: position < 4 ? 1 : 0,
          position,
          starts_at: at(-1),
          ends_at: at(7),
        })),
      )
      .execute();
  }

  const gadgets = random.sample(
    pool.filter((p) => p.department === 'electronics-accessories' && p.price >= 150000),
    8,
  );
  await addCampaign(
    db,
    {
      slug: 'tech-appliance-week',
      title: 'Tech & Appliance Week',
      image: 'campaign/tech-appliance-week.webp',
      is_flash: 0,
      short_description:
        'Flat ৳500 off phones, tablets, Walton and Singer appliances. Official warranty, cash on delivery.',
      discount_type: 'fixed',
      discount: 50000,
      starts_at: at(-2),
      ends_at: at(14),
    },
    {
      categories: [refs.categories.get('mobiles-tablets')!],
      brands: ['Walton', 'Singer Bangladesh'].map((name) => refs.brands.get(name)!),
      products: gadgets.map((p) => p.id),
    },
  );

  // The banner says Tk: the fonts the seed draws with have no ৳ sign.
  return [
    {
      path: 'campaign/mega-flash-sale.webp',
      title: 'Mega Flash Sale',
      offer: '20% off for 7 days only',
      colour: '#be123c',
    },
    {
      path: 'campaign/tech-appliance-week.webp',
      title: 'Tech & Appliance Week',
      offer: 'Flat Tk 500 off phones and appliances',
      colour: '#1d4ed8',
    },
  ];
}
