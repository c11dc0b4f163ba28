import type { Kysely } from 'kysely';

/**
 * The product card statement (catalog/productRows.ts) reads each product's images, active variants
 * and categories (for the campaigns covering them) through indexes on product_id, then every
 * row for its other columns. These indexes hold the columns the card reads, so the lists come from
 * the index alone (SQLite: "covering index"; PostgreSQL: index-only once vacuumed), without a
 * read of each row. They replace the narrower indexes, whose leading columns they begin with.
 */
const CARD_INDEXES = [
  {
    table: 'product_images',
    name: 'product_images_card',
    columns: ['product_id', 'position', 'variant_id', 'path'],
    old: 'product_images_product',
    oldColumns: ['product_id', 'position'],
  },
  {
    table: 'product_variants',
    name: 'product_variants_card',
    columns: ['product_id', 'position', 'status', 'name', 'price', 'special_price'],
    old: 'product_variants_product',
    oldColumns: ['product_id', 'position'],
  },
  {
    table: 'product_categories',
    name: 'product_categories_card',
    columns: ['product_id', 'category_id'],
    old: 'product_categories_product',
    oldColumns: ['product_id'],
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, old, name, columns } of CARD_INDEXES) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
    await db.schema.dropIndex(old).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table, old, oldColumns, name } of CARD_INDEXES) {
    await db.schema.createIndex(old).on(table).columns(oldColumns).execute();
    await db.schema.dropIndex(name).execute();
  }
}
