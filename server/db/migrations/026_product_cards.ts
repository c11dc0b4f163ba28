import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/**
 * Each product's card row stored as one JSON text (product_cards), kept by triggers in the
 * transaction of every write it depends on, so a list of products reads one short row per product
 * instead of running four correlated subqueries per product with every call (Bagisto's
 * product_flat, Magento's flat catalogue: a table shaped for the listing).
 *
 * The card is a JSON array: the product's id, type, name, name_bn, url_key, sku, price,
 * special_price, short_description, brand_id, status, reviews_count and rating_total, then its
 * images [[id, variant_id, path, position]], its active variants [[id, name, price, special_price,
 * position]] and the ids of the campaigns naming it or one of its categories (an id may repeat;
 * PostgreSQL writes an empty list as null), the layout catalog/productRows.ts reads. What it
 * depends on: the product's row, its images, variants, campaign links and categories, and the
 * campaigns naming those categories. A campaign's dates and status are not in it: the listing
 * applies the running campaigns when it reads.
 *
 * Reading a page's stored cards is cheaper than the statement that builds them. The triggers
 * build a card off the covering indexes of migration 024, as that statement did.
 */

/**
 * The card's columns of the product's own row: a change to any other column (min_price, sold_count) leaves the card as
 * it is.
 */
const OWN_COLUMNS = [
  'type',
  'name',
  'name_bn',
  'url_key',
  'sku',
  'price',
  'special_price',
  'short_description',
  'brand_id',
  'status',
  'reviews_count',
  'rating_total',
];
/** Tables with a product_id whose rows are part of the card. */
const PRODUCT_PARTS = ['product_images', 'product_variants', 'campaign_products', 'product_categories'];

/** The card of products row p, in each database's JSON functions. */
function cardOf(postgres: boolean): string {
  const list = (columns: string, rest: string) =>
    postgres
      ? `(select json_agg(json_build_array(${columns})) ${rest})`
      : `(select json_group_array(json_array(${columns})) ${rest})`;
  const campaigns =
    `(select ${postgres ? 'json_agg' : 'json_group_array'}(c.campaign_id) from (
      select cp.campaign_id from campaign_products cp where cp.product_id = p.id
      union all
      select cc.campaign_id from product_categories pc inner join campaign_categories cc on cc.category_id = ` +
    `pc.category_id where pc.product_id = p.id) c)`;
  const columns = `p.id, ${OWN_COLUMNS.map((c) => `p.${c}`).join(', ')},
    ${list('i.id, i.variant_id, i.path, i.position', 'from product_images i where i.product_id = p.id')},
    ${list(
      'v.id, v.name, v.price, v.special_price, v.position',
      'from product_variants v where v.product_id = p.id ' + 'and v.status = 1',
    )},
    ${campaigns}`;
  return postgres ? `json_build_array(${columns})::text` : `json_array(${columns})`;
}

/** Stores the cards of the products `where` picks (p is the products row), new or changed. */
const refresh = (postgres: boolean, where: string) =>
  `INSERT INTO product_cards (product_id, card) SELECT p.id, ${cardOf(postgres)} FROM products p WHERE ${where}
    ON CONFLICT (product_id) DO UPDATE SET card = excluded.card`;

export async function up(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  const postgres = isPostgres(db);
  await db.schema
    .createTable('product_cards')
    .addColumn('product_id', 'integer', (c) => c.primaryKey())
    .addColumn('card', 'text', (c) => c.notNull())
    .execute();
  await run(refresh(postgres, 'true'));
  if (postgres) await postgresTriggers(run);
  else await sqliteTriggers(run);
}

/**
 * SQLite: a trigger per table and event, each storing the cards its rows touch (row by row, as
 * SQLite's triggers go).
 */
async function sqliteTriggers(run: (text: string) => Promise<unknown>): Promise<void> {
  const trigger = (name: string, event: string, body: string) =>
    run(`CREATE TRIGGER ${name} AFTER ${event} FOR EACH ROW BEGIN ${body}; END`);
  await trigger('product_cards_product_insert', 'INSERT ON products', refresh(false, 'p.id = new.id'));
  await trigger(
    'product_cards_product_update',
    `UPDATE OF ${OWN_COLUMNS.join(', ')} ON products`,
    refresh(false, 'p.id = new.id'),
  );
  await trigger(
    'product_cards_product_delete',
    'DELETE ON products',
    'DELETE FROM product_cards WHERE product_id = old.id',
  );
  for (const table of PRODUCT_PARTS) {
    await trigger(`product_cards_${table}_insert`, `INSERT ON ${table}`, refresh(false, 'p.id = new.product_id'));
    await trigger(
      `product_cards_${table}_update`,
      `UPDATE ON ${table}`,
      refresh(false, 'p.id IN (old.product_id, new.product_id)'),
    );
    await trigger(`product_cards_${table}_delete`, `DELETE ON ${table}`, refresh(false, 'p.id = old.product_id'));
  }
  const inCategory = (row: string) =>
    `p.id IN (SELECT product_id FROM product_categories WHERE category_id = ${row}.category_id)`;
  await trigger(
    'product_cards_campaign_categories_insert',
    'INSERT ON campaign_categories',
    refresh(false, inCategory('new')),
  );
  await trigger(
    'product_cards_campaign_categories_update',
    'UPDATE ON campaign_categories',
    refresh(false, `(${inCategory('old')} OR ${inCategory('new')})`),
  );
  await trigger(
    'product_cards_campaign_categories_delete',
    'DELETE ON campaign_categories',
    refresh(false, inCategory('old')),
  );
}

