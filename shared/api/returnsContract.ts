/**
 * Returns of a delivered order (server/routes/returns):
 *   POST /api/customer/orders/{id}/returns  multipart: reason, refund_to (cash orders), qty_{item id} per line,
 *        each photo as `photos`  -> { message, data: OrderReturns } | 404 (not this customer's order)
 *        | 422 { message, errors } (not delivered, past the window, quantities, reason, photos)
 *   POST /form/orders/{id}/returns           the same form without script: 303 back to the order page, flashed
 *        (an expired token too: the page's own flash, nothing changed)
 *   GET  /customer/account/returns/photos/{id}   a return's photo (WebP), to the order's customer only
 */

/** Why the shopper sends lines back: the shop's list, named in both languages (shopper.returnReason_*). */
export const RETURN_REASONS = [
  'damaged',
  'wrong_item',
  'missing_parts',
  'not_as_described',
  'size_fit',
  'changed_mind',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** A return's statuses, in the order a return that goes well passes them (refused: the shop said no). */
export const RETURN_STATUSES = ['requested', 'approved', 'picked_up', 'refunded', 'refused'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** A return's photos: how many, and bytes each (the server judges the kind by content). */
export const RETURN_LIMITS = { photos: 4, photoBytes: 2 * 1024 * 1024 } as const;

export interface ReturnLine {
  name: string;
  qty: number;
}

/** A return request as its customer sees it. */
export interface ReturnRequest {
  id: number;
  status: ReturnStatus;
  reason: ReturnReason;
  created_at: string;
  lines: ReturnLine[];
  formatted_amount: string;
  /** Where a cash order's money goes back to. */
  refund_to: string | null;
  photo_urls: string[];
}

/** A line of the order that may still be returned, and how many of it. */
export interface ReturnableLine {
  item_id: number;
  name: string;
  qty_left: number;
}

/** The order page's returns: the requests made, and what a new one may ask while the window is open. */
export interface OrderReturns {
  requests: ReturnRequest[];
  /** The last moment a return may be asked (ISO); null when the order is not delivered. */
  open_until: string | null;
  /** Empty when nothing more may be returned (or the window closed). */
  returnable: ReturnableLine[];
  /** A cash order's refund needs a bKash number to send the money to. */
  needs_refund_to: boolean;
}

/** A return as tracking shows it to whoever has the order's number and phone: its status only. */
export interface TrackedReturn {
  status: ReturnStatus;
  created_at: string;
  items: number;
}
