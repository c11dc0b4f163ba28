import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateToLatest, openDatabase, type Database } from '../server/db/database';
import { seedBigCatalog } from './bigCatalog';

export interface BigCatalogDatabase {
  database: Database;
  /** The PostgreSQL schema, when on a fresh one. */
  schema?: string;
  /** The SQLite file, when on SQLite. */
  sqlitePath: string;
  storageDir: string;
  /** Closes the connection; a fresh database is dropped too. */
  close: () => Promise<void>;
}

async function onPostgres(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(text);
  await client.end();
}

/**
 * A migrated shop of `products` products (seedBigCatalog). `fresh`: in a schema of its own of the
 * PostgreSQL at `databaseUrl` (a temporary SQLite file without one), dropped on close. Otherwise the
 * database at `databaseUrl` itself (or `sqlitePath`), kept, and reused by the next run when it has
 * the products already.
 */
export async function openBigCatalog(options: {
  databaseUrl: string;
  products: number;
  fresh: boolean;
  sqlitePath?: string;
  log?: (line: string) => void;
}): Promise<BigCatalogDatabase> {
  const { databaseUrl, products, fresh, log } = options;
  const dir = mkdtempSync(path.join(tmpdir(), 'haat-big-'));
  const schema = databaseUrl && fresh ? `bench_${randomBytes(6).toString('hex')}` : undefined;
  if (schema) await onPostgres(databaseUrl, `CREATE SCHEMA ${schema}`);
  const sqlitePath = options.sqlitePath ?? path.join(dir, 'big.sqlite');
  const database = openDatabase({ databaseUrl, sqlitePath, pgSchema: schema, databasePoolSize: 1 });
  await migrateToLatest(database.db, schema);
  const storageDir = path.join(dir, 'storage');
  const started = Date.now();
  await seedBigCatalog(database.db, { products, storageDir, log });
  log?.(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return {
    database,
    schema,
    sqlitePath,
    storageDir,
    close: async () => {
      await database.db.destroy();
      if (schema) await onPostgres(databaseUrl, `DROP SCHEMA ${schema} CASCADE`);
      if (fresh) rmSync(dir, { recursive: true, force: true });
    },
  };
}
