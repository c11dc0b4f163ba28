import type { Kysely } from 'kysely';
import { ensureCart } from '../cart/activeCart';
import type { ShopText } from '../../shared/validation/shopText';
import { addLine, CART_TEXTS, MAX_CART_LINES, MAX_LINE_QTY, refuseLine, resolvePurchase } from '../cart/cartItems';
import { inEnglishAll, serverText } from '../lib/serverText';
import type { DB } from '../db/schema';
import { DomainError } from '../lib/domainErrors';

const REORDER_REASON_TEXTS = {
  gone: serverText('server.reasonGone'),
  cartFull: serverText('server.reasonCartFull', { max: MAX_CART_LINES }),
  tooMany: serverText('server.reasonTooMany', { max: MAX_LINE_QTY }),
};
/** The same in English, word for word as the English catalogue has them. */
export const REORDER_REASONS = inEnglishAll(REORDER_REASON_TEXTS);

/** Why the cart refused a line, in a few words after the product's name. */
function reasonOf(error: DomainError): ShopText {
  if (error.text === CART_TEXTS.tooManyLines) return REORDER_REASON_TEXTS.cartFull;
  if (error.text === CART_TEXTS.quantityMax) return REORDER_REASON_TEXTS.tooMany;
  return REORDER_REASON_TEXTS.gone;
}

/**
 * A line of the order the cart did not take: the product's name and why (a text, written in the shopper's language by
 * the route).
 */
export interface NotReorderedLine {
  name: string;
  reason: ShopText;
}

export interface ReorderOutcome {
  added: string[];
  notAdded: NotReorderedLine[];
}

/**
 * Puts the lines of one of the customer's own orders back into their cart, in the order's
 * quantities: each through the cart's own add (the product and the same variant still enabled, the
 * cart's line and quantity bounds), priced as today's cart prices it, never at the old price.
 * Lines the cart refuses are named with the reason; the others stay added. Null when the order is
 * not the customer's (or does not exist).
 */
export async function reorder(db: Kysely<DB>, customerId: number, orderId: number): Promise<ReorderOutcome | null> {
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('id', '=', orderId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!order) return null;
  const items = await db
    .selectFrom('order_items')
    .select(['product_id', 'variant_id', 'name', 'qty_ordered'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const outcome: ReorderOutcome = { added: [], notAdded: [] };
  let cartId: number | null = null;
  for (const item of items) {
    try {
      const purchase = await resolvePurchase(db, item.product_id, item.variant_id);
      // A configurable product ordered without a variant cannot be bought again as it was.
      if (purchase.kind !== 'ok') {
        outcome.notAdded.push({ name: item.name, reason: REORDER_REASON_TEXTS.gone });
        continue;
      }
      cartId ??= await ensureCart(db, { customerId });
      const line = {
        productId: purchase.productId,
        variantId: purchase.variantId,
        quantity: Number(item.qty_ordered),
        campaignId: null,
      };
      if (!(await addLine(db, { id: cartId }, line))) await refuseLine(db, cartId, line);
      outcome.added.push(item.name);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcome.notAdded.push({ name: item.name, reason: reasonOf(error) });
    }
  }
  return outcome;
}
