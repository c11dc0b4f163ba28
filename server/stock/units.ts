import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { serverText } from '../lib/serverText';
import type { ShopText } from '../../shared/validation/shopText';

/**
 * The shop's stock as the cart and orders count it (stock_levels, migration 040). A purchase of a
 * product counts against the product's own row (variant 0) and, for a variant, the variant's row:
 * each row that exists must hold the units; a purchase with neither row is untracked and never
 * refused for stock.
 */

/** What the units are counted for: a product, or one of its variants. */
export interface StockedItem {
  productId: number;
  variantId: number | null;
}

/** The stock rows a purchase of this product (and variant) counts against. */
export const stockRowsOf = (productId: unknown, variantId: unknown) =>
  sql<boolean>`stock_levels.product_id = ${productId} and stock_levels.variant_id in (0, coalesce(${variantId}, 0))`;

/** The units left of a product or variant (the fewest of its rows, never below 0), or null when untracked. */
export async function unitsLeft(db: Kysely<DB>, item: StockedItem): Promise<number | null> {
  const { rows } = await sql<{ left: number | null }>`
    select min(qty) as left from stock_levels where ${stockRowsOf(item.productId, item.variantId)}`.execute(db);
  const left = rows[0]?.left;
  return left === null || left === undefined ? null : Math.max(0, Number(left));
}

/** What the shopper is told when they ask for more than the shop has: how many are left. */
export function unitsLeftText(left: number): ShopText {
  return left === 0 ? serverText('server.stockNone') : serverText('server.stockLeft', { count: left });
}
