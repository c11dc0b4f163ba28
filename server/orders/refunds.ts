import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { GatewayRefused, GatewayUnreachable } from '../payments/gateway';
import { gatewayOf, type Payments } from '../payments/gateways';
import { chargeOf } from './cashOrders';
import { ORDER_STATUS } from './statusEvents';

export type Refunded = 'refunded' | 'nothing-owed' | 'failed';

/**
 * Gives back what a cancelled order was paid (its total, or a cash order's advance), through the gateway it was
 * paid with. The amount is claimed on the order first (refunded_amount moves only from the value read), so two
 * refunds racing (the shopper's cancel and the reconciler) ask the gateway once; a refund the gateway refused or
 * did not answer is taken back off the order, which then shows it due, and the reconciler tries it again.
 */
export async function refundOrder(db: Kysely<DB>, payments: Payments, orderId: number): Promise<Refunded> {
  const order = await db
    .selectFrom('orders')
    .select(['status', 'paid_amount', 'refunded_amount', 'payment_method', 'payment_reference', 'payment_transaction'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  const owed = order ? Number(order.paid_amount) - Number(order.refunded_amount) : 0;
  if (!order || order.status !== ORDER_STATUS.cancelled || owed <= 0 || !order.payment_transaction)
    return 'nothing-owed';
  return refundPart(db, payments, orderId, owed, 'Order cancelled');
}

/**
 * Gives back `amount` (poisha) of what the order was paid through the gateway it was paid with, claimed on the order
 * first as refundOrder does: never past what the gateway confirmed paid, and taken back off the order when the
 * gateway refused or did not answer.
 */
export async function refundPart(
  db: Kysely<DB>,
  payments: Payments,
  orderId: number,
  amount: number,
  reason: string,
): Promise<Refunded> {
  const order = await db
    .selectFrom('orders')
    .select(['paid_amount', 'refunded_amount', 'payment_method', 'payment_reference', 'payment_transaction'])
    .select(['grand_total', 'advance_amount'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order || !order.payment_transaction || amount <= 0) return 'nothing-owed';
  if (Number(order.refunded_amount) + amount > Number(order.paid_amount)) return 'nothing-owed';
  const charged = chargeOf(order)?.gateway;
  const gateway = charged ? gatewayOf(payments, charged) : null;
  if (!gateway) return 'failed';
  const claimed = await db
    .updateTable('orders')
    .set({ refunded_amount: Number(order.refunded_amount) + amount })
    .where('id', '=', orderId)
    .where('refunded_amount', '=', Number(order.refunded_amount))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return 'nothing-owed';
  try {
    const refund = await gateway.refund({
      reference: order.payment_reference ?? '',
      transactionId: order.payment_transaction,
      amountPoisha: amount,
      reason,
    });
    await db
      .insertInto('payment_refunds')
      .values({ order_id: orderId, gateway: gateway.name, refund_id: refund.refundId, amount })
      .execute();
    return 'refunded';
  } catch (error) {
    await db
      .updateTable('orders')
      .set((eb) => ({ refunded_amount: eb('refunded_amount', '-', amount) }))
      .where('id', '=', orderId)
      .execute();
    if (error instanceof GatewayRefused || error instanceof GatewayUnreachable) return 'failed';
    throw error;
  }
}
