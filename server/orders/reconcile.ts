import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Settlement } from '../payments/gateway';
import type { Payments } from '../payments/gateways';
import { releaseCoupon } from './cancelOrder';
import { chargeOf } from './cashOrders';
import { gatewayTrouble, settle } from './orderPayments';
import { refundOrder } from './refunds';
import { changeOrderStatus, ORDER_STATUS } from './statusEvents';
import { giveBackStock } from '../stock/orderStock';

export interface Reconciled {
  settled: number;
  expired: number;
  waiting: number;
  /** Orders whose gateway did not answer: left as they are, asked again next time. */
  unanswered: number;
  refunded: number;
  refundsFailed: number;
}

/**
 * Cancels an order that waited for its payment past its hold, giving back its coupon use (its units come back
 * with the cancellation, migration 022). Only from waiting: an order paid meanwhile stays paid.
 */
export async function expireOrder(db: Kysely<DB>, orderId: number, at = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').select('coupon_code').where('id', '=', orderId).executeTakeFirst();
    const from = [ORDER_STATUS.awaitingPayment];
    if (!order || !(await changeOrderStatus(trx, orderId, ORDER_STATUS.cancelled, { from, at }))) return false;
    await releaseCoupon(trx, order.coupon_code);
    await giveBackStock(trx, orderId, at);
    return true;
  });
}

type Waiting = {
  payment_method: string;
  payment_reference: string | null;
  increment_id: string;
  grand_total: number;
  advance_amount: number;
};

/**
 * What the order's gateway holds for it: SSLCommerz by the order's number, bKash (the order, or a cash order's
 * advance) by the payment the shop opened.
 */
async function askGateway(payments: Payments, order: Waiting): Promise<Settlement | null> {
  const gateway = chargeOf(order)?.gateway;
  if (gateway === 'sslcommerz' && payments.sslcommerz) return payments.sslcommerz.lookup(order.increment_id);
  if (gateway === 'bkash' && payments.bkash && order.payment_reference)
    return payments.bkash.confirm(order.payment_reference);
  return null;
}

/**
 * Settles every order still waiting for its payment by asking its gateway (a shop stopped between the gateway's
 * confirmation and its own write, a notification that never came), cancels those past their hold that the gateway
 * holds nothing paid for, and retries the refunds still owed. Every write is conditional on the order's state, so
 * it runs safely beside the shop (and beside another reconciler). `quietMs` leaves alone the orders placed that
 * recently: their shoppers are still on the gateway's page, and the gateway's own callback settles them.
 */
export async function reconcilePayments(
  db: Kysely<DB>,
  payments: Payments,
  now = new Date(),
  { quietMs = 0 }: { quietMs?: number } = {},
): Promise<Reconciled> {
  const counts: Reconciled = { settled: 0, expired: 0, waiting: 0, unanswered: 0, refunded: 0, refundsFailed: 0 };
  const waiting = await db
    .selectFrom('orders')
    .select(['id', 'payment_method', 'payment_reference', 'increment_id', 'pay_by', 'grand_total', 'advance_amount'])
    .where('status', '=', ORDER_STATUS.awaitingPayment)
    .$if(quietMs > 0, (qb) => qb.where('created_at', '<=', new Date(now.getTime() - quietMs).toISOString()))
    .orderBy('id')
    .execute();
  for (const order of waiting) {
    let settlement: Settlement | null;
    try {
      settlement = await askGateway(payments, order);
    } catch (error) {
      if (!gatewayTrouble(error)) throw error;
      counts.unanswered++;
      continue;
    }
    const gateway = chargeOf(order)?.gateway;
    const settled = settlement && gateway && (await settle(db, payments, order, gateway, settlement));
    if (settled === 'paid' || settled === 'held') counts.settled++;
    else if (order.pay_by && order.pay_by <= now.toISOString() && (await expireOrder(db, order.id, now)))
      counts.expired++;
    else counts.waiting++;
  }
  const owed = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', ORDER_STATUS.cancelled)
    .whereRef('paid_amount', '>', 'refunded_amount')
    .execute();
  for (const { id } of owed) {
    const refunded = await refundOrder(db, payments, id);
    if (refunded === 'refunded') counts.refunded++;
    if (refunded === 'failed') counts.refundsFailed++;
  }
  return counts;
}
