import { sql, type Kysely } from 'kysely';
import { tableWithId } from './helpers';

/**
 * Every status an order takes, with its time: the order's history, which the order view and the
 * guest's tracking page show. An order written before this table gets its 'pending' (placed) event
 * from created_at; what happened to it since was not recorded, so nothing more is made up.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await tableWithId(db, 'order_status_events')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_status_events_order')
    .on('order_status_events')
    .columns(['order_id', 'id'])
    .execute();
  await sql`INSERT INTO order_status_events (order_id, status, created_at) SELECT id, 'pending', created_at FROM
    orders ORDER BY id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_status_events').execute();
}
