import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/**
 * What a change to a price rule's inputs touches: each of these writes marks the stored prices
 * stale (a product's price or special price, its first variant, its categories and brand, a
 * campaign and what it covers). The prices themselves are computed by the shop's one price rule
 * (catalog/effectivePrices.ts), never by a trigger.
 */
const PRICE_INPUTS: [table: string, columns: string | null][] = [
  ['products', 'price, special_price, brand_id, type'],
  ['product_variants', 'product_id, price, special_price, position, status'],
  ['product_categories', null],
  ['campaigns', null],
  ['campaign_products', null],
  ['campaign_categories', null],
  ['campaign_brands', null],
];

const MARK_CHANGED = `UPDATE price_marks SET counter = counter + 1 WHERE name = 'changed'`;

/**
 * Listing by the price the shopper pays, and the words of product names for the search box:
 * - product_prices: each product's effective price, what its card shows (special price, campaigns
 *   and the first variant counted) at the time price_marks names, indexed for the price sorts. A
 *   table of its own: rewriting prices when a campaign starts touches two narrow indexes, not
 *   every index of products (its name's trigram index among them);
 * - price_marks: 'changed' counts writes to the price inputs (triggers), 'priced' the count the
 *   stored prices were computed at and the window of time in which the running campaigns stay the
 *   same. PostgreSQL's triggers run once per statement: a seed of 100,000 rows bumps the count a
 *   few times, not 100,000;
 * - the words of product names: an index of them (a GIN index of each name's words on PostgreSQL,
 *   an FTS5 index of whole words without positions on SQLite) and their vocabulary, the distinct
 *   words (about a thousand at 100,000 products) the search box matches typos against: SQLite's
 *   read from its index through fts5vocab, PostgreSQL's a table kept by triggers on names.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  const postgres = isPostgres(db);
  await db.schema
    .createTable('product_prices')
    .addColumn('product_id', 'integer', (c) => c.primaryKey().references('products.id').onDelete('cascade'))
    .addColumn('effective_price', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('product_prices_effective')
    .on('product_prices')
    .columns(['effective_price', 'product_id'])
    .execute();
  await db.schema
    .createTable('price_marks')
    .addColumn('name', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('counter', 'bigint', (c) => c.notNull())
    .addColumn('valid_from', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('valid_until', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Priced at -1: stale until the first listing (or the seed) prices every product.
  await db
    .insertInto('price_marks')
    .values([
      { name: 'changed', counter: 0 },
      { name: 'priced', counter: -1 },
    ])
    .execute();

  if (postgres) {
    await run(
      `CREATE FUNCTION price_inputs_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${MARK_CHANGED}; RETURN ` +
        `NULL; END $$`,
    );
    for (const [table, columns] of PRICE_INPUTS) {
      const events = columns ? `INSERT OR DELETE OR UPDATE OF ${columns}` : 'INSERT OR DELETE OR UPDATE';
      await run(
        `CREATE TRIGGER ${table}_price_inputs AFTER ${events} ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ` +
          `price_inputs_changed()`,
      );
    }
    await run(`CREATE INDEX products_name_words ON products USING gin (to_tsvector('simple', name))`);
    await run(`CREATE TABLE product_words (word text PRIMARY KEY)`);
    await run(`CREATE FUNCTION product_words_add() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      INSERT INTO product_words (word) SELECT DISTINCT w FROM new_rows,
        unnest(tsvector_to_array(to_tsvector('simple', new_rows.name))) AS w
        ON CONFLICT DO NOTHING;
      RETURN NULL; END $$`);
    await run(
      `CREATE TRIGGER product_words_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH ` +
        `STATEMENT EXECUTE FUNCTION product_words_add()`,
    );
    // A renamed product (rare) adds its words row by row; an order's sold_count update costs nothing.
    await run(`CREATE FUNCTION product_words_rename() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      INSERT INTO product_words (word) SELECT DISTINCT w FROM unnest(tsvector_to_array(to_tsvector('simple',
        NEW.name))) AS w
        ON CONFLICT DO NOTHING;
      RETURN NULL; END $$`);
    await run(
      `CREATE TRIGGER product_words_update AFTER UPDATE OF name ON products FOR EACH ROW EXECUTE FUNCTION ` +
        `product_words_rename()`,
    );
    await run(
      `INSERT INTO product_words (word) SELECT DISTINCT w FROM products, ` +
        `unnest(tsvector_to_array(to_tsvector('simple', products.name))) AS w`,
    );
  } else {
    for (const [table, columns] of PRICE_INPUTS) {
      const events: string[] = ['INSERT', 'DELETE', columns ? `UPDATE OF ${columns}` : 'UPDATE'];
      for (const event of events) {
        const name = `${table}_price_inputs_${event.split(' ')[0].toLowerCase()}`;
        await run(`CREATE TRIGGER ${name} AFTER ${event} ON ${table} BEGIN ${MARK_CHANGED}; END`);
      }
    }
    await run(
      `CREATE VIRTUAL TABLE product_word_index USING fts5(name, content='products', content_rowid='id', ` +
        `tokenize='unicode61 remove_diacritics 2', detail=none, columnsize=0)`,
    );
    await run(`CREATE VIRTUAL TABLE product_words USING fts5vocab(product_word_index, 'row')`);
    await run(`CREATE TRIGGER product_word_index_insert AFTER INSERT ON products BEGIN
      INSERT INTO product_word_index(rowid, name) VALUES (new.id, new.name); END`);
    await run(`CREATE TRIGGER product_word_index_delete AFTER DELETE ON products BEGIN
      INSERT INTO product_word_index(product_word_index, rowid, name) VALUES ('delete', old.id, old.name); END`);
    await run(`CREATE TRIGGER product_word_index_update AFTER UPDATE OF name ON products BEGIN
      INSERT INTO product_word_index(product_word_index, rowid, name) VALUES ('delete', old.id, old.name);
      INSERT INTO product_word_index(rowid, name) VALUES (new.id, new.name); END`);
    await run(`INSERT INTO product_word_index(product_word_index) VALUES ('rebuild')`);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  if (isPostgres(db)) {
    for (const trigger of ['product_words_insert', 'product_words_update'])
      await run(`DROP TRIGGER ${trigger} ON products`);
    await run('DROP FUNCTION product_words_add()');
    await run('DROP FUNCTION product_words_rename()');
    await run('DROP TABLE product_words');
    await run('DROP INDEX products_name_words');
    for (const [table] of PRICE_INPUTS) await run(`DROP TRIGGER ${table}_price_inputs ON ${table}`);
    await run('DROP FUNCTION price_inputs_changed()');
  } else {
    for (const trigger of ['product_word_index_insert', 'product_word_index_delete', 'product_word_index_update'])
      await run(`DROP TRIGGER ${trigger}`);
    await run('DROP TABLE product_words');
    await run('DROP TABLE product_word_index');
    for (const [table] of PRICE_INPUTS)
      for (const event of ['insert', 'delete', 'update']) await run(`DROP TRIGGER ${table}_price_inputs_${event}`);
  }
  await db.schema.dropTable('price_marks').execute();
  await db.schema.dropTable('product_prices').execute();
}
