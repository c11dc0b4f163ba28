import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Session } from '../plugins/session';
import { findActiveCartId } from './activeCart';
import { loadCart, type PricedCart } from './pricedCart';

/**
 * The delivery charge the checkout saved in the session (session.checkout.shippingAmount,
 * poisha), or 0 before a delivery price is known.
 */
export function checkoutShipping(session: Session): number {
  const amount = session.get('checkout')?.shippingAmount;
  return typeof amount === 'number' && Number.isInteger(amount) && amount >= 0 ? amount : 0;
}

/** The shopper's open cart priced now (with the checkout's delivery charge), or null. */
export async function shopperCart(db: Kysely<DB>, session: Session, now = new Date()): Promise<PricedCart | null> {
  const cartId = await findActiveCartId(db, session);
  return cartId ? loadCart(db, cartId, { shipping: checkoutShipping(session), now }) : null;
}
