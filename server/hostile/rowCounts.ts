import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * The shop's own tables. On PostgreSQL only the current schema's: tests run side by side in their
 * own schemas, and a catalogue-wide listing fails when another test drops its schema meanwhile.
 */
async function tableNames(db: Kysely<DB>): Promise<string[]> {
  const query =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema() and
          table_type = 'BASE TABLE'`
      : sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`;
  return (await query.execute(db)).rows.map((row) => row.name).sort();
}

/**
 * The number of rows of every table of the shop: taken before and after a refused call, it shows
 * that the call wrote nothing anywhere (sessions and rate-limit counters included).
 */
export async function rowCounts(db: Kysely<DB>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tableNames(db)) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    counts[table] = Number(rows[0].n);
  }
  return counts;
}
