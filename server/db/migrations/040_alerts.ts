import { sql, type Kysely } from 'kysely';
import { tableWithId } from './helpers';

/**
 * stock_levels: the units the shop has of a product (variant_id 0) or of one variant. A product or
 * variant without a row is on sale as before (the shop counted no stock until now); a row at 0 or
 * below is out of stock, and a back-in-stock request waits for it to rise.
 * alert_requests: a shopper's "Notify me" (kind 'stock') or "Tell me when the price drops" (kind
 * 'price', with the price they would have paid when asking), for a mobile number (8801XXXXXXXXX)
 * and, when signed in, their account; open until its one SMS is queued or it expires (done_at and
 * outcome). One open request per kind, product, variant and number: asking twice is one request.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stock_levels')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('variant_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('stock_levels_pk', ['product_id', 'variant_id'])
    .execute();
  await tableWithId(db, 'alert_requests')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('variant_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('asked_price', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('done_at', 'text')
    .addColumn('outcome', 'text')
    .execute();
  await db.schema
    .createIndex('alert_requests_one_open')
    .on('alert_requests')
    .columns(['kind', 'product_id', 'variant_id', 'phone'])
    .unique()
    .where(sql.ref('done_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('alert_requests_open_products')
    .on('alert_requests')
    .columns(['product_id'])
    .where(sql.ref('done_at'), 'is', null)
    .execute();
  await db.schema.createIndex('alert_requests_customer').on('alert_requests').columns(['customer_id']).execute();
  await db.schema.createIndex('alert_requests_phone').on('alert_requests').columns(['phone']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('alert_requests').execute();
  await db.schema.dropTable('stock_levels').execute();
}
