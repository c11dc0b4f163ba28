import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * The number of rows of every table of the shop: taken before and after a refused call, it shows
 * that the call wrote nothing anywhere (sessions and rate-limit counters included).
 */
export async function rowCounts(db: Kysely<DB>): Promise<Record<string, number>> {
  const tables = (await db.introspection.getTables()).map((t) => t.name).sort();
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    counts[table] = Number(rows[0].n);
  }
  return counts;
}
