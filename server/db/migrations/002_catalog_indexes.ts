import type { Kysely } from 'kysely';

/**
 * Indexes the catalogue listings need at 100,000 products:
 * - products_search: search by name or SKU (LIKE '%term%') cannot seek, but on SQLite it scans this
 *   narrow covering index instead of the product rows with their descriptions;
 * - products_status_newest: the all-products listing (active, newest first) reads a page in id
 *   order instead of sorting every product.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('products_search').on('products').columns(['status', 'name', 'sku', 'id']).execute();
  await db.schema.createIndex('products_status_newest').on('products').columns(['status', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_status_newest').execute();
  await db.schema.dropIndex('products_search').execute();
}
