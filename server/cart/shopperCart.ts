import type { Kysely } from 'kysely';
import { readCheckout } from '../checkout/checkoutSession';
import type { DB } from '../db/schema';
import type { Session } from '../plugins/session';
import { findActiveCartId } from './activeCart';
import { loadCart, type PricedCart } from './pricedCart';

/**
 * The delivery charge the checkout saved for this cart (poisha), or 0 before a shipping method
 * is chosen; a charge saved for another cart does not count.
 */
export function checkoutShipping(session: Session, cartId: number): number {
  const { cartId: checkoutCart, shippingAmount } = readCheckout(session);
  return checkoutCart === cartId && Number.isInteger(shippingAmount) && shippingAmount! >= 0 ? shippingAmount! : 0;
}

/** The shopper's open cart priced now (with the checkout's delivery charge), or null. */
export async function shopperCart(db: Kysely<DB>, session: Session, now = new Date()): Promise<PricedCart | null> {
  const cartId = await findActiveCartId(db, session);
  return cartId ? loadCart(db, cartId, { shipping: checkoutShipping(session, cartId), now }) : null;
}
