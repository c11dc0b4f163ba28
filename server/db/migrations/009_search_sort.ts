import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/**
 * A product's average rating: the listing sorts by this very expression (catalog/listingSort.ts
 * imports it), since SQLite uses an expression index only for the same expression.
 */
export const AVERAGE_RATING = 'case when reviews_count > 0 then cast(rating_total as real) / reviews_count else 0 end';

/**
 * PostgreSQL: a line placed or removed moves its product's units sold, unless its order is cancelled (migration 022
 * takes it back to this in its down).
 */
export const SOLD_COUNT_ITEM_BODY = `$$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        UPDATE products SET sold_count = sold_count + NEW.qty_ordered
          WHERE id = NEW.product_id AND (SELECT status FROM orders WHERE id = NEW.order_id) <> 'cancelled';
        RETURN NEW;
      END IF;
      UPDATE products SET sold_count = sold_count - OLD.qty_ordered
        WHERE id = OLD.product_id AND (SELECT status FROM orders WHERE id = OLD.order_id) <> 'cancelled';
      RETURN OLD;
    END $$`;

/** Where pg_trgm lives: a schema of its own that a test's dropped schema cannot take with it. */
export const TRGM_SCHEMA = 'public';

/**
 * Typo-forgiving search and the listing's sort orders at 100,000 products:
 * - SQLite: an FTS5 index of product names with the trigram tokenizer, kept by triggers;
 * - PostgreSQL: pg_trgm and a trigram GIN index on the names (the extension in `public`, named
 *   with its schema, so a search_path of one schema still finds it);
 * - products.sold_count: units on orders that are not cancelled, kept by triggers on order_items
 *   and on an order's status;
 * - an index per new sort order: average rating, units sold (newest uses the id, price the
 *   (status, min_price, id) index of 001).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('sold_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update products set sold_count = coalesce((select sum(oi.qty_ordered) from order_items oi inner join
    orders o on o.id = oi.order_id
    where oi.product_id = products.id and o.status <> 'cancelled'), 0)`.execute(db);
  await sql.raw(`CREATE INDEX products_status_rating ON products (status, (${AVERAGE_RATING}), id)`).execute(db);
  await db.schema.createIndex('products_status_sold').on('products').columns(['status', 'sold_count', 'id']).execute();
  if (isPostgres(db)) await postgresUp(db);
  else await sqliteUp(db);
}

async function sqliteUp(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  await run(
    `CREATE VIRTUAL TABLE product_names USING fts5(name, content='products', content_rowid='id', tokenize='trigram')`,
  );
  await run(`CREATE TRIGGER product_names_insert AFTER INSERT ON products BEGIN
    INSERT INTO product_names(rowid, name) VALUES (new.id, new.name); END`);
  await run(`CREATE TRIGGER product_names_delete AFTER DELETE ON products BEGIN
    INSERT INTO product_names(product_names, rowid, name) VALUES ('delete', old.id, old.name); END`);
  await run(`CREATE TRIGGER product_names_update AFTER UPDATE OF name ON products BEGIN
    INSERT INTO product_names(product_names, rowid, name) VALUES ('delete', old.id, old.name);
    INSERT INTO product_names(rowid, name) VALUES (new.id, new.name); END`);
  await run(`INSERT INTO product_names(product_names) VALUES ('rebuild')`);

  const live = (order: string) => `(select status from orders where id = ${order}.order_id) <> 'cancelled'`;
  await run(`CREATE TRIGGER sold_count_insert AFTER INSERT ON order_items WHEN ${live('new')} BEGIN
    UPDATE products SET sold_count = sold_count + new.qty_ordered WHERE id = new.product_id; END`);
  await run(`CREATE TRIGGER sold_count_delete AFTER DELETE ON order_items WHEN ${live('old')} BEGIN
    UPDATE products SET sold_count = sold_count - old.qty_ordered WHERE id = old.product_id; END`);
  for (const [name, when, sign] of [
    ['cancel', `new.status = 'cancelled' AND old.status <> 'cancelled'`, '-'],
    ['revive', `old.status = 'cancelled' AND new.status <> 'cancelled'`, '+'],
  ]) {
    await run(`CREATE TRIGGER sold_count_${name} AFTER UPDATE OF status ON orders WHEN ${when} BEGIN
      UPDATE products SET sold_count = sold_count ${sign} coalesce((select sum(qty_ordered) from order_items where
        order_id = new.id and product_id = products.id), 0)
      WHERE id IN (select product_id from order_items where order_id = new.id); END`);
  }
}

async function postgresUp(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  const installed = await sql<{
    n: number;
  }>`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(db);
  if (!installed.rows[0].n) {
    // Two test schemas migrating at once may both try: the loser finds it installed.
    try {
      await run(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA ${TRGM_SCHEMA}`);
    } catch (error) {
      const again = await sql<{
        n: number;
      }>`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(db);
      if (!again.rows[0].n) throw error;
    }
  }
  await run(`CREATE INDEX products_name_trgm ON products USING gin (name ${TRGM_SCHEMA}.gin_trgm_ops)`);

  await run(`CREATE FUNCTION sold_count_item() RETURNS trigger LANGUAGE plpgsql AS ${SOLD_COUNT_ITEM_BODY}`);
  await run(
    `CREATE TRIGGER sold_count_item AFTER INSERT OR DELETE ON order_items FOR EACH ROW EXECUTE FUNCTION ` +
      `sold_count_item()`,
  );
  await run(`CREATE FUNCTION sold_count_order() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE sign integer := CASE WHEN NEW.status = 'cancelled' THEN -1 ELSE 1 END;
    BEGIN
      IF (OLD.status = 'cancelled') <> (NEW.status = 'cancelled') THEN
        UPDATE products p SET sold_count = p.sold_count + sign * i.qty
          FROM (SELECT product_id, sum(qty_ordered) AS qty FROM order_items WHERE order_id = NEW.id GROUP BY
            product_id) i
          WHERE p.id = i.product_id;
      END IF;
      RETURN NEW;
    END $$`);
  await run(
    `CREATE TRIGGER sold_count_order AFTER UPDATE OF status ON orders FOR EACH ROW EXECUTE FUNCTION sold_count_order()`,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  if (isPostgres(db)) {
    await run('DROP TRIGGER sold_count_order ON orders');
    await run('DROP TRIGGER sold_count_item ON order_items');
    await run('DROP FUNCTION sold_count_order()');
    await run('DROP FUNCTION sold_count_item()');
    await run('DROP INDEX products_name_trgm');
  } else {
    for (const t of [
      'sold_count_insert',
      'sold_count_delete',
      'sold_count_cancel',
      'sold_count_revive',
      'product_names_insert',
      'product_names_delete',
      'product_names_update',
    ]) {
      await run(`DROP TRIGGER ${t}`);
    }
    await run('DROP TABLE product_names');
  }
  for (const index of ['products_status_sold', 'products_status_rating']) await db.schema.dropIndex(index).execute();
  await db.schema.alterTable('products').dropColumn('sold_count').execute();
}
