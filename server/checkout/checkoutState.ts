import type { ShippingMethodCode } from '../../shared/api/checkoutContract';
import type { CheckedAddress } from '../address/checkAddress';
import type { DeliveryType } from '../courier/courier';
import type { GatewayName } from '../payments/gateway';

export type PaymentCode = 'cashondelivery' | GatewayName;

/** A delivery price the courier gave (poisha), kept so the order charges what the shopper saw. */
export interface CourierQuote {
  cityId: number;
  zoneId: number;
  deliveryType: DeliveryType;
  weightKg: number;
  price: number;
  /** When the courier gave it (ms); quotes older than QUOTE_TTL_MS are asked again. */
  at: number;
}

export const QUOTE_TTL_MS = 30 * 60 * 1000;

/**
 * The one-page checkout's choices, kept in the shopper's session as they are made. They belong
 * to one cart: when the shopper's open cart is another one, they start over. Placing the order
 * leaves them as they are: its cart is closed, so the next cart's checkout starts over, and the
 * order is found by its cart (the session is not written again, one statement less an order).
 */
export interface CheckoutState {
  cartId?: number;
  /** The saved address chosen, or null for an address typed at checkout. */
  addressId?: number | null;
  billing?: CheckedAddress;
  shipping?: CheckedAddress;
  shippingMethod?: ShippingMethodCode;
  /** The charge of the chosen method to the shipping address (poisha); the cart view shows it. */
  shippingAmount?: number;
  paymentMethod?: PaymentCode;
  quotes?: CourierQuote[];
}

/** The checkout of this cart: the choices saved for it, else a fresh start. */
export function checkoutFor(saved: CheckoutState | undefined, cartId: number): CheckoutState {
  return saved?.cartId === cartId ? saved : { cartId };
}

/**
 * The delivery charge the checkout saved for this cart (poisha), or 0 before a shipping method
 * is chosen; a charge saved for another cart does not count.
 */
export function checkoutShipping(saved: CheckoutState | undefined, cartId: number): number {
  const amount = saved?.cartId === cartId ? saved.shippingAmount : undefined;
  return amount !== undefined && Number.isInteger(amount) && amount >= 0 ? amount : 0;
}
