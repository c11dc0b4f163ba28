import pg from 'pg';

/** Any fixed number: every test process asks for the same PostgreSQL advisory lock. */
const SCHEMA_DDL_LOCK = 720_531;

/**
 * Runs `work` (a test schema's creation and migration, or its drop) while no other test process
 * changes a schema. Test processes run side by side in their own schemas of one database, and the
 * migrator lists the tables of every schema: another process's CREATE, ALTER or DROP in the middle
 * of that listing made it fail ("schema ... does not exist", "column ... does not exist").
 */
export async function withSchemaLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_DDL_LOCK]);
    return await work();
  } finally {
    // Ending the session releases its lock as well, even if the unlock is never reached.
    await client.end();
  }
}
