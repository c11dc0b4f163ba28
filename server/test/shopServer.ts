import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { projectRoot } from '../config';
import { migrateToLatest, openDatabase, type Dialect } from '../db/database';
import type { DB } from '../db/schema';
import { freePort } from './freePort';
import { withSchemaLock } from './schemaLock';
import { demoCatalogue, newTestSchema } from './testShop';

/** How the built server finds a fresh, seeded database: its environment, and how to drop it afterwards. */
export interface ShopDatabase {
  env: Record<string, string>;
  /** A few enabled simple products: buyable without choosing options. */
  products: number[];
  drop: () => Promise<void>;
}

/**
 * A fresh database with the small demo catalogue, for servers started as processes: a SQLite
 * file in a new folder, or a new schema of the test PostgreSQL (DATABASE_SCHEMA).
 */
export async function freshShopDatabase(dialect: Dialect): Promise<ShopDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), 'haat-instances-'));
  const base = { HAAT_STORAGE_DIR: path.join(dir, 'storage'), HAAT_SEED_ON_EMPTY: 'false' };
  mkdirSync(base.HAAT_STORAGE_DIR);
  if (dialect === 'sqlite') {
    const sqlitePath = path.join(dir, 'haat.sqlite');
    const database = openDatabase({ databaseUrl: '', sqlitePath });
    await migrateToLatest(database.db);
    const products = await stock(database.db);
    return { env: { ...base, SQLITE_PATH: sqlitePath }, products, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const database = await newTestSchema(url);
  const products = await stock(database.db);
  return {
    env: { ...base, DATABASE_URL: url, DATABASE_SCHEMA: database.schema },
    products,
    drop: async () => {
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Seeds the small demo catalogue, closes the connection and names a few simple products. */
async function stock(db: Kysely<DB>): Promise<number[]> {
  await demoCatalogue(db);
  const rows = await db.selectFrom('products').select('id').where('type', '=', 'simple').where('status', '=', 1).orderBy('id').limit(5).execute();
  await db.destroy();
  return rows.map((r) => r.id);
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Date.now() when the process ended. */
  at: number;
}

/** The built shop (dist/server/main.js) running in its own process, as in production. */
export interface ShopServer {
  url: string;
  child: ChildProcess;
  /** Its standard output and error so far, line by line (JSON log lines and the banner). */
  lines: string[];
  exited: Promise<Exit>;
  /** Ends it (SIGKILL) if it is still running. */
  kill: () => Promise<void>;
}

const MAIN = path.join(projectRoot(), 'dist/server/main.js');

/**
 * Starts the built server on a free port of 127.0.0.1 and resolves once it serves. On PostgreSQL
 * it starts under the schema lock: its migrator lists every schema's tables, which another test
 * process's drop in the middle of that listing made fail.
 */
export async function startShopServer(database: Pick<ShopDatabase, 'env'>, env: Record<string, string> = {}): Promise<ShopServer> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first`);
  const url = database.env.DATABASE_URL;
  return url ? withSchemaLock(url, () => launch(database, env)) : launch(database, env);
}

async function launch(database: Pick<ShopDatabase, 'env'>, env: Record<string, string>): Promise<ShopServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...database.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));
  const serving = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      const text = chunk.toString();
      lines.push(...text.split('\n').filter(Boolean));
      if (text.includes('Haat is serving')) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    exited.then((exit) => reject(new Error(`the server left before serving (exit ${exit.code}): ${lines.join('\n')}`)));
  });
  await serving;
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  return { url: `http://127.0.0.1:${port}`, child, lines, exited, kill };
}
