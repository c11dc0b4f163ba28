import { sql, type Kysely } from 'kysely';

/**
 * Two first clicks at the same instant must not make two open carts for one customer, nor two
 * lines of one product and variant in a cart: the database refuses the second, and the cart code
 * then reads what the first one wrote.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE UNIQUE INDEX carts_one_open_per_customer ON carts (customer_id) WHERE is_active = 1 AND
    customer_id IS NOT NULL`.execute(db);
  await sql`CREATE UNIQUE INDEX cart_items_one_line ON cart_items (cart_id, product_id, (coalesce(variant_id,
    0)))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX cart_items_one_line`.execute(db);
  await sql`DROP INDEX carts_one_open_per_customer`.execute(db);
}
