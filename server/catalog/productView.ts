import type { Kysely } from 'kysely';
import type { Product, ProductImage, Variant } from '../../shared/api/contract';
import type { DB } from '../db/schema';
import { toTaka } from '../lib/money';
import { averageRating } from '../reviews/rating';
import { quote, runningCampaignsFor } from './pricing';

/**
 * Image paths (relative to /storage/): a product's main image is stored in product_images.path,
 * e.g. product/12/main-1.webp (430x510); its 80x80 thumbnail sits beside it with "main-" replaced
 * by "thumb-" (product/12/thumb-1.webp). thumbnailPath() derives it.
 */
export function thumbnailPath(mainPath: string): string {
  return mainPath.replace(/(^|\/)main-([^/]*)$/, '$1thumb-$2');
}

const taka = (poisha: number | null): number | null => (poisha === null ? null : toTaka(Number(poisha)));

/**
 * The storefront's Product for each active id, in the order of `ids` (unknown or disabled ids are
 * left out). Prices in taka by the price rules of pricing.ts; a configurable product is priced by
 * its first variant. A constant number of queries whatever the number of ids.
 */
export async function loadProducts(db: Kysely<DB>, ids: number[], now = new Date()): Promise<Product[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const [rows, variants, images] = await Promise.all([
    db
      .selectFrom('products')
      // status is checked below, not here: SQLite would read "status = 1" off the (status, ...)
      // index, every product, instead of seeking the ids.
      .select(['id', 'type', 'name', 'url_key', 'sku', 'price', 'special_price', 'short_description', 'brand_id', 'status', 'reviews_count', 'rating_total'])
      .where('id', 'in', wanted)
      .execute()
      .then((found) => found.filter((p) => p.status === 1)),
    db
      .selectFrom('product_variants')
      .select(['id', 'product_id', 'name', 'price', 'special_price'])
      .where('product_id', 'in', wanted)
      .where('status', '=', 1)
      .orderBy('product_id')
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('product_images')
      .select(['id', 'product_id', 'variant_id', 'path'])
      .where('product_id', 'in', wanted)
      .orderBy('product_id')
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  const campaigns = await runningCampaignsFor(db, rows, now);

  const ownImages = new Map<number, ProductImage[]>();
  const variantImages = new Map<number, ProductImage[]>();
  for (const image of images) {
    const map = image.variant_id === null ? ownImages : variantImages;
    const key = image.variant_id ?? image.product_id;
    const list = map.get(key) ?? [];
    list.push({ id: image.id, path: image.path });
    map.set(key, list);
  }
  const variantsOf = new Map<number, typeof variants>();
  for (const v of variants) variantsOf.set(v.product_id, [...(variantsOf.get(v.product_id) ?? []), v]);

  const byId = new Map<number, Product>();
  for (const row of rows) {
    const productVariants: Variant[] = (variantsOf.get(row.id) ?? []).map((v) => ({
      id: v.id,
      name: v.name,
      price: toTaka(Number(v.price)),
      special_price: taka(v.special_price),
      images: variantImages.get(v.id) ?? [],
    }));
    const first = row.type === 'configurable' ? variantsOf.get(row.id)?.[0] : undefined;
    const priced = quote(Number(first?.price ?? row.price), first ? nullable(first.special_price) : nullable(row.special_price), campaigns.get(row.id));
    const own = ownImages.get(row.id) ?? [];
    const shown = own.length ? own : (productVariants[0]?.images ?? []);
    byId.set(row.id, {
      id: row.id,
      type: row.type,
      name: row.name,
      url_key: row.url_key,
      slug: row.url_key,
      sku: row.sku,
      price: toTaka(priced.regular),
      special_price: taka(priced.special),
      final_price: toTaka(priced.final),
      has_campaign: priced.campaignId !== null,
      images: shown,
      short_description: row.short_description,
      path: shown[0]?.path ?? null,
      product_variants: productVariants,
      reviews_count: Number(row.reviews_count),
      average_rating: averageRating(Number(row.rating_total), Number(row.reviews_count)),
    });
  }
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

const nullable = (value: number | null): number | null => (value === null ? null : Number(value));
