import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/** Units sold moved by an order's cancel (or its revival), as migration 009 counts them. */
const body = (lockFirst: boolean) => `
    DECLARE sign integer := CASE WHEN NEW.status = 'cancelled' THEN -1 ELSE 1 END;
    BEGIN
      IF (OLD.status = 'cancelled') <> (NEW.status = 'cancelled') THEN
        ${
          lockFirst
            ? 'PERFORM 1 FROM products WHERE id IN (SELECT product_id FROM order_items WHERE order_id = ' +
              'NEW.id) ORDER BY id FOR NO KEY UPDATE;'
            : ''
        }
        UPDATE products p SET sold_count = p.sold_count + sign * i.qty
          FROM (SELECT product_id, sum(qty_ordered) AS qty FROM order_items WHERE order_id = NEW.id GROUP BY
            product_id) i
          WHERE p.id = i.product_id;
      END IF;
      RETURN NEW;
    END`;

/**
 * A cancelled order gives its units sold back to its products in id order, as an order being
 * placed takes them (orders/orderWrites.ts): the update's join locked the product rows in
 * whatever order it met them, so a cancel and an order of the same products could each hold one
 * row and wait for the other's until PostgreSQL failed one as a deadlock. SQLite writes one
 * transaction at a time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db))
    await sql
      .raw(`CREATE OR REPLACE FUNCTION sold_count_order() RETURNS trigger LANGUAGE plpgsql AS $$${body(true)} $$`)
      .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db))
    await sql
      .raw(`CREATE OR REPLACE FUNCTION sold_count_order() RETURNS trigger LANGUAGE plpgsql AS $$${body(false)} $$`)
      .execute(db);
}
