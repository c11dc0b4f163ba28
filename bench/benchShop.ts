import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig, parsePoolSize } from '../server/config';
import { migrateToLatest, openDatabase, type Database } from '../server/db/database';
import { seedDatabase } from '../server/seed';
import type { BuildManifest } from '../server/plugins/manifest';
import { startBuiltShop } from '../server/test/builtShop';
import { freePort } from '../server/test/freePort';
import { cpuMsOfTree } from '../server/test/processes';

export interface BenchShop {
  app: FastifyInstance;
  database: Database;
  /** http://127.0.0.1:port of the listening app. */
  origin: string;
  close: () => Promise<void>;
}

const noIslands: BuildManifest = { css: null, loader: null, islands: {} };

async function onPostgres(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sql);
  await client.end();
}

export interface BenchShopOptions {
  /** A PostgreSQL URL; empty means a temporary SQLite file. */
  databaseUrl?: string;
  /** How many products the seed makes (the demo shop's number by default). */
  products?: number;
  /** The built islands and drawn pictures, for a browser. */
  withPages?: boolean;
  /** Progress lines of the seed. */
  log?: (line: string) => void;
}

/** A seeded database of the benchmark's own and its storage folder; `drop` removes both once `database` is closed. */
export interface BenchDatabase {
  database: Database;
  /** The PostgreSQL schema, when on PostgreSQL. */
  schema?: string;
  /** The SQLite file, when on SQLite. */
  sqlitePath: string;
  storageDir: string;
  drop: () => Promise<void>;
}

export async function seededBenchDatabase({
  databaseUrl = '',
  products,
  withPages = false,
  log,
}: BenchShopOptions = {}): Promise<BenchDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), 'haat-bench-'));
  const schema = databaseUrl ? `bench_${randomBytes(6).toString('hex')}` : undefined;
  if (schema) await onPostgres(databaseUrl, `CREATE SCHEMA ${schema}`);
  const sqlitePath = path.join(dir, 'bench.sqlite');
  // One serving process: the pool a single process gets (DATABASE_POOL_SIZE when set).
  const database = openDatabase({
    databaseUrl,
    sqlitePath,
    pgSchema: schema,
    databasePoolSize: parsePoolSize(process.env.DATABASE_POOL_SIZE, 1),
  });
  await migrateToLatest(database.db, schema);
  const storageDir = path.join(dir, 'storage');
  await seedDatabase(database.db, { storageDir, products, drawImages: withPages, log });
  return {
    database,
    schema,
    sqlitePath,
    storageDir,
    drop: async () => {
      if (schema) await onPostgres(databaseUrl, `DROP SCHEMA ${schema} CASCADE`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The real app (buildApp) on a seeded database of its own, listening on 127.0.0.1 on a free port:
 * a temporary SQLite file, or a fresh schema of the PostgreSQL at `databaseUrl` (dropped on close).
 * Without `withPages` the pages name no island scripts and the products have no pictures (calls only).
 */
export async function startBenchShop(options: BenchShopOptions = {}): Promise<BenchShop> {
  const { databaseUrl = '', withPages = false } = options;
  const seeded = await seededBenchDatabase(options);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Canonical links and the sitemap name the origin the benchmarks visit (Lighthouse checks the canonical's host).
  const config = loadConfig({}, { storageDir: seeded.storageDir, logLevel: 'silent', databaseUrl, publicUrl: origin });
  const app = await buildApp({ config, database: seeded.database, manifest: withPages ? undefined : () => noIslands });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    database: seeded.database,
    origin,
    close: async () => {
      await app.close();
      await seeded.drop();
    },
  };
}

/** The built server as `npm start` runs it, on a seeded database of the benchmark's own. */
export interface BuiltBenchShop {
  origin: string;
  /** The benchmark's own connection to the shop's database (to read what to ask for). */
  database: Database;
  /** CPU time (ms) the shop's processes (the starting one and its workers) have used so far. */
  cpuMs: () => number;
  /** The starting process's id. */
  pid: number;
  /** Its PostgreSQL database and schema, when on PostgreSQL. */
  postgres?: { url: string; schema: string };
  close: () => Promise<void>;
}

/**
 * `node dist/server/main.js` in HAAT_WORKERS processes, with `env` on top, on a fresh seeded
 * database (a temporary SQLite file, or a schema of the PostgreSQL at `databaseUrl`), started as
 * the tests start it (startBuiltShop). Its canonical links name the origin the benchmark visits.
 * Close stops it with SIGTERM and drops the database.
 */
export async function startBuiltBenchShop(
  options: BenchShopOptions & { workers: number; env?: Record<string, string> },
): Promise<BuiltBenchShop> {
  const { databaseUrl = '', workers, env = {} } = options;
  const seeded = await seededBenchDatabase(options);
  const where: Record<string, string> = databaseUrl
    ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: seeded.schema! }
    : { SQLITE_PATH: seeded.sqlitePath };
  const port = String(await freePort());
  const server = await startBuiltShop({
    ...where,
    HAAT_STORAGE_DIR: seeded.storageDir,
    HAAT_SEED_ON_EMPTY: 'false',
    PORT: port,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    HAAT_WORKERS: String(workers),
    ...env,
  });
  return {
    origin: server.url,
    database: seeded.database,
    cpuMs: () => cpuMsOfTree(server.child.pid!),
    pid: server.child.pid!,
    postgres: seeded.schema ? { url: databaseUrl, schema: seeded.schema } : undefined,
    close: async () => {
      await server.stop();
      await seeded.database.db.destroy();
      await seeded.drop();
    },
  };
}
