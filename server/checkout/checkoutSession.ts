import type { CheckedAddress } from '../address/checkAddress';
import type { DeliveryType } from '../courier/courier';
import type { Session } from '../plugins/session';

export type ShippingCode = 'flatrate_flatrate' | 'free_free';
export type PaymentCode = 'cashondelivery';

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
 * The one-page checkout's choices, kept in the session (session.checkout) as the shopper makes
 * them. They belong to one cart: when the shopper's open cart is another one, they start over.
 */
export interface CheckoutState {
  cartId?: number;
  /** The saved address chosen, or null for an address typed at checkout. */
  addressId?: number | null;
  billing?: CheckedAddress;
  shipping?: CheckedAddress;
  shippingMethod?: ShippingCode;
  /** The charge of the chosen method to the shipping address (poisha); the cart view shows it. */
  shippingAmount?: number;
  paymentMethod?: PaymentCode;
  quotes?: CourierQuote[];
  /** The order this session placed last (the success page shows it). */
  placedOrderId?: number;
}

export function readCheckout(session: Session): CheckoutState {
  return (session.get('checkout') ?? {}) as CheckoutState;
}

export function writeCheckout(session: Session, state: CheckoutState): void {
  session.set('checkout', state as Record<string, unknown>);
}

/** The checkout of this cart: the saved choices when they were made for it, else a fresh start. */
export function checkoutFor(session: Session, cartId: number): CheckoutState {
  const state = readCheckout(session);
  if (state.cartId === cartId) return state;
  return { cartId, placedOrderId: state.placedOrderId };
}
