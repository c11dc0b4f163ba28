import type { Kysely } from 'kysely';
import { findActiveCartId } from '../cart/activeCart';
import { loadCart, type PricedCart } from '../cart/pricedCart';
import type { DB } from '../db/schema';
import { HttpError } from '../plugins/errors';
import type { Session } from '../plugins/session';

export const CART_EMPTY = 'Your cart is empty.';
export const CART_PATH = '/checkout/cart';
export const CHECKOUT_PATH = '/checkout/onepage/';
export const SUCCESS_PATH = '/checkout/onepage/success';

/** The checkout cannot go on from here: the island shows the message and goes to redirect_url. */
export function cannotContinue(message: string, redirectUrl = CART_PATH): HttpError {
  return new HttpError(403, message, undefined, { redirect_url: redirectUrl });
}

/** The signed-in shopper's open cart with at least one line, priced now; else a 403 to the cart page. */
export async function openCheckoutCart(db: Kysely<DB>, session: Session, shipping = 0): Promise<PricedCart> {
  const cartId = await findActiveCartId(db, session);
  const cart = cartId ? await loadCart(db, cartId, { shipping }) : null;
  if (!cart || cart.lines.length === 0) throw cannotContinue(CART_EMPTY);
  return cart;
}

/** Whether the signed-in shopper has an open cart with at least one line (something left to order). */
export async function hasOpenCartLines(db: Kysely<DB>, session: Session): Promise<boolean> {
  const cartId = await findActiveCartId(db, session);
  if (!cartId) return false;
  return Boolean(await db.selectFrom('cart_items').select('id').where('cart_id', '=', cartId).limit(1).executeTakeFirst());
}

/** The same cart with this delivery charge (poisha): grand_total = sub_total + shipping - discount_amount. */
export function withShipping(cart: PricedCart, shipping: number): PricedCart {
  return { ...cart, shipping, grandTotal: cart.subTotal + shipping - cart.discount };
}
