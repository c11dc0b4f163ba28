import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { changeOrderStatus, ORDER_STATUS } from './statusEvents';
import { giveBackStock } from '../stock/orderStock';

/** The one status a customer may cancel from. */
export const CANCELLABLE = ORDER_STATUS.placed;

export type Cancelled = 'cancelled' | 'not-found' | 'not-pending';

/**
 * Cancels one of the customer's own pending orders (or one still waiting for its payment) in one
 * transaction. The status changes only from those (so two cancels, or a cancel racing the shop's
 * processing, change it once), the change is recorded in the order's history, and the coupon the
 * order used is given back: a cancelled order never took its discount.
 */
export async function cancelOrder(db: Kysely<DB>, customerId: number, orderId: number): Promise<Cancelled> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['status', 'coupon_code'])
      .where('id', '=', orderId)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (!order) return 'not-found';
    const from = [CANCELLABLE, ORDER_STATUS.awaitingPayment];
    if (!(await changeOrderStatus(trx, orderId, ORDER_STATUS.cancelled, { from }))) return 'not-pending';
    await releaseCoupon(trx, order.coupon_code);
    await giveBackStock(trx, orderId);
    return 'cancelled';
  });
}

/** Gives back a cancelled order's coupon use (in the transaction that cancels it). */
export async function releaseCoupon(trx: Kysely<DB>, code: string | null): Promise<void> {
  if (!code) return;
  await trx
    .updateTable('coupons')
    .set((eb) => ({ times_used: eb('times_used', '-', 1) }))
    .where('code', '=', code)
    .where('times_used', '>', 0)
    .execute();
}
