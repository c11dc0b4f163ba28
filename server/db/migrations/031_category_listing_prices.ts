import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/**
 * A category's pages sorted by price: each row of category_listing (027) carries its product's
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

export async function down(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  const postgres = isPostgres(db);
  for (const [name, table] of [
    ['category_listing_price', 'category_listing'],
    ['category_listing_price_insert', 'product_prices'],
    ['category_listing_price_update', 'product_prices'],
  ])
    await run(postgres ? `DROP TRIGGER IF EXISTS ${name} ON ${table}` : `DROP TRIGGER IF EXISTS ${name}`);
  if (postgres) {
    await run('DROP FUNCTION IF EXISTS category_listing_priced()');
    await run('DROP FUNCTION IF EXISTS category_listing_repriced()');
  }
  await run('DROP INDEX category_listing_price');
  await run('ALTER TABLE category_listing DROP COLUMN effective_price');
}
