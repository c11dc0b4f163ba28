import type { Database } from '../server/db/database';
import { cpuMsOfTree } from '../server/test/processes';
import { startShopServer } from '../server/test/shopServer';
import { seededBenchDatabase, type BenchShopOptions } from './benchShop';

/** The built server as `npm start` runs it, on a seeded database of the benchmark's own. */
export interface BuiltShop {
  origin: string;
  /** The benchmark's own connection to the shop's database (to read what to ask for). */
  database: Database;
  /** CPU time (ms) the shop's processes (the starting one and its workers) have used so far. */
  cpuMs: () => number;
  close: () => Promise<void>;
}

/**
 * `node dist/server/main.js` in HAAT_WORKERS processes, with `env` on top, on a fresh seeded
 * database (a temporary SQLite file, or a schema of the PostgreSQL at `databaseUrl`), started as
 * the server tests start it (startShopServer). Close stops it with SIGTERM and drops the database.
 */
export async function startBuiltShop(options: BenchShopOptions & { workers: number; env?: Record<string, string> }): Promise<BuiltShop> {
  const { databaseUrl = '', workers, env = {} } = options;
  const seeded = await seededBenchDatabase(options);
  const where: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: seeded.schema! } : { SQLITE_PATH: seeded.sqlitePath };
  const server = await startShopServer(
    { env: { ...where, HAAT_STORAGE_DIR: seeded.storageDir, HAAT_SEED_ON_EMPTY: 'false' } },
    { HAAT_WORKERS: String(workers), ...env },
  );
  return {
    origin: server.url,
    database: seeded.database,
    cpuMs: () => cpuMsOfTree(server.child.pid!),
    close: async () => {
      server.child.kill('SIGTERM');
      await server.exited;
      await seeded.database.db.destroy();
      await seeded.drop();
    },
  };
}
