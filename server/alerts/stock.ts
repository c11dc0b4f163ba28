import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { soldOutOf } from '../stock/soldOut';

/**
 * The shop's stock (stock_levels): units of a product (variant 0) or of one of its variants. Only what
 * has a row is counted; a row at 0 or below is out of stock, and so is every variant of a product
 * whose own row is (the product is off the shelf whatever its options).
 */

/** A product's or variant's SKU, as the shop's staff name it. */
export interface StockItem {
  productId: number;
  variantId: number;
}

/** The product or variant of a SKU (a variant's own SKU first), or null when the shop has none. */
export async function stockItemOf(db: Kysely<DB>, sku: string): Promise<StockItem | null> {
  const variant = await db
    .selectFrom('product_variants')
    .select(['id', 'product_id'])
    .where('sku', '=', sku)
    .executeTakeFirst();
  if (variant) return { productId: variant.product_id, variantId: variant.id };
  const product = await db.selectFrom('products').select('id').where('sku', '=', sku).executeTakeFirst();
  return product ? { productId: product.id, variantId: 0 } : null;
}

/** Sets the units on hand of a product or variant; back-in-stock requests see them at the watcher's next pass. */
export async function setStock(db: Kysely<DB>, item: StockItem, qty: number, now = new Date()): Promise<void> {
  const updated_at = now.toISOString();
  await db
    .insertInto('stock_levels')
    .values({ product_id: item.productId, variant_id: item.variantId, qty, updated_at })
    .onConflict((oc) => oc.columns(['product_id', 'variant_id']).doUpdateSet({ qty, updated_at }))
    .execute();
}

/** Whether a product or variant is out of stock now. */
export async function isSoldOut(db: Kysely<DB>, item: StockItem): Promise<boolean> {
  const soldOut = (await soldOutOf(db, [item.productId])).get(item.productId)!;
  return soldOut.product || soldOut.variants.includes(item.variantId);
}
