/**
 * Order tracking and Order Again, as orders.ts reads them. Money fields are taka numbers with
 * formatted_* strings written by the server; times are ISO-8601 UTC.
 *
 *   GET  /api/orders/track?increment_id=HT-100001&phone=01711000000   (anyone)
 *        -> { data: TrackedOrder } | 404 { message } (no such pair: the same answer whichever part is
 *        wrong) | 422 { message, errors } (malformed) | 429 { message } (too many tries from one address)
 *   POST /api/customer/orders/{id}/reorder    (the order's customer)
 *        -> { message, data: Reordered } | 404 (not this customer's) | 409 { message } (nothing can be
 *        bought any more) | 401 { message, redirect_url } to a guest
 */

import type { TrackedReturn } from './returnsContract';

/** One status the order took, and when. */
export interface StatusEvent {
  /** pending (placed), processing (confirmed), shipped (with the courier), completed (delivered), cancelled. */
  status: string;
  at: string;
}

/**
 * One step the order's parcel reached at the courier, and when the shop learnt it: booked, picked_up, in_transit,
 * at_delivery_hub, out_for_delivery, delivered, partly_delivered, returned or cancelled.
 */
export interface ParcelStepEvent {
  step: string;
  at: string;
}

export interface TrackedItem {
  name: string;
  qty_ordered: number;
  formatted_price: string;
  formatted_total: string;
}

/** What anyone holding the order number and phone number sees: no name, street, phone or email. */
export interface TrackedOrder {
  increment_id: string;
  status: string;
  status_label: string;
  created_at: string;
  status_history: StatusEvent[];
  /** The parcel's timeline; empty until it is booked. */
  parcel_steps: ParcelStepEvent[];
  items: TrackedItem[];
  formatted_subtotal: string;
  formatted_shipping_handling: string;
  discount_amount: number;
  formatted_discount_amount: string;
  grand_total: number;
  formatted_grand_total: string;
  /** What a gateway confirmed paid (or all of it, delivered), refunded, and still due. */
  formatted_total_paid: string;
  formatted_total_refunded: string;
  formatted_total_due: string;
  shipping_method: string;
  payment_method: string;
  /** Where it goes: the district and thana only. */
  district: string;
  thana: string;
  /** The same two named in the shopper's language. */
  district_label: string;
  thana_label: string;
  /** The order's returns, their status only (shared/api/returnsContract.ts). */
  returns?: TrackedReturn[];
}

/** An order's line Order Again could not put back, and why. */
export interface NotReordered {
  name: string;
  reason: string;
}

export interface Reordered {
  /** The names of the lines now in the cart, at today's prices. */
  added: string[];
  not_added: NotReordered[];
  /** Where the browser goes next: the cart. */
  redirect: string;
}

/**
 * Page props (data-props) of the track-order island: the order number to fill in (from /track-order?order=), if any.
 */
export interface TrackOrderProps {
  incrementId?: string;
}
