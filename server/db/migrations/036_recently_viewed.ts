import type { Kysely } from 'kysely';

/**
 * The products a customer viewed, one row a product (a second view moves it up by its time), so the
 * list follows the shopper from device to device. Kept to the newest few by server/recent.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('recently_viewed')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('viewed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('recently_viewed_pk', ['customer_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('recently_viewed_newest')
    .on('recently_viewed')
    .columns(['customer_id', 'viewed_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recently_viewed').execute();
}
