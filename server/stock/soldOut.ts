import type { Kysely } from 'kysely';
import type { SoldOut } from '../../shared/api/alertsContract';
import type { DB } from '../db/schema';

/**
 * What of a product is out of stock (stock_levels): a row at 0 or below puts out its product (variant 0, and all
 * its variants with it) or that one variant. The product page, the cards and the back-in-stock alerts read it.
 */

/** What of each product is out of stock, by product id. */
export async function soldOutOf(db: Kysely<DB>, productIds: number[]): Promise<Map<number, SoldOut>> {
  const result = new Map(productIds.map((id) => [id, { product: false, variants: [] as number[] }]));
  if (productIds.length === 0) return result;
  const rows = await db
    .selectFrom('stock_levels')
    .select(['product_id', 'variant_id'])
    .where('product_id', 'in', productIds)
    .where('qty', '<=', 0)
    .execute();
  for (const row of rows) {
    const soldOut = result.get(row.product_id)!;
    if (Number(row.variant_id) === 0) soldOut.product = true;
    else soldOut.variants.push(Number(row.variant_id));
  }
  return result;
}

/** A product's stock rows at 0 or below, by variant id (0: the product's own), as what of it is out of stock. */
export const soldOutIn = (variantIds: number[]): SoldOut => ({
  product: variantIds.includes(0),
  variants: variantIds.filter((id) => id !== 0),
});

/**
 * Whether the shop has nothing of a product to sell: its own stock is at 0, or it has variants on sale
 * (`variantIds`) and each one's stock is. A product the shop does not count is never sold out.
 */
export function nothingToSell(soldOut: SoldOut | undefined, variantIds: number[]): boolean {
  if (!soldOut) return false;
  return soldOut.product || (variantIds.length > 0 && variantIds.every((id) => soldOut.variants.includes(id)));
}
