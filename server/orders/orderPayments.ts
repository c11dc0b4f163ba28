import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { GatewayRefused, GatewayUnreachable, type GatewayName, type Settlement } from '../payments/gateway';
import { gatewayOf, type Payments } from '../payments/gateways';
import { chargeOf } from './cashOrders';
import { refundOrder } from './refunds';
import { changeOrderStatus, ORDER_STATUS } from './statusEvents';

/** Where the gateways send the shopper and their notifications back (server/routes/payment). */
export const PAYMENT_PATHS = {
  bkashCallback: '/payment/bkash/callback',
  sslSuccess: '/payment/sslcommerz/success',
  sslFail: '/payment/sslcommerz/fail',
  sslCancel: '/payment/sslcommerz/cancel',
  sslIpn: '/payment/sslcommerz/ipn',
} as const;

/** A gateway that did not answer or refused: the order stays as it is, to be tried again or reconciled. */
export const gatewayTrouble = (error: unknown): boolean =>
  error instanceof GatewayRefused || error instanceof GatewayUnreachable;

/**
 * Opens the payment of an order waiting for it at the order's gateway, and keeps the gateway's id of it (bKash's
 * paymentID, which its callback names): its total, or a cash order's advance through bKash (cashOrders.ts).
 * Answers the gateway's page for the shopper, or null when the order is not waiting or the gateway would not open
 * it (the shopper may try Pay now again, or switch to cash on delivery).
 */
export async function openPayment(db: Kysely<DB>, payments: Payments, orderId: number): Promise<string | null> {
  const order = await db
    .selectFrom('orders')
    .select(['increment_id', 'grand_total', 'payment_method', 'customer_first_name', 'customer_last_name'])
    .select(['customer_phone', 'customer_email', 'advance_amount'])
    .where('id', '=', orderId)
    .where('status', '=', ORDER_STATUS.awaitingPayment)
    .executeTakeFirst();
  const charge = order && chargeOf(order);
  const gateway = charge && gatewayOf(payments, charge.gateway);
  if (!order || !charge || !gateway) return null;
  const url = (path: string) => `${payments.publicUrl}${path}`;
  const ssl = gateway.name === 'sslcommerz';
  try {
    const started = await gateway.start({
      invoice: order.increment_id,
      amountPoisha: charge.amount,
      returnUrl: url(ssl ? PAYMENT_PATHS.sslSuccess : PAYMENT_PATHS.bkashCallback),
      failUrl: ssl ? url(PAYMENT_PATHS.sslFail) : undefined,
      cancelUrl: ssl ? url(PAYMENT_PATHS.sslCancel) : undefined,
      notifyUrl: ssl ? url(PAYMENT_PATHS.sslIpn) : undefined,
      customer: {
        name: `${order.customer_first_name} ${order.customer_last_name}`,
        phone: order.customer_phone,
        email: order.customer_email || undefined,
      },
    });
    const kept = await db
      .updateTable('orders')
      .set({ payment_reference: started.reference })
      .where('id', '=', orderId)
      .where('status', '=', ORDER_STATUS.awaitingPayment)
      .executeTakeFirst();
    return Number(kept.numUpdatedRows) === 1 ? started.redirectUrl : null;
  } catch (error) {
    if (gatewayTrouble(error)) return null;
    throw error;
  }
}

/** What came of a gateway's answer about an order's payment. */
export type Settled = 'paid' | 'held' | 'waiting' | 'failed' | 'refused' | 'refunded';

/**
 * Acts on what the gateway itself answered about an order's payment, server to server. Only a payment of this
 * order (its number), of its charge (its total, or a cash order's advance), in taka, by its gateway counts. The
 * order is marked paid once: the write takes it only while nothing is paid yet, so any number of copies racing mark
 * it once. Risk level 0 places
 * it; 1 holds it for the shop to verify the payer. Money that arrives for an order switched to cash on delivery
 * meanwhile pays it; for an order cancelled meanwhile (expired, or cancelled by the shopper) it is refunded.
 */
export async function settle(
  db: Kysely<DB>,
  payments: Payments,
  orderId: number,
  gateway: GatewayName,
  settlement: Settlement,
): Promise<Settled> {
  if (settlement.state === 'pending') return 'waiting';
  if (settlement.state === 'failed') return 'failed';
  const order = await db
    .selectFrom('orders')
    .select(['increment_id', 'grand_total', 'payment_method', 'advance_amount'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  const charge = order && chargeOf(order);
  const ours =
    order &&
    charge?.gateway === gateway &&
    settlement.invoice === order.increment_id &&
    settlement.amountPoisha === charge.amount &&
    settlement.currency === 'BDT';
  if (!ours) return 'refused';
  const to = settlement.riskLevel === 0 ? ORDER_STATUS.placed : ORDER_STATUS.held;
  const outcome = await db.transaction().execute(async (trx): Promise<Settled | null> => {
    const marked = await trx
      .updateTable('orders')
      .set({ paid_amount: settlement.amountPoisha, payment_transaction: settlement.transactionId, pay_by: null })
      .where('id', '=', orderId)
      .where('paid_amount', '=', 0)
      .where('status', 'in', [ORDER_STATUS.awaitingPayment, ORDER_STATUS.placed, ORDER_STATUS.cancelled])
      .returning('status')
      .executeTakeFirst();
    if (!marked) return null;
    if (marked.status === ORDER_STATUS.cancelled) return 'refunded';
    // Switched to cash on delivery meanwhile: the money came all the same, and nothing is due.
    if (marked.status === ORDER_STATUS.placed) return 'paid';
    await changeOrderStatus(trx, orderId, to, { from: [ORDER_STATUS.awaitingPayment] });
    return to === ORDER_STATUS.placed ? 'paid' : 'held';
  });
  if (outcome === 'refunded') await refundOrder(db, payments, orderId);
  // Already marked paid by an earlier copy: nothing more to do.
  return outcome ?? 'paid';
}

/**
 * Stores a notification under its provider id before it is acted on: true for the first copy, false for any
 * other (which then changes nothing).
 */
export async function firstNotice(
  db: Kysely<DB>,
  gateway: GatewayName,
  providerId: string,
  orderId: number,
): Promise<boolean> {
  const inserted = await db
    .insertInto('payment_notifications')
    .values({ gateway, provider_id: providerId, order_id: orderId })
    .onConflict((oc) => oc.columns(['gateway', 'provider_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Records what a notification came to, for the shop's records. */
export async function noteOutcome(db: Kysely<DB>, gateway: GatewayName, providerId: string, outcome: string) {
  await db
    .updateTable('payment_notifications')
    .set({ outcome })
    .where('gateway', '=', gateway)
    .where('provider_id', '=', providerId)
    .execute();
}
