import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { GatewayName, Settlement } from '../payments/gateway';
import type { Payments } from '../payments/gateways';
import { gatewayTrouble, settle, type Settled } from './orderPayments';
import { noteOutcome, noticedOrder, type NoticedOrder } from './paymentWrites';

/** The order a notification named, and what came of it ('duplicate': a copy already acted on). */
export interface Noticed {
  order: { id: number; cartId: number; customerId: number } | null;
  outcome: Settled | 'duplicate' | 'unknown';
}

const UNKNOWN: Noticed = { order: null, outcome: 'unknown' };
const noticed = (row: NoticedOrder, outcome: Noticed['outcome']) => ({
  order: { id: row.id, cartId: row.cart_id, customerId: row.customer_id },
  outcome,
});

/**
 * Acts once on a notification stored under its provider id: the gateway is asked (`confirm`) and its answer settles
 * the order as it was when the notification named it, recording the outcome on the notice. A gateway that does not
 * answer leaves it waiting.
 */
async function actOn(
  db: Kysely<DB>,
  payments: Payments,
  gateway: GatewayName,
  providerId: string,
  order: NoticedOrder,
  confirm: () => Promise<Settlement>,
): Promise<Noticed> {
  try {
    return noticed(order, await settle(db, payments, order, gateway, await confirm(), providerId));
  } catch (error) {
    if (!gatewayTrouble(error)) throw error;
  }
  await noteOutcome(db, gateway, providerId, 'waiting');
  return noticed(order, 'waiting');
}

/**
 * The shopper back from bKash's page with a paymentID. The status the URL carries is never believed: the
 * paymentID must be the one the shop opened for an order, and bKash is asked (execute, then the status query when
 * execute's answer is not a completed payment). A second copy of the callback changes nothing; a payment whose
 * answer was lost stays waiting for the reconciler.
 */
export async function bkashReturn(db: Kysely<DB>, payments: Payments, paymentId: string): Promise<Noticed> {
  const bkash = payments.bkash;
  if (!bkash || !paymentId) return UNKNOWN;
  const found = await noticedOrder(db, 'bkash', paymentId, paymentId);
  if (!found) return UNKNOWN;
  if (!found.first) return noticed(found.order, 'duplicate');
  return actOn(db, payments, 'bkash', paymentId, found.order, () => bkash.confirm(paymentId));
}

/**
 * SSLCommerz's return of the shopper (success, fail, cancel) or its IPN, by the order's number (tran_id) and the
 * val_id of a payment. Nothing in the fields is believed: the validation API is asked about the val_id, and a
 * notification without one (a failed or cancelled payment) changes nothing. Each val_id is acted on once per order.
 */
export async function sslcommerzNotice(
  db: Kysely<DB>,
  payments: Payments,
  fields: { tran_id?: string; val_id?: string },
): Promise<Noticed> {
  const ssl = payments.sslcommerz;
  if (!ssl) return UNKNOWN;
  const { tran_id: tranId = '', val_id: valId } = fields;
  const providerId = valId ? `${tranId}/${valId}` : null;
  const found = await noticedOrder(db, 'sslcommerz', tranId, providerId);
  if (!found) return UNKNOWN;
  if (!providerId || !valId) return noticed(found.order, 'failed');
  if (!found.first) return noticed(found.order, 'duplicate');
  return actOn(db, payments, 'sslcommerz', providerId, found.order, () => ssl.confirm(valId));
}
