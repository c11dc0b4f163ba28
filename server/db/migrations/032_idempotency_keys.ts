import type { Kysely } from 'kysely';
import { nowDefault } from './helpers';

/**
 * The order call's Idempotency-Key: per customer, the key, a hash of the request it came with and
 * the order it placed. The same key again answers the same order; with another request it is refused.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault(db)))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['customer_id', 'key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
