import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/**
 * category_listing: each row of product_categories with the product's status, min_price and
 * brand_id beside it, ordered (category_id, status, product_id), so a category's page of active
 * products, newest first, and its count read one range of that key with what the price and brand
 * filters test, instead of looking up each product's row (the larger part of an uncached
 * listing call's statement time). Triggers keep it in the transaction of every write
 * to product_categories and to those three columns of products; products and categories deleted
 * take their rows with them (product_categories' cascades fire its delete trigger).
 *
 * Its own table, not columns added to product_categories: writing those would fire the triggers
 * of product_categories (its products' cards, the price marks) on every product change.
 */
const COPIED = ['status', 'min_price', 'brand_id'] as const;

/**
 * Lists rows of product_categories: `rows` names them (a trigger's NEW, or an alias of `from`,
 * the table they are read from).
 */
const listed = (rows: string, from?: string) =>
  `INSERT INTO category_listing (category_id, status, product_id, min_price, brand_id)
    SELECT ${rows}.category_id, p.status, p.id, p.min_price, p.brand_id
    FROM ${from ? `${from} ${rows} INNER JOIN products p ON` : 'products p WHERE'} p.id = ${rows}.product_id`;
const copied = `status = NEW.status, min_price = NEW.min_price, brand_id = NEW.brand_id`;
const changed = COPIED.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ');

export async function up(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  const postgres = isPostgres(db);
  // Both read a page off the key alone: SQLite's WITHOUT ROWID table is its key's B-tree, rows and
  // all; PostgreSQL's key holds the other two columns (INCLUDE), read alone once vacuumed.
  await run(
    `CREATE TABLE category_listing (
    category_id integer NOT NULL, status integer NOT NULL, product_id integer NOT NULL, min_price bigint NOT NULL, ` +
      `brand_id integer,
    PRIMARY KEY (category_id, status, product_id)${postgres ? ' INCLUDE (min_price, brand_id))' : ') WITHOUT ROWID'}`,
  );
  // A product's rows, for its changes, and for a probe from another order (PostgreSQL's price sort
  // walks the price index and asks each product's row of the category): index-only.
  await run('CREATE INDEX category_listing_product ON category_listing (product_id, category_id, status)');
  await run(listed('pc', 'product_categories'));
  if (postgres) await postgresTriggers(run);
  else await sqliteTriggers(run);
}

async function sqliteTriggers(run: (text: string) => Promise<unknown>): Promise<void> {
  const trigger = (name: string, event: string, body: string, when = '') =>
    run(`CREATE TRIGGER ${name} AFTER ${event} FOR EACH ROW ${when && `WHEN ${when} `}BEGIN ${body}; END`);
  const unlisted = (row: string) =>
    `DELETE FROM category_listing WHERE category_id = ${row}.category_id AND product_id = ${row}.product_id`;
  await trigger('category_listing_insert', 'INSERT ON product_categories', listed('new'));
  await trigger('category_listing_update', 'UPDATE ON product_categories', `${unlisted('old')}; ${listed('new')}`);
  await trigger('category_listing_delete', 'DELETE ON product_categories', unlisted('old'));
  await trigger(
    'category_listing_product',
    `UPDATE OF ${COPIED.join(', ')} ON products`,
    `UPDATE category_listing SET ${copied} WHERE product_id = NEW.id`,
    changed,
  );
}

/** PostgreSQL: statement-level triggers with transition tables, so the seed's many rows are copied in one statement. */
async function postgresTriggers(run: (text: string) => Promise<unknown>): Promise<void> {
  const fn = (name: string, body: string) =>
    run(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body}; RETURN NULL; END $$`);
  const unlisted =
    'DELETE FROM category_listing c USING old_rows o WHERE c.category_id = o.category_id AND c.product_id = ' +
    'o.product_id';
  await fn('category_listing_added', listed('n', 'new_rows'));
  await fn('category_listing_removed', unlisted);
  await fn('category_listing_moved', `${unlisted}; ${listed('n', 'new_rows')}`);
  await fn('category_listing_product', `UPDATE category_listing SET ${copied} WHERE product_id = NEW.id`);
  const statement = (name: string, event: string, rows: string, fnName: string) =>
    run(
      `CREATE TRIGGER ${name} AFTER ${event} ON product_categories REFERENCING ${rows} FOR EACH STATEMENT EXECUTE ` +
        `FUNCTION ${fnName}()`,
    );
  await statement('category_listing_insert', 'INSERT', 'NEW TABLE AS new_rows', 'category_listing_added');
  await statement(
    'category_listing_update',
    'UPDATE',
    'OLD TABLE AS old_rows NEW TABLE AS new_rows',
    'category_listing_moved',
  );
  await statement('category_listing_delete', 'DELETE', 'OLD TABLE AS old_rows', 'category_listing_removed');
  await run(`CREATE TRIGGER category_listing_product AFTER UPDATE OF ${COPIED.join(', ')} ON products FOR EACH ROW
    WHEN (${changed})
    EXECUTE FUNCTION category_listing_product()`);
}

export async function down(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  const postgres = isPostgres(db);
  for (const [name, table] of [
    ['insert', 'product_categories'],
    ['update', 'product_categories'],
    ['delete', 'product_categories'],
    ['product', 'products'],
  ]) {
    await run(
      postgres
        ? `DROP TRIGGER IF EXISTS category_listing_${name} ON ${table}`
        : `DROP TRIGGER IF EXISTS category_listing_${name}`,
    );
  }
  if (postgres)
    for (const name of ['added', 'removed', 'moved', 'product'])
      await run(`DROP FUNCTION IF EXISTS category_listing_${name}()`);
  await run('DROP TABLE category_listing');
}
