import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/**
 * Two things a category's listing at a million products could not read off category_listing (027)
 * fast enough: its pages sorted by price, and the count of its active products.
 *
 * Sorted by price: each row of category_listing (027) carries its product's
 * effective price (product_prices, 010), indexed (category_id, status, effective_price,
 * product_id), so such a page reads one range of that key in price order, as the newest-first
 * page reads its key. Without it the sort walked product_prices in price order and asked each
 * product whether it was in the category, which for a category of dear products is most of the
 * catalogue.
 *
 * Kept by triggers: a new row of category_listing takes its product's stored price; a price stored
 * (effectivePrices.ts writes only those that differ) is copied to its product's rows. Null until
 * the product is first priced, as it has no row of product_prices then; the sort reads only rows
 * with a price, as its join did.
 *
 * The count: category_counts holds each category's count of active products (its rows of
 * category_listing with status 1), which its unfiltered listing and the category menu read instead
 * of counting a tenth of the catalogue's rows. Kept by triggers on category_listing in the
 * transaction of every change to it (PostgreSQL: per statement, counted per category from the
 * statement's rows).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  const postgres = isPostgres(db);
  await run('ALTER TABLE category_listing ADD COLUMN effective_price bigint');
  await run(`UPDATE category_listing SET effective_price =
    (SELECT pp.effective_price FROM product_prices pp WHERE pp.product_id = category_listing.product_id)`);
  await run(
    'CREATE INDEX category_listing_price ON category_listing (category_id, status, effective_price, product_id)' +
      (postgres ? ' INCLUDE (min_price, brand_id)' : ''),
  );
  await counts(run, postgres);
  if (postgres) {
    await run(`CREATE FUNCTION category_listing_priced() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      NEW.effective_price := (SELECT pp.effective_price FROM product_prices pp WHERE pp.product_id = NEW.product_id);
      RETURN NEW; END $$`);
    await run(`CREATE TRIGGER category_listing_price BEFORE INSERT ON category_listing FOR EACH ROW
      EXECUTE FUNCTION category_listing_priced()`);
    // Statement-level: a refresh stores thousands of prices in a statement.
    await run(`CREATE FUNCTION category_listing_repriced() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      UPDATE category_listing c SET effective_price = n.effective_price FROM new_rows n
        WHERE c.product_id = n.product_id AND c.effective_price IS DISTINCT FROM n.effective_price;
      RETURN NULL; END $$`);
    for (const event of ['insert', 'update'])
      await run(`CREATE TRIGGER category_listing_price_${event} AFTER ${event.toUpperCase()} ON product_prices
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION category_listing_repriced()`);
    return;
  }
  const copy = (row: string) =>
    `UPDATE category_listing SET effective_price = ${row}.effective_price WHERE product_id = ${row}.product_id`;
  await run(`CREATE TRIGGER category_listing_price AFTER INSERT ON category_listing FOR EACH ROW BEGIN
    UPDATE category_listing SET effective_price =
      (SELECT pp.effective_price FROM product_prices pp WHERE pp.product_id = NEW.product_id)
    WHERE category_id = NEW.category_id AND status = NEW.status AND product_id = NEW.product_id; END`);
  await run(`CREATE TRIGGER category_listing_price_insert AFTER INSERT ON product_prices FOR EACH ROW BEGIN
    ${copy('NEW')}; END`);
  await run(`CREATE TRIGGER category_listing_price_update AFTER UPDATE OF effective_price ON product_prices
    FOR EACH ROW BEGIN ${copy('NEW')}; END`);
}

/** The count of active products per category: filled from category_listing, then kept by its triggers. */
async function counts(run: (text: string) => Promise<unknown>, postgres: boolean): Promise<void> {
  await run('CREATE TABLE category_counts (category_id integer PRIMARY KEY, active bigint NOT NULL)');
  await run(`INSERT INTO category_counts (category_id, active)
    SELECT category_id, count(*) FROM category_listing WHERE status = 1 GROUP BY category_id`);
  const added = (rows: string, sign: string) =>
    `INSERT INTO category_counts (category_id, active) ${rows}
      ON CONFLICT (category_id) DO UPDATE SET active = category_counts.active ${sign} excluded.active`;
  if (postgres) {
    const counted = (table: string) =>
      `SELECT category_id, count(*) FROM ${table} WHERE status = 1 GROUP BY category_id`;
    await run(`CREATE FUNCTION category_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      ${added(counted('new_rows'), '+')}; RETURN NULL; END $$`);
    await run(`CREATE FUNCTION category_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      ${added(counted('old_rows'), '-')}; RETURN NULL; END $$`);
    // An update counts the active rows after it less those before, per category; a price copied changes none.
    await run(`CREATE FUNCTION category_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      ${added(
        `SELECT category_id, sum(n) FROM (SELECT category_id, 1 AS n FROM new_rows WHERE status = 1
          UNION ALL SELECT category_id, -1 FROM old_rows WHERE status = 1) c GROUP BY category_id HAVING sum(n) <> 0`,
        '+',
      )}; RETURN NULL; END $$`);
    for (const [event, rows, fn] of [
      ['insert', 'NEW TABLE AS new_rows', 'added'],
      ['delete', 'OLD TABLE AS old_rows', 'removed'],
      ['update', 'OLD TABLE AS old_rows NEW TABLE AS new_rows', 'changed'],
    ])
      await run(`CREATE TRIGGER category_counts_${event} AFTER ${event.toUpperCase()} ON category_listing
        REFERENCING ${rows} FOR EACH STATEMENT EXECUTE FUNCTION category_counts_${fn}()`);
    return;
  }
  const one = (row: string, sign: string) => added(`SELECT ${row}.category_id, 1 WHERE true`, sign);
  await run(`CREATE TRIGGER category_counts_insert AFTER INSERT ON category_listing WHEN NEW.status = 1 BEGIN
    ${one('NEW', '+')}; END`);
  await run(`CREATE TRIGGER category_counts_delete AFTER DELETE ON category_listing WHEN OLD.status = 1 BEGIN
    ${one('OLD', '-')}; END`);
  await run(`CREATE TRIGGER category_counts_update AFTER UPDATE OF status, category_id ON category_listing BEGIN
    UPDATE category_counts SET active = active - 1 WHERE category_id = OLD.category_id AND OLD.status = 1;
    ${added('SELECT NEW.category_id, 1 WHERE NEW.status = 1', '+')}; END`);
}

export async function down(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  const postgres = isPostgres(db);
  for (const [name, table] of [
    ['category_counts_insert', 'category_listing'],
    ['category_counts_delete', 'category_listing'],
    ['category_counts_update', 'category_listing'],
    ['category_listing_price', 'category_listing'],
    ['category_listing_price_insert', 'product_prices'],
    ['category_listing_price_update', 'product_prices'],
  ])
    await run(postgres ? `DROP TRIGGER IF EXISTS ${name} ON ${table}` : `DROP TRIGGER IF EXISTS ${name}`);
  if (postgres) {
    await run('DROP FUNCTION IF EXISTS category_listing_priced()');
    await run('DROP FUNCTION IF EXISTS category_listing_repriced()');
    for (const name of ['added', 'removed', 'changed']) await run(`DROP FUNCTION IF EXISTS category_counts_${name}()`);
  }
  await run('DROP TABLE category_counts');
  await run('DROP INDEX category_listing_price');
  await run('ALTER TABLE category_listing DROP COLUMN effective_price');
}
