import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { refreshEffectivePrices } from '../server/catalog/effectivePrices';
import type { DB } from '../server/db/schema';
import { seedDatabase } from '../server/seed';
import { analyzeAfterSeed, syncIdSequences } from '../server/seed/insert';

/**
 * A large catalogue, fast, without pictures: the demo shop's seed makes the first BASE products
 * (every department, variants, categories, campaigns, reviews and orders), then each further
 * BASE is a copy of them made inside the database, one INSERT ... SELECT per table, with ids
 * moved up and the SKUs and URL keys made unique. The read models' triggers keep their tables as
 * they do for any write. Products shown at a million rows therefore repeat the first BASE's
 * names, prices and pictures, which is what the listings' and search's costs depend on.
 */
export const BASE = 10_000;

/** Tables copied per round: the columns that name a product, a variant or an image, moved up by the round's offsets. */
const COPIED: { table: keyof DB; moved: Record<string, 'product' | 'variant' | 'image'>; suffixed?: string[] }[] = [
  { table: 'products', moved: { id: 'product' }, suffixed: ['sku', 'url_key'] },
  { table: 'product_categories', moved: { product_id: 'product' } },
  { table: 'product_colors', moved: { product_id: 'product' } },
  { table: 'product_sizes', moved: { product_id: 'product' } },
  { table: 'product_variants', moved: { id: 'variant', product_id: 'product' }, suffixed: ['sku'] },
  { table: 'product_images', moved: { id: 'image', product_id: 'product', variant_id: 'variant' } },
  { table: 'related_products', moved: { product_id: 'product', related_id: 'product' } },
];

const isPostgres = (db: Kysely<DB>) => db.getExecutor().adapter instanceof PostgresAdapter;

async function maxId(db: Kysely<DB>, table: 'products' | 'product_variants' | 'product_images'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number>('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

/** How many products the shop has (0 before its first seed). */
export async function productCount(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Makes the migrated database at `db` a shop of `products` products: seeds the first BASE when it
 * is empty, then copies them until there are `products`; a shop that has them already is kept.
 */
export async function seedBigCatalog(
  db: Kysely<DB>,
  { products, storageDir, log = () => {} }: { products: number; storageDir: string; log?: (line: string) => void },
): Promise<void> {
  let count = await productCount(db);
  if (count >= products) return log(`reusing the shop's ${count} products`);
  const base = Math.min(BASE, products);
  if (count === 0) {
    const started = Date.now();
    await seedDatabase(db, { storageDir, products: base, images: 'pool', drawImages: false });
    log(`seeded the first ${base} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    count = base;
  }
  const offsets = {
    product: await maxId(db, 'products'),
    variant: await maxId(db, 'product_variants'),
    image: await maxId(db, 'product_images'),
  };
  const baseOffsets = { product: base, variant: 0, image: 0 };
  baseOffsets.variant = Number(
    (
      await db
        .selectFrom('product_variants')
        .select((eb) => eb.fn.max<number>('id').as('m'))
        .where('product_id', '<=', base)
        .executeTakeFirst()
    )?.m ?? 0,
  );
  baseOffsets.image = Number(
    (
      await db
        .selectFrom('product_images')
        .select((eb) => eb.fn.max<number>('id').as('m'))
        .where('product_id', '<=', base)
        .executeTakeFirst()
    )?.m ?? 0,
  );
  for (const t of await db.introspection.getTables())
    columnsOf.set(
      t.name,
      t.columns.map((c) => c.name),
    );
  const started = Date.now();
  for (let round = 1; count < products; round += 1) {
    const take = Math.min(base, products - count);
    await db.transaction().execute(async (trx) => {
      for (const copy of COPIED) await copyRound(trx, copy, take, offsets);
    });
    offsets.product += baseOffsets.product;
    offsets.variant += baseOffsets.variant;
    offsets.image += baseOffsets.image;
    count += take;
    if (round % 10 === 0) log(`  ${count} products (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  await syncIdSequences(db, ['products', 'product_variants', 'product_images']);
  await refreshEffectivePrices(db);
  await analyzeAfterSeed(db);
  if (isPostgres(db))
    await sql`vacuum analyze products, product_categories, category_listing, product_prices, product_cards,
      product_variants, product_images`.execute(db);
  log(`copied up to ${count} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const columnsOf = new Map<string, string[]>();

/** One round's copy of the first `take` products' rows of a table, ids moved past the rows there. */
async function copyRound(
  db: Kysely<DB>,
  { table, moved, suffixed = [] }: (typeof COPIED)[number],
  take: number,
  offsets: Record<'product' | 'variant' | 'image', number>,
): Promise<void> {
  const columns = columnsOf.get(table)!;
  const values = columns.map((column) => {
    const kind = moved[column];
    if (kind) return `${column} + ${offsets[kind]}`;
    if (suffixed.includes(column)) return `${column} || '-c${offsets.product}'`;
    return column;
  });
  // Every product a row names is among the first `take`, so a last, shorter round links only what it copies.
  const named = Object.entries(moved).filter(([, kind]) => kind === 'product');
  await sql
    .raw(
      `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${values.join(', ')} FROM ${table} ` +
        `WHERE ${named.map(([column]) => `${column} <= ${take}`).join(' AND ')}`,
    )
    .execute(db);
}
