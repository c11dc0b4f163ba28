import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { GatewayName } from '../payments/gateway';
import type { Payments } from '../payments/gateways';
import { paymentMethods } from '../checkout/shipping';
import { openPayment } from './orderPayments';
import { changeOrderStatus, ORDER_STATUS } from './statusEvents';

export type PayNow = { outcome: 'redirect'; url: string } | { outcome: 'cash' | 'not-payable' | 'start-failed' };

/**
 * Pay now on an order still waiting for its payment: pay again by a configured gateway (a new payment is opened,
 * the hold starts over), or switch to cash on delivery (the order is placed as a cash order). A cash order asked an
 * advance stays asked it: cash on delivery opens the advance's bKash payment again.
 */
export async function payNow(
  db: Kysely<DB>,
  payments: Payments,
  customerId: number,
  orderId: number,
  method: 'cashondelivery' | GatewayName,
  now = new Date(),
): Promise<PayNow> {
  const offered = paymentMethods({ gateways: payments.gateways, sandbox: false });
  const chosen = offered.find((p) => p.method === method);
  if (!chosen) return { outcome: 'not-payable' };
  return db
    .transaction()
    .execute(async (trx): Promise<PayNow> => {
      const asked = await trx
        .selectFrom('orders')
        .select('advance_amount')
        .where('id', '=', orderId)
        .executeTakeFirst();
      const cash = method === 'cashondelivery' && !(Number(asked?.advance_amount) > 0);
      const changed = await trx
        .updateTable('orders')
        .set({
          payment_method: chosen.method,
          payment_title: chosen.method_title,
          payment_reference: null,
          pay_by: cash ? null : new Date(now.getTime() + payments.holdMs).toISOString(),
        })
        .where('id', '=', orderId)
        .where('customer_id', '=', customerId)
        .where('status', '=', ORDER_STATUS.awaitingPayment)
        .where('paid_amount', '=', 0)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) return { outcome: 'not-payable' };
      if (!cash) return { outcome: 'redirect', url: '' };
      await changeOrderStatus(trx, orderId, ORDER_STATUS.placed, { from: [ORDER_STATUS.awaitingPayment], at: now });
      return { outcome: 'cash' };
    })
    .then(async (done) => {
      if (done.outcome !== 'redirect') return done;
      const url = await openPayment(db, payments, orderId);
      return url ? { outcome: 'redirect', url } : { outcome: 'start-failed' };
    });
}
