import type { Kysely } from 'kysely';
import { refreshEffectivePrices } from '../catalog/effectivePrices';
import type { DB } from '../db/schema';
import { blogDrawings, seedBlog } from './blog';
import { BRANDS, DEPARTMENTS } from './catalogue';
import { seedCampaigns } from './campaigns';
import { seedCareers } from './careers';
import { seedCategories } from './categories';
import { seedCoupons } from './coupons';
import { seedCustomers } from './customers';
import { brandLogo, campaignBanner, categoryLogo, defaultDrawings, type Art } from './images';
import { analyzeAfterSeed } from './insert';
import { seedOrderHistories } from './orderHistories';
import { seedReviews } from './reviews';
import { slugify, type ImageMode } from './products';
import { recordSeedPictures, SeedPictures, type SeedPicture } from './seedPictures';
import { CATEGORY_TINTS, seedProducts, seedReferenceData } from './shop';

/** The demo shop's size: over 500 products, each with its own pictures. */
export const DEMO_PRODUCTS = 600;

export interface SeedOptions {
  /** Where generated product images go (served at /storage). */
  storageDir: string;
  /** How many products (default DEMO_PRODUCTS; `npm run seed -- --products 100000` for benchmarks). */
  products?: number;
  /** Own pictures per product, or a shared pool; by default own up to 2,000 products. */
  images?: ImageMode;
  /** The seed's clock: campaigns and flash deals run from a day or two before it. */
  now?: Date;
  /**
   * The pictures: recorded and drawn (true, the default), recorded for the server to draw once it
   * serves ('later', seedPictures.ts), or neither (false: tests of the calls).
   */
  drawImages?: boolean | 'later';
  /** The picture cache's folder (pictureCache.ts); its default when absent. */
  pictureCache?: string;
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
    'resumes',
    'job_posts',
    'content_pages',
    'blog_comments',
    'blogs',
    'blog_categories',
    'reviews',
    'order_status_events',
    'order_addresses',
    'order_items',
    'orders',
    'coupons',
    'addresses',
    'compare_items',
    'wishlist_items',
    'cart_items',
    'carts',
    'login_throttle',
    'customers',
    'flash_deals',
    'campaign_brands',
    'campaign_categories',
    'campaign_products',
    'campaigns',
    'related_products',
    'product_images',
    'product_variants',
    'product_sizes',
    'product_colors',
    'product_categories',
    'products',
    'sold_count_changes',
    'sizes',
    'colors',
    'brand_filterable_attributes',
    'brands',
    'category_filterable_attributes',
    'categories',
  ] as const;
  for (const table of tables) await db.deleteFrom(table).execute();
}

/** The demo shop: catalogue rows in one transaction, then its pictures (recorded, and drawn unless 'later'). */
export async function seedDatabase(db: Kysely<DB>, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => {});
  const count = options.products ?? DEMO_PRODUCTS;
  const mode = options.images ?? (count <= 2000 ? 'own' : 'pool');
  const now = options.now ?? new Date();
  const arts = new Map<string, Art>();
  let started = Date.now();
  const { banners, reviewPhotos } = await db.transaction().execute(async (trx) => {
    const categories = await seedCategories(trx);
    const refs = await seedReferenceData(trx, categories);
    const products = await seedProducts(trx, refs, count, mode, now, arts);
    const campaignBanners = await seedCampaigns(trx, refs, products, now);
    // Other areas add their demo rows here, in the same transaction (coupons, customers ...).
    await seedCoupons(trx, now);
    await seedCustomers(trx);
    const photos = await seedReviews(trx, products, now);
    await seedOrderHistories(trx, products, now);
    // The demo's order histories are its past, not news: no shopper is owed an SMS for them.
    await trx.deleteFrom('sms_outbox').execute();
    await seedBlog(trx, now);
    await seedCareers(trx, now);
    log(
      `seeded ${categories.size} categories, ${BRANDS.length} brands, ${count} products, 2 campaigns, reviews, ` +
        `the blog and careers in ${Date.now() - started} ms`,
    );
    return { banners: campaignBanners, reviewPhotos: photos };
  });

  // Priced now, so the first listing sorted by price does not wait for 100,000 products to be priced.
  await refreshEffectivePrices(db, now);
  await analyzeAfterSeed(db);
  if (options.drawImages === false) return;
  started = Date.now();
  const dir = options.storageDir;
  const products = [...arts.values()];
  // In the order a first visit needs them: the home page's, then the product pages'.
  await recordSeedPictures(dir, [
    ...[
      ...defaultDrawings(),
      ...DEPARTMENTS.map((d, i) => categoryLogo(`category/${d.slug}.webp`, d.slug, CATEGORY_TINTS[i])),
      ...BRANDS.map((b) => brandLogo(`brand/${slugify(b.name)}.webp`, b.name, b.tint)),
      ...banners.map((b) => campaignBanner(b.path, b.title, b.offer, b.colour)),
      ...blogDrawings(),
    ].map((drawing): SeedPicture => ({ drawing })),
    ...products.filter((art) => art.base).map((art) => ({ art })),
    ...products.filter((art) => !art.base).map((art) => ({ art })),
    ...products.map((art) => ({ art, thumbnail: true as const })),
    ...reviewPhotos.map((review) => ({ review })),
  ]);
  if (options.drawImages === 'later') return;
  const drawn = await new SeedPictures(dir, options.pictureCache).drawAll(16);
  log(
    `drew ${drawn} pictures (${arts.size} of products, their thumbnails and ${reviewPhotos.length} review ` +
      `photos) in ${Date.now() - started} ms under ${dir}`,
  );
}
