import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/**
 * PostgreSQL: the newest-first index of products (status, id) holds the names and the SKU too
 * (INCLUDE), so the search box's "newest names holding the text" (catalog/productMatches.ts) and
 * the search results for a term too short for the trigram indexes (catalog/search.ts) test each
 * name in the index alone, once vacuumed, instead of reading each product's row, which is several
 * times wider. It replaces the plain (status, id) index, whose key it has.
 *
 * Which of the two a term takes, the newest-first walk of this index (a term many names hold:
 * the first few found end it) or the trigram indexes (one few names hold), the planner judges by
 * how many names it expects to hold the term, tested against a sample of the names: the larger
 * sample kept for the names and the SKU (statistics 1000, not 100) keeps a common word from
 * looking rare, which made it collect and sort every name holding it.
 *
 * SQLite looks such text up in its FTS5 trigram index, or reads the narrow products_search
 * index (migration 009): nothing changes there.
 */
const SAMPLED = ['name', 'name_bn', 'sku'];

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE INDEX products_newest_names ON products (status, id) INCLUDE (name, name_bn, sku)`.execute(db);
  await sql`DROP INDEX products_status_newest`.execute(db);
  for (const column of SAMPLED)
    await sql.raw(`ALTER TABLE products ALTER COLUMN ${column} SET STATISTICS 1000`).execute(db);
  await sql`ANALYZE products`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE INDEX products_status_newest ON products (status, id)`.execute(db);
  await sql`DROP INDEX products_newest_names`.execute(db);
  for (const column of SAMPLED)
    await sql.raw(`ALTER TABLE products ALTER COLUMN ${column} SET STATISTICS -1`).execute(db);
}
