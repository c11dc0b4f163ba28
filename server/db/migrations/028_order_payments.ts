import type { Kysely } from 'kysely';
import { nowDefault, tableWithId } from './helpers';

/**
 * Orders paid through a gateway (bKash, SSLCommerz). An order waiting for its payment holds its
 * units and coupon use until pay_by; payment_reference is the gateway's id of the payment it
 * opened (bKash's paymentID, SSLCommerz's session), payment_transaction the gateway's transaction
 * id once paid (kept for refunds). paid_amount and refunded_amount are poisha the gateway itself
 * confirmed. Every notification (a callback, an IPN) is written to payment_notifications under
 * its provider id before it is acted on: the unique key makes a second copy a no-op. Each refund
 * the gateway made is one row of payment_refunds.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('paid_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('payment_reference', 'text').execute();
  await db.schema.alterTable('orders').addColumn('payment_transaction', 'text').execute();
  await db.schema.alterTable('orders').addColumn('pay_by', 'text').execute();
  // The reconciler and the expiry sweep read the waiting orders only.
  await db.schema.createIndex('orders_waiting').on('orders').columns(['status', 'pay_by']).execute();

  await tableWithId(db, 'payment_notifications')
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('outcome', 'text', (c) => c.notNull().defaultTo('received'))
    .addColumn('received_at', 'text', (c) => c.notNull().defaultTo(nowDefault(db)))
    .addUniqueConstraint('payment_notifications_provider', ['gateway', 'provider_id'])
    .execute();

  await tableWithId(db, 'payment_refunds')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('refund_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_refunds').execute();
  await db.schema.dropTable('payment_notifications').execute();
  await db.schema.dropIndex('orders_waiting').execute();
  for (const column of ['pay_by', 'payment_transaction', 'payment_reference', 'refunded_amount', 'paid_amount'])
    await db.schema.alterTable('orders').dropColumn(column).execute();
}
