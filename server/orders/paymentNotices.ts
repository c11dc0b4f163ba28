import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Payments } from '../payments/gateways';
import { firstNotice, gatewayTrouble, noteOutcome, settle, type Settled } from './orderPayments';

/** The order a notification named, and what came of it ('duplicate': a copy already acted on). */
export interface Noticed {
  order: { id: number; cartId: number; customerId: number } | null;
  outcome: Settled | 'duplicate' | 'unknown';
}

const ORDER_KEYS = ['id', 'cart_id', 'customer_id'] as const;
const noticed = (row: { id: number; cart_id: number; customer_id: number }, outcome: Noticed['outcome']) => ({
  order: { id: row.id, cartId: row.cart_id, customerId: row.customer_id },
  outcome,
});

/**
 * The shopper back from bKash's page with a paymentID. The status the URL carries is never believed: the
 * paymentID must be the one the shop opened for an order, and bKash is asked (execute, then the status query when
 * execute's answer is not a completed payment). A second copy of the callback changes nothing; a payment whose
 * answer was lost stays waiting for the reconciler.
 */
export async function bkashReturn(db: Kysely<DB>, payments: Payments, paymentId: string): Promise<Noticed> {
  const row = await db
    .selectFrom('orders')
    .select(ORDER_KEYS)
    .where('payment_reference', '=', paymentId)
    // Paid by bKash: the whole order, or a cash order's advance.
    .where((eb) => eb.or([eb('payment_method', '=', 'bkash'), eb('advance_amount', '>', 0)]))
    .executeTakeFirst();
  if (!row || !payments.bkash || !paymentId) return { order: null, outcome: 'unknown' };
  if (!(await firstNotice(db, 'bkash', paymentId, row.id))) return noticed(row, 'duplicate');
  let outcome: Settled = 'waiting';
  try {
    outcome = await settle(db, payments, row.id, 'bkash', await payments.bkash.confirm(paymentId));
  } catch (error) {
    if (!gatewayTrouble(error)) throw error;
  }
  await noteOutcome(db, 'bkash', paymentId, outcome);
  return noticed(row, outcome);
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
  const row = await db
    .selectFrom('orders')
    .select(ORDER_KEYS)
    .where('increment_id', '=', fields.tran_id ?? '')
    .where('payment_method', '=', 'sslcommerz')
    .executeTakeFirst();
  if (!row || !payments.sslcommerz) return { order: null, outcome: 'unknown' };
  if (!fields.val_id) return noticed(row, 'failed');
  const providerId = `${fields.tran_id}/${fields.val_id}`;
  if (!(await firstNotice(db, 'sslcommerz', providerId, row.id))) return noticed(row, 'duplicate');
  let outcome: Settled = 'waiting';
  try {
    outcome = await settle(db, payments, row.id, 'sslcommerz', await payments.sslcommerz.confirm(fields.val_id));
  } catch (error) {
    if (!gatewayTrouble(error)) throw error;
  }
  await noteOutcome(db, 'sslcommerz', providerId, outcome);
  return noticed(row, outcome);
}
