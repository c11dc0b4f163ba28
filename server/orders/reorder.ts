import type { Kysely } from 'kysely';
import type { NotReordered } from '../../shared/api/ordersContract';
import { ensureCart } from '../cart/activeCart';
import { addLine, CART_MESSAGES, MAX_CART_LINES, MAX_LINE_QTY, resolvePurchase } from '../cart/cartItems';
import type { DB } from '../db/schema';
import { DomainError } from '../lib/domainErrors';

export const REORDER_REASONS = {
  gone: 'no longer available',
  cartFull: `your cart holds at most ${MAX_CART_LINES} different items`,
  tooMany: `at most ${MAX_LINE_QTY} of one item fit in the cart`,
} as const;

/** Why the cart refused a line, in a few words after the product's name. */
function reasonOf(error: DomainError): string {
  if (error.message === CART_MESSAGES.tooManyLines) return REORDER_REASONS.cartFull;
  if (error.message === CART_MESSAGES.quantityMax) return REORDER_REASONS.tooMany;
  return REORDER_REASONS.gone;
}

export interface ReorderOutcome {
  added: string[];
  notAdded: NotReordered[];
}

/**
 * Puts the lines of one of the customer's own orders back into their cart, in the order's
 * quantities: each through the cart's own add (the product and the same variant still enabled, the
 * cart's line and quantity bounds), priced as today's cart prices it, never at the old price.
 * Lines the cart refuses are named with the reason; the others stay added. Null when the order is
 * not the customer's (or does not exist).
 */
export async function reorder(db: Kysely<DB>, customerId: number, orderId: number): Promise<ReorderOutcome | null> {
  const order = await db.selectFrom('orders').select('id').where('id', '=', orderId).where('customer_id', '=', customerId).executeTakeFirst();
  if (!order) return null;
  const items = await db.selectFrom('order_items').select(['product_id', 'variant_id', 'name', 'qty_ordered']).where('order_id', '=', orderId).orderBy('id').execute();
  const outcome: ReorderOutcome = { added: [], notAdded: [] };
  let cartId: number | null = null;
  for (const item of items) {
    try {
      const purchase = await resolvePurchase(db, item.product_id, item.variant_id);
      // A configurable product ordered without a variant cannot be bought again as it was.
      if (purchase.kind !== 'ok') {
        outcome.notAdded.push({ name: item.name, reason: REORDER_REASONS.gone });
        continue;
      }
      cartId ??= await ensureCart(db, { customerId });
      await addLine(db, cartId, { productId: purchase.productId, variantId: purchase.variantId, quantity: Number(item.qty_ordered), campaignId: null });
      outcome.added.push(item.name);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcome.notAdded.push({ name: item.name, reason: reasonOf(error) });
    }
  }
  return outcome;
}
