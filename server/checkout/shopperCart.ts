import type { Kysely } from 'kysely';
import { findActiveCartId, type Shopper } from '../cart/activeCart';
import { loadCart, type PricedCart } from '../cart/pricedCart';
import type { DB } from '../db/schema';
import { checkoutShipping, type CheckoutState } from './checkoutState';

/** The shopper's open cart priced now, with the delivery charge the checkout saved for it; null without one. */
export async function shopperCart(db: Kysely<DB>, shopper: Shopper & { checkout?: CheckoutState }, now = new Date()): Promise<PricedCart | null> {
  const cartId = await findActiveCartId(db, shopper);
  return cartId ? loadCart(db, cartId, { shipping: checkoutShipping(shopper.checkout, cartId), now }) : null;
}
