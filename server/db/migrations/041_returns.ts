import type { Kysely } from 'kysely';
import { isPostgres, nowDefault, tableWithId } from './helpers';

/**
 * Returns of delivered orders. A request names its order's lines and how many of each go back
 * (return_lines), a reason from the shop's list, and, for an order paid in cash, the bKash or bank
 * number the money goes back to. amount is the lines' share of what the order was paid (poisha),
 * fixed when asked; refund_reference is the gateway's refund id or the shop's own transfer id.
 * The photos are kept in the database, never under the public storage folder: only the order's
 * customer sees them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await tableWithId(db, 'return_requests')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('refund_to', 'text')
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('refund_reference', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('return_requests_order').on('return_requests').column('order_id').execute();
  await db.schema.createIndex('return_requests_status').on('return_requests').columns(['status', 'id']).execute();

  await tableWithId(db, 'return_lines')
    .addColumn('return_id', 'integer', (c) => c.notNull().references('return_requests.id').onDelete('cascade'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id').onDelete('cascade'))
    .addColumn('qty', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('return_lines_return').on('return_lines').column('return_id').execute();

  await tableWithId(db, 'return_photos')
    .addColumn('return_id', 'integer', (c) => c.notNull().references('return_requests.id').onDelete('cascade'))
    .addColumn('photo', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('return_photos_return').on('return_photos').column('return_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('return_photos').execute();
  await db.schema.dropTable('return_lines').execute();
  await db.schema.dropTable('return_requests').execute();
}
