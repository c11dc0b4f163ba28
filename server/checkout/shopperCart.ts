import type { Kysely } from 'kysely';
import { openCartKey, type Shopper } from '../cart/activeCart';
import { loadCart, type PricedCart } from '../cart/pricedCart';
import type { DB } from '../db/schema';
import { checkoutShipping, type CheckoutState } from './checkoutState';
import { withShipping } from './openCart';

/** The shopper's open cart priced now, with the delivery charge the checkout saved for it; null without one. */
export async function shopperCart(
  db: Kysely<DB>,
  shopper: Shopper & { checkout?: CheckoutState },
  now = new Date(),
): Promise<PricedCart | null> {
  const key = openCartKey(shopper);
  const cart = key ? await loadCart(db, key, { now }) : null;
  return cart && withShipping(cart, checkoutShipping(shopper.checkout, cart.id));
}
