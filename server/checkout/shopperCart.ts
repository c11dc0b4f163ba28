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
  return withSavedShipping(key ? await loadCart(db, key, { now }) : null, shopper.checkout);
}

/** The cart with the delivery charge the shopper's checkout saved for it (none when it saved none for this cart). */
export function withSavedShipping(cart: PricedCart | null, checkout: CheckoutState | undefined): PricedCart | null {
  return cart && withShipping(cart, checkoutShipping(checkout, cart.id));
}