/**
 * PostgreSQL: statement-level triggers with transition tables, so a statement writing many rows
 * (the seed's, a campaign over a category) stores each card it touches once. Transition tables
 * allow one event per trigger and no column list, so a product's own columns are watched row by
 * row.
 */
async function postgresTriggers(run: (text: string) => Promise<unknown>): Promise<void> {
  await run(
    `CREATE FUNCTION product_cards_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$ ${refresh(
      true,
      'p.id = ' + 'ANY(ids)',
    )} $$`,
  );
  const fn = (name: string, ids: string) =>
    run(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM product_cards_refresh(ARRAY(${ids})); RETURN NULL; END $$`);
  const statementTrigger = (name: string, event: string, table: string, rows: 'new' | 'old' | 'both', fnName: string) =>
    run(
      `CREATE TRIGGER ${name} AFTER ${event} ON ${table} REFERENCING ${
        rows === 'old'
          ? 'OLD TABLE AS ' + 'old_rows'
          : rows === 'new'
            ? 'NEW TABLE AS new_rows'
            : 'OLD TABLE AS old_rows NEW TABLE AS new_rows'
      }
      FOR EACH STATEMENT EXECUTE FUNCTION ${fnName}()`,
    );
  await fn('product_cards_new_parts', 'SELECT DISTINCT product_id FROM new_rows');
  await fn('product_cards_old_parts', 'SELECT DISTINCT product_id FROM old_rows');
  await fn('product_cards_changed_parts', 'SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows');
  await fn('product_cards_new_products', 'SELECT id FROM new_rows');
  const inCategories = (rows: string) =>
    `SELECT DISTINCT pc.product_id FROM product_categories pc WHERE pc.category_id IN (${rows})`;
  await fn('product_cards_new_campaign_categories', inCategories('SELECT category_id FROM new_rows'));
  await fn('product_cards_old_campaign_categories', inCategories('SELECT category_id FROM old_rows'));
  await fn(
    'product_cards_changed_campaign_categories',
    inCategories('SELECT category_id FROM old_rows UNION SELECT category_id FROM new_rows'),
  );
  await run(`CREATE FUNCTION product_cards_product_row() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM product_cards_refresh(ARRAY[NEW.id]); RETURN NULL; END $$`);
  await run(`CREATE FUNCTION product_cards_gone_products() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN DELETE FROM product_cards WHERE product_id IN (SELECT id FROM old_rows); RETURN NULL; END $$`);

  await statementTrigger('product_cards_product_insert', 'INSERT', 'products', 'new', 'product_cards_new_products');
  await run(
    `CREATE TRIGGER product_cards_product_update AFTER UPDATE OF ${OWN_COLUMNS.join(', ')} ON products FOR
    EACH ROW
    WHEN ((${OWN_COLUMNS.map((c) => `OLD.${c}`).join(', ')}) IS DISTINCT FROM ` +
      `(${OWN_COLUMNS.map((c) => `NEW.${c}`).join(', ')}))
    EXECUTE FUNCTION product_cards_product_row()`,
  );
  await statementTrigger('product_cards_product_delete', 'DELETE', 'products', 'old', 'product_cards_gone_products');
  for (const table of PRODUCT_PARTS) {
    await statementTrigger(`product_cards_${table}_insert`, 'INSERT', table, 'new', 'product_cards_new_parts');
    await statementTrigger(`product_cards_${table}_update`, 'UPDATE', table, 'both', 'product_cards_changed_parts');
    await statementTrigger(`product_cards_${table}_delete`, 'DELETE', table, 'old', 'product_cards_old_parts');
  }
  await statementTrigger(
    'product_cards_campaign_categories_insert',
    'INSERT',
    'campaign_categories',
    'new',
    'product_cards_new_campaign_categories',
  );
  await statementTrigger(
    'product_cards_campaign_categories_update',
    'UPDATE',
    'campaign_categories',
    'both',
    'product_cards_changed_campaign_categories',
  );
  await statementTrigger(
    'product_cards_campaign_categories_delete',
    'DELETE',
    'campaign_categories',
    'old',
    'product_cards_old_campaign_categories',
  );
}

const TRIGGERED = ['products', ...PRODUCT_PARTS, 'campaign_categories'];

export async function down(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  const postgres = isPostgres(db);
  for (const table of TRIGGERED) {
    for (const event of ['insert', 'update', 'delete']) {
      const name = `product_cards_${table === 'products' ? 'product' : table}_${event}`;
      await run(postgres ? `DROP TRIGGER IF EXISTS ${name} ON ${table}` : `DROP TRIGGER IF EXISTS ${name}`);
    }
  }
  if (postgres) {
    for (const name of [
      'refresh(integer[])',
      'new_parts()',
      'old_parts()',
      'changed_parts()',
      'new_products()',
      'new_campaign_categories()',
      'old_campaign_categories()',
      'changed_campaign_categories()',
      'product_row()',
      'gone_products()',
    ]) {
      await run(`DROP FUNCTION IF EXISTS product_cards_${name}`);
    }
  }
  await db.schema.dropTable('product_cards').execute();
}
