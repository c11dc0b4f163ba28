import type { Kysely } from 'kysely';
import { compiledOnce } from '../db/compiledQueries';
import type { DB } from '../db/schema';
import { GatewayRefused, GatewayUnreachable, type GatewayName, type Settlement } from '../payments/gateway';
import { gatewayOf, type Payments } from '../payments/gateways';
import { chargeOf } from './cashOrders';
import { refundOrder } from './refunds';
import type { OrderCustomer } from './orderWrites';
import { markPaid, noteOutcome, type ChargedOrder } from './paymentWrites';
import { ORDER_STATUS } from './statusEvents';

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

// Every order paid at a gateway writes it once: built and compiled once (db/compiledQueries.ts).
const keepReference = compiledOnce((db: Kysely<DB>, v: { reference: string; orderId: number }) =>
  db
    .updateTable('orders')
    .set({ payment_reference: v.reference })
    .where('id', '=', v.orderId)
    .where('status', '=', ORDER_STATUS.awaitingPayment)
    .compile(),
);

/** What opening an order's payment sends its gateway: the order's number, its charge, and its customer. */
export type PayableOrder = ChargedOrder & OrderCustomer;

/**
 * Opens the payment of an order waiting for it at the order's gateway, and keeps the gateway's id of it (bKash's
 * paymentID, which its callback names): its total, or a cash order's advance through bKash (cashOrders.ts).
 * Answers the gateway's page for the shopper, or null when the order is not waiting or the gateway would not open
 * it (the shopper may try Pay now again, or switch to cash on delivery). `placed`: the order as its order call just
 * wrote it, which need not be read again.
 */
export async function openPayment(
  db: Kysely<DB>,
  payments: Payments,
  orderId: number,
  placed?: PayableOrder,
): Promise<string | null> {
  const order =
    placed ??
    (await db
      .selectFrom('orders')
      .select(['id', 'increment_id', 'grand_total', 'payment_method', 'customer_first_name', 'customer_last_name'])
      .select(['customer_phone', 'customer_email', 'advance_amount'])
      .where('id', '=', orderId)
      .where('status', '=', ORDER_STATUS.awaitingPayment)
      .executeTakeFirst());
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
    const kept = await keepReference(db, { reference: started.reference, orderId });
    return Number(kept.numAffectedRows) === 1 ? started.redirectUrl : null;
  } catch (error) {
    if (gatewayTrouble(error)) return null;
    throw error;
  }
}

/** What came of a gateway's answer about an order's payment. */
export type Settled = 'paid' | 'held' | 'waiting' | 'failed' | 'refused' | 'refunded';

/**
 * Acts on what the gateway itself answered about an order's payment, server to server. Only a payment of this
 * order (its number), of its charge (its total, or a cash order's advance), in taka, by its gateway counts: `order`
 * is the order as read before the gateway was asked, and the write takes it only while its payment method is still
 * that one (paymentWrites.ts). The order is marked paid once: the write takes it only while nothing is paid yet, so
 * any number of copies racing mark it once. Risk level 0 places it; 1 holds it for the shop to verify the payer.
 * Money that arrives for an order cancelled meanwhile (expired, or cancelled by the shopper) is refunded; for an order
 * switched to another method meanwhile (cash on delivery, another gateway) it is refused, as that order asks no more.
 * `providerId`: the notification that brought the answer, which records the outcome.
 */
export async function settle(
  db: Kysely<DB>,
  payments: Payments,
  order: ChargedOrder,
  gateway: GatewayName,
  settlement: Settlement,
  providerId?: string,
): Promise<Settled> {
  const noted = async (outcome: Settled) => {
    if (providerId) await noteOutcome(db, gateway, providerId, outcome);
    return outcome;
  };
  if (settlement.state === 'pending') return noted('waiting');
  if (settlement.state === 'failed') return noted('failed');
  const charge = chargeOf(order);
  const ours =
    charge?.gateway === gateway &&
    settlement.invoice === order.increment_id &&
    settlement.amountPoisha === charge.amount &&
    settlement.currency === 'BDT';
  if (!ours) return noted('refused');
  const to = settlement.riskLevel === 0 ? ORDER_STATUS.placed : ORDER_STATUS.held;
  const settled = to === ORDER_STATUS.placed ? 'paid' : 'held';
  const payment = { amountPoisha: settlement.amountPoisha, transactionId: settlement.transactionId, to };
  const was = await markPaid(db, order, payment, providerId ? { gateway, providerId, outcome: settled } : undefined);
  if (was === ORDER_STATUS.cancelled) {
    await refundOrder(db, payments, order.id);
    return 'refunded';
  }
  if (was) return settled;
  return noted((await paidBefore(db, order.id)) ? 'paid' : 'refused');
}

/** Not marked: paid already by an earlier copy, or its payment method changed since the payment was checked. */
async function paidBefore(db: Kysely<DB>, orderId: number): Promise<boolean> {
  const row = await db.selectFrom('orders').select('paid_amount').where('id', '=', orderId).executeTakeFirst();
  return Number(row?.paid_amount) > 0;
}
