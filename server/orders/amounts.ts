import { ORDER_STATUS } from './statusEvents';

export interface OrderAmounts {
  paid: number;
  refunded: number;
  /** What the shopper still owes; for a cancelled order, what the shop still owes back (a refund not yet made). */
  due: number;
}

/**
 * An order's paid, refunded and due amounts (poisha). Paid is what a gateway confirmed, or the whole total once a
 * cash order is delivered; refunded is what the gateway gave back. A live order owes the rest of its total; a
 * cancelled one owes nothing, and shows as due what is paid and not yet refunded.
 */
export function orderAmounts(order: {
  status: string;
  grand_total: number | string;
  paid_amount: number | string;
  refunded_amount: number | string;
}): OrderAmounts {
  const total = Number(order.grand_total);
  const paid = order.status === ORDER_STATUS.delivered ? total : Number(order.paid_amount);
  const refunded = Number(order.refunded_amount);
  const due = order.status === ORDER_STATUS.cancelled ? paid - refunded : total - paid;
  return { paid, refunded, due };
}
