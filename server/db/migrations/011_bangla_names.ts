import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';
import { TRGM_SCHEMA } from './009_search_sort';

const TABLES = ['categories', 'brands', 'products'] as const;

/**
 * A Bangla name beside the English one of categories, brands and products (null: the shop shows
 * the English name to a Bangla shopper too), and a search that finds a product by either name:
 * - SQLite: the FTS5 trigram index of product names (009) indexes both columns, its triggers keep
 *   both; products_search, the covering index the results page scans with LIKE, holds both;
 * - PostgreSQL: a trigram GIN index on the Bangla name beside the English one's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).addColumn('name_bn', 'text').execute();
  if (isPostgres(db)) {
    await sql
      .raw(`CREATE INDEX products_name_bn_trgm ON products USING gin (name_bn ${TRGM_SCHEMA}.gin_trgm_ops)`)
      .execute(db);
    return;
  }
  await db.schema.dropIndex('products_search').execute();
  await db.schema
    .createIndex('products_search')
    .on('products')
    .columns(['status', 'name', 'name_bn', 'sku', 'id'])
    .execute();
  await nameIndex(db, ['name', 'name_bn']);
}

/** The FTS5 index of these product columns and the triggers that keep it, in place of the one there. */
export async function nameIndex(db: Kysely<any>, columns: string[]): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  for (const t of ['product_names_insert', 'product_names_delete', 'product_names_update'])
    await run(`DROP TRIGGER ${t}`);
  await run('DROP TABLE product_names');
  const list = columns.join(', ');
  const of = (row: string) => columns.map((c) => `${row}.${c}`).join(', ');
  await run(
    `CREATE VIRTUAL TABLE product_names USING fts5(${list}, content='products', content_rowid='id', ` +
      `tokenize='trigram')`,
  );
  await run(`CREATE TRIGGER product_names_insert AFTER INSERT ON products BEGIN
    INSERT INTO product_names(rowid, ${list}) VALUES (new.id, ${of('new')}); END`);
  await run(`CREATE TRIGGER product_names_delete AFTER DELETE ON products BEGIN
    INSERT INTO product_names(product_names, rowid, ${list}) VALUES ('delete', old.id, ${of('old')}); END`);
  await run(`CREATE TRIGGER product_names_update AFTER UPDATE OF ${list} ON products BEGIN
    INSERT INTO product_names(product_names, rowid, ${list}) VALUES ('delete', old.id, ${of('old')});
    INSERT INTO product_names(rowid, ${list}) VALUES (new.id, ${of('new')}); END`);
  await run(`INSERT INTO product_names(product_names) VALUES ('rebuild')`);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw('DROP INDEX products_name_bn_trgm').execute(db);
  } else {
    await nameIndex(db, ['name']);
    await db.schema.dropIndex('products_search').execute();
    await db.schema.createIndex('products_search').on('products').columns(['status', 'name', 'sku', 'id']).execute();
  }
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('name_bn').execute();
}
