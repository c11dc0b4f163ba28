import type { FieldMessage } from '../../shared/validation/shopText';
import { serverText } from '../lib/serverText';
import type { PricedCart } from '../cart/pricedCart';
import { Forbidden } from '../lib/domainErrors';

export const CART_EMPTY_TEXT = serverText('server.cartEmpty');
export const CART_PATH = '/checkout/cart';
export const CHECKOUT_PATH = '/checkout/onepage/';
export const SUCCESS_PATH = '/checkout/onepage/success';

/** The checkout cannot go on from here: the island shows the message and goes where it is sent. */
export function cannotContinue(message: FieldMessage, redirectTo = CART_PATH): Forbidden {
  return new Forbidden(message, { redirectTo });
}

/** The cart if it has at least one line; else a 403 to the cart page. */
export function checkoutCart(cart: PricedCart | null): PricedCart {
  if (!cart || cart.lines.length === 0) throw cannotContinue(CART_EMPTY_TEXT);
  return cart;
}

/** The same cart with this delivery charge (poisha): grand_total = sub_total + shipping - discount_amount. */
export function withShipping(cart: PricedCart, shipping: number): PricedCart {
  return { ...cart, shipping, grandTotal: cart.subTotal + shipping - cart.discount };
}
