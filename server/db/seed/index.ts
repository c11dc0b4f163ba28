import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { seedCategories } from './categories';

export interface SeedOptions {
  /** Where generated product images go (served at /storage). */
  storageDir: string;
  log?: (line: string) => void;
}

/** True when the shop has never been seeded (no category at all, not even root). */
export async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  return !row;
}

/** Removes the demo data (everything but sessions and settings) so a seed starts clean. */
export async function clearShopData(db: Kysely<DB>): Promise<void> {
  const tables = [
    'order_addresses', 'order_items', 'orders', 'coupons', 'addresses', 'compare_items', 'wishlist_items',
    'cart_items', 'carts', 'login_throttle', 'customers', 'flash_deals', 'campaign_brands', 'campaign_categories',
    'campaign_products', 'campaigns', 'related_products', 'product_images', 'product_variants', 'product_sizes',
    'product_colors', 'product_categories', 'products', 'sizes', 'colors', 'brand_filterable_attributes', 'brands',
    'category_filterable_attributes', 'categories',
  ] as const;
  for (const table of tables) await db.deleteFrom(table).execute();
}

/** The demo shop. */
export async function seedDatabase(db: Kysely<DB>, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => {});
  await db.transaction().execute(async (trx) => {
    const categories = await seedCategories(trx);
    log(`seeded ${categories} categories`);
  });
}
