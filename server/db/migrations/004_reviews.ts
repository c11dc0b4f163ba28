import { sql, type Kysely } from 'kysely';
import { nowDefault, tableWithId } from './helpers';

/**
 * Product reviews: one per customer and product (the unique pair refuses a second, even two sent
 * at once), 1 to 5 stars, photos as a JSON list of {small, large} paths under storage. Each
 * product keeps its review count and star total, updated in the review's own transaction, so
 * every product view shows its rating without counting reviews.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await tableWithId(db, 'reviews')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault(db)))
    .addUniqueConstraint('reviews_one_per_customer', ['customer_id', 'product_id'])
    .addCheckConstraint('reviews_rating_range', sql`rating between 1 and 5`)
    .execute();
  // A product's page of reviews, newest first; the customer's own come through the unique pair's index.
  await db.schema
    .createIndex('reviews_product_newest')
    .on('reviews')
    .columns(['product_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('reviews_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('rating_total', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('rating_total').execute();
  await db.schema.alterTable('products').dropColumn('reviews_count').execute();
  await db.schema.dropTable('reviews').execute();
}
