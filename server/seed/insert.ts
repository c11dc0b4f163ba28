import { PostgresAdapter, sql, type Insertable, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Multi-row inserts kept under both databases' bound-parameter limits (SQLite 32766,
 * PostgreSQL 65535), so 100,000 products go in a few hundred statements.
 */
export async function insertRows<T extends keyof DB>(
  db: Kysely<DB>,
  table: T,
  rows: Insertable<DB[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const batch = Math.max(1, Math.floor(30000 / columns));
  for (let i = 0; i < rows.length; i += batch) {
    // Kysely's insert typing cannot follow a generic table name; the rows are typed by the caller.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + batch) as never)
      .execute();
  }
}

/** The next free id of a table (the seed chooses ids itself to link rows before inserting them). */
export async function nextId(
  db: Kysely<DB>,
  table: 'products' | 'product_variants' | 'product_images' | 'carts' | 'orders',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number>('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

/** PostgreSQL serials do not move when ids are given explicitly: point them past the seeded rows. */
export async function syncIdSequences(db: Kysely<DB>, tables: string[]): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const table of tables) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from
      ${sql.table(table)}), 0) + 1, false)`.execute(db);
  }
}

/**
 * Fresh planner statistics after a bulk seed, on PostgreSQL only: SQLite's ANALYZE would tell its
 * planner that status = 0 is as common as status = 1 (the listings rely on the opposite guess).
 */
export async function analyzeAfterSeed(db: Kysely<DB>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  // The seeded tables only (a bare ANALYZE would visit every schema of the database).
  await sql`analyze products, product_categories, category_listing, product_colors, product_sizes, product_variants,
    product_images, related_products`.execute(db);
}
