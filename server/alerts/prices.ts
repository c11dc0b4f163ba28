import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { quote, runningCampaignsFor } from '../catalog/pricing';
import type { StockItem } from './stock';

/** A product or variant as an alert names it: "product:variant" (variant 0: the product itself). */
export const itemKey = ({ productId, variantId }: StockItem): string => `${productId}:${variantId}`;

/**
 * What a shopper pays for one of each product or variant at `now`, in poisha, by the one price rule
 * (catalog/pricing.ts): a variant's own price and special price, or the product's (a configurable
 * product asked for as a whole is priced by its first variant on sale), less the best running
 * campaign covering the product. Products off sale or gone are left out.
 */
export async function pricesNow(db: Kysely<DB>, items: StockItem[], now = new Date()): Promise<Map<string, number>> {
  const prices = new Map<string, number>();
  if (items.length === 0) return prices;
  const productIds = [...new Set(items.map((i) => i.productId))];
  const [products, variants] = await Promise.all([
    db
      .selectFrom('products')
      .select(['id', 'type', 'price', 'special_price', 'brand_id'])
      .where('id', 'in', productIds)
      .where('status', '=', 1)
      .execute(),
    db
      .selectFrom('product_variants')
      .select(['id', 'product_id', 'price', 'special_price'])
      .where('product_id', 'in', productIds)
      .where('status', '=', 1)
      .orderBy('product_id')
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  const campaigns = await runningCampaignsFor(db, products, now);
  for (const item of items) {
    const product = products.find((p) => p.id === item.productId);
    if (!product) continue;
    const own = variants.filter((v) => v.product_id === product.id);
    const variant = item.variantId
      ? own.find((v) => v.id === item.variantId)
      : product.type === 'configurable'
        ? own[0]
        : undefined;
    if (item.variantId && !variant) continue;
    const priced = variant ?? product;
    const special = priced.special_price === null ? null : Number(priced.special_price);
    prices.set(itemKey(item), quote(Number(priced.price), special, campaigns.get(product.id)).final);
  }
  return prices;
}
