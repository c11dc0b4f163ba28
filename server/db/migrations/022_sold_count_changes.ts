import { sql, type Kysely } from 'kysely';
import { SOLD_COUNT_ITEM_BODY } from './009_search_sort';
import { up as lockInIdOrder } from './021_sold_count_lock_order';
import { isPostgres } from './helpers';

/**
 * Units sold are counted out of the order's transaction: the triggers of migration 009 no longer
 * update products.sold_count line by line but append each change (+ units of a line placed, - of a
 * line removed or an order cancelled, + again when it is revived) to sold_count_changes, and the
 * best-selling listing adds them into the products first (catalog/unitsSold.ts).
 *
 * Updating the product row inside the order cost a quarter of PostgreSQL's time per order:
 * sold_count is indexed for the sort, so each update wrote a new entry in every index of products
 * (14), and it locked the product rows, so orders of the same products waited for one another and
 * had to take them in id order not to deadlock. An appended row touches no index and locks nothing
 * another order needs; the listing adds up many orders' changes in one update per product.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  await db.schema
    .createTable('sold_count_changes')
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull())
    .execute();
  if (isPostgres(db)) {
    await run(`CREATE OR REPLACE FUNCTION sold_count_item() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO sold_count_changes (product_id, qty) SELECT NEW.product_id, NEW.qty_ordered
            WHERE (SELECT status FROM orders WHERE id = NEW.order_id) <> 'cancelled';
          RETURN NEW;
        END IF;
        INSERT INTO sold_count_changes (product_id, qty) SELECT OLD.product_id, -OLD.qty_ordered
          WHERE (SELECT status FROM orders WHERE id = OLD.order_id) <> 'cancelled';
        RETURN OLD;
      END $$`);
    await run(`CREATE OR REPLACE FUNCTION sold_count_order() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (OLD.status = 'cancelled') <> (NEW.status = 'cancelled') THEN
          INSERT INTO sold_count_changes (product_id, qty)
            SELECT product_id, CASE WHEN NEW.status = 'cancelled' THEN -qty_ordered ELSE qty_ordered END FROM
              order_items WHERE order_id = NEW.id;
        END IF;
        RETURN NEW;
      END $$`);
    return;
  }
  await sqliteTriggers(
    db,
    (product, qty) => `INSERT INTO sold_count_changes (product_id, qty) VALUES (${product}, ${qty})`,
    (sign) =>
      `INSERT INTO sold_count_changes (product_id, qty) SELECT product_id, ${sign}qty_ordered FROM order_items WHERE ` +
      `order_id = new.id`,
  );
}

/** SQLite's four triggers of migration 009, made again with the given bodies. */
async function sqliteTriggers(
  db: Kysely<any>,
  line: (product: string, qty: string) => string,
  order: (sign: '' | '-') => string,
): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  for (const name of ['insert', 'delete', 'cancel', 'revive']) await run(`DROP TRIGGER sold_count_${name}`);
  const live = (row: string) => `(select status from orders where id = ${row}.order_id) <> 'cancelled'`;
  const added = line('new.product_id', 'new.qty_ordered');
  const removed = line('old.product_id', '-old.qty_ordered');
  await run(`CREATE TRIGGER sold_count_insert AFTER INSERT ON order_items WHEN ${live('new')} BEGIN ${added}; END`);
  await run(`CREATE TRIGGER sold_count_delete AFTER DELETE ON order_items WHEN ${live('old')} BEGIN ${removed}; END`);
  await run(
    `CREATE TRIGGER sold_count_cancel AFTER UPDATE OF status ON orders WHEN new.status = 'cancelled' AND old.status ` +
      `<> 'cancelled' BEGIN ${order('-')}; END`,
  );
  await run(
    `CREATE TRIGGER sold_count_revive AFTER UPDATE OF status ON orders WHEN old.status = 'cancelled' AND new.status ` +
      `<> 'cancelled' BEGIN ${order('')}; END`,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update products set sold_count = sold_count + (select sum(qty) from sold_count_changes c where
    c.product_id = products.id)
    where id in (select product_id from sold_count_changes)`.execute(db);
  if (isPostgres(db)) {
    await sql
      .raw(`CREATE OR REPLACE FUNCTION sold_count_item() RETURNS trigger LANGUAGE plpgsql AS ${SOLD_COUNT_ITEM_BODY}`)
      .execute(db);
    await lockInIdOrder(db);
  } else {
    await sqliteTriggers(
      db,
      (product, qty) => `UPDATE products SET sold_count = sold_count + ${qty} WHERE id = ${product}`,
      (sign) => `UPDATE products SET sold_count = sold_count ${sign || '+'} coalesce((select sum(qty_ordered) from
        order_items where order_id = new.id and product_id = products.id), 0)
        WHERE id IN (select product_id from order_items where order_id = new.id)`,
    );
  }
  await db.schema.dropTable('sold_count_changes').execute();
}
