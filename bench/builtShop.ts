import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../server/config';
import type { Database } from '../server/db/database';
import { cpuMsOfTree } from '../server/test/processes';
import { freePort, seededBenchDatabase, type BenchShopOptions } from './benchShop';

/** The built server as `npm start` runs it, on a seeded database of the benchmark's own. */
export interface BuiltShop {
  origin: string;
  /** The benchmark's own connection to the shop's database (to read what to ask for). */
  database: Database;
  /** CPU time (ms) the shop's processes (the starting one and its workers) have used so far. */
  cpuMs: () => number;
  close: () => Promise<void>;
}

const MAIN = path.join(projectRoot(), 'dist/server/main.js');

/**
 * `node dist/server/main.js` in HAAT_WORKERS processes, with `env` on top, on a fresh seeded
 * database (a temporary SQLite file, or a schema of the PostgreSQL at `databaseUrl`), listening on
 * a free port of 127.0.0.1. Resolves once it serves; close stops it with SIGTERM and drops the database.
 */
export async function startBuiltShop(options: BenchShopOptions & { workers: number; env?: Record<string, string> }): Promise<BuiltShop> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first`);
  const { databaseUrl = '', workers, env = {} } = options;
  const seeded = await seededBenchDatabase(options);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const where = databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: seeded.schema! } : { SQLITE_PATH: seeded.sqlitePath };
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: origin, LOG_LEVEL: 'warn',
      HAAT_WORKERS: String(workers), HAAT_SEED_ON_EMPTY: 'false', HAAT_STORAGE_DIR: seeded.storageDir, ...where, ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Haat is serving') && resolve());
    void exited.then((code) => reject(new Error(`the shop left before serving (exit ${code})`)));
  });
  return {
    origin,
    database: seeded.database,
    cpuMs: () => cpuMsOfTree(child.pid!),
    close: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await seeded.database.db.destroy();
      await seeded.drop();
    },
  };
}
