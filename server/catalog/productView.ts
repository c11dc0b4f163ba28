import type { Kysely } from 'kysely';
import type { Product, ProductImage, Variant } from '../../shared/api/contract';
import type { DB } from '../db/schema';
import { toTaka } from '../lib/money';
import { averageRating } from './rating';
import type { Language } from '../../shared/i18n/languages';
import { nameIn, variantNameIn } from './names';
import { campaignsCovering, quote, runningCampaigns } from './pricing';
import { productRows } from './productRows';
import { nothingToSell, soldOutIn } from '../stock/soldOut';

/**
 * Image paths (relative to /storage/): a product's main image is stored in product_images.path,
 * e.g. product/12/main-1.webp (430x510); its 80x80 thumbnail sits beside it with "main-" replaced
 * by "thumb-" (product/12/thumb-1.webp). thumbnailPath() derives it.
 */
export function thumbnailPath(mainPath: string): string {
  return mainPath.replace(/(^|\/)main-([^/]*)$/, '$1thumb-$2');
}

const taka = (poisha: number | null): number | null => (poisha === null ? null : toTaka(Number(poisha)));

/** Ascending by position, then id (the order the shop shows images and variants in). */
const byPosition = <T extends [number, ...unknown[]]>(rows: T[], position: (row: T) => number): T[] =>
  [...rows].sort((a, b) => position(a) - position(b) || a[0] - b[0]);

/**
 * The storefront's Product for each active id, in the order of `ids` (unknown or disabled ids are
 * left out). Prices in taka by the price rules of pricing.ts; a configurable product is priced by
 * its first variant. Names in the shopper's language (names.ts). One statement whatever the number
 * of ids (productRows.ts), which says what of them is out of stock too: a product the shop has none of is sold_out.
 */
export async function loadProducts(
  db: Kysely<DB>,
  ids: number[],
  language: Language,
  now = new Date(),
): Promise<Product[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const [rows, running] = await Promise.all([productRows(db, wanted), runningCampaigns(db, now)]);

  const byId = new Map<number, Product>();
  for (const row of rows) {
    if (row.status !== 1) continue;
    const ownImages: ProductImage[] = [];
    const variantImages = new Map<number, ProductImage[]>();
    for (const [id, variantId, path] of byPosition(row.images, (i) => i[3])) {
      if (variantId === null) ownImages.push({ id, path });
      else variantImages.set(variantId, [...(variantImages.get(variantId) ?? []), { id, path }]);
    }
    const variants = byPosition(row.variants, (v) => v[4]);
    const productVariants: Variant[] = variants.map(([id, name, price, specialPrice]) => ({
      id,
      name: variantNameIn(language, name, row.name, row.name_bn),
      price: toTaka(Number(price)),
      special_price: taka(specialPrice),
      images: variantImages.get(id) ?? [],
    }));
    const first = row.type === 'configurable' ? variants[0] : undefined;
    const campaigns = campaignsCovering(running, row.campaign_ids, row.brand_id);
    const priced = quote(
      Number(first ? first[2] : row.price),
      nullable(first ? first[3] : row.special_price),
      campaigns,
    );
    const shown = ownImages.length ? ownImages : (productVariants[0]?.images ?? []);
    const soldOut = nothingToSell(
      soldOutIn(row.sold_out),
      productVariants.map((v) => v.id),
    );
    byId.set(row.id, {
      id: row.id,
      type: row.type,
      name: nameIn(language, row.name, row.name_bn),
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
      // Only a sold-out product carries the field: the others' answers stay as they were.
      ...(soldOut && { sold_out: true }),
    });
  }
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

const nullable = (value: number | null): number | null => (value === null ? null : Number(value));
