import { CompiledQuery, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** The statements `run` sends through the database it is given, recorded as it runs them. */
export async function sentStatements(
  db: Kysely<DB>,
  run: (db: Kysely<DB>) => Promise<unknown>,
): Promise<CompiledQuery[]> {
  const sent: CompiledQuery[] = [];
  const recording = new Proxy(db, {
    get(target, key) {
      if (key === 'executeQuery') return (query: CompiledQuery) => (sent.push(query), target.executeQuery(query));
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  await run(recording);
  return sent;
}

/** SQLite's plan of a statement, one step a line ("SEARCH p USING INTEGER PRIMARY KEY (rowid=?)"). */
export async function sqlitePlan(db: Kysely<DB>, statement: CompiledQuery): Promise<string[]> {
  const plan = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]),
  );
  return plan.rows.map((r) => r.detail);
}
