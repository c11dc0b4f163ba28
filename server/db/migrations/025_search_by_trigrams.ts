import { sql, type Kysely } from 'kysely';
import { TRGM_SCHEMA } from './009_search_sort';
import { nameIndex } from './011_bangla_names';
import { isPostgres } from './helpers';

/**
 * The search results page finds products whose English or Bangla name or SKU holds the term. It
 * read every active product for that (SQLite: a LIKE of the three columns over the products_search
 * index, twice, for the page and its count; PostgreSQL: a scan, since the SKU had no index for
 * its OR to use), so a search's cost grew with the catalogue. Now each column has a trigram index:
 * - SQLite: the FTS5 trigram index of the names (009, 011) holds the SKU too; a term of three
 *   letters or more is looked up there (catalog/listing.ts), and the suggestions keep to the
 *   name columns (catalog/productMatches.ts);
 * - PostgreSQL: a trigram GIN index on the SKU beside the names', so ILIKE on all three can
 *   combine the three indexes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db))
    await sql.raw(`CREATE INDEX products_sku_trgm ON products USING gin (sku ${TRGM_SCHEMA}.gin_trgm_ops)`).execute(db);
  else await nameIndex(db, ['name', 'name_bn', 'sku']);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql.raw('DROP INDEX products_sku_trgm').execute(db);
  else await nameIndex(db, ['name', 'name_bn']);
}
