// Each test gets a database of its own, copied from a template that the test run migrates (and
// fills) once: copying is far cheaper than running every migration, and seeding, for each test.
// The templates belong to one run (HAAT_TEST_RUN, set by the jest global setup), so the seed's
// dates are today's, and the global teardown removes them.
import { randomBytes } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { migrateToLatest, openDatabase, type Database } from '../db/database';
import type { DB } from '../db/schema';

/** The PostgreSQL schema every test database works in. */
export const TEST_SCHEMA = 'haat_test';
/** Any fixed number: the test processes build a template one at a time. */
const TEMPLATE_LOCK = 720_532;

/** What a template holds besides the migrated tables, by name: nothing, or rows a fill function writes. */
export interface Template {
  name: string;
  fill?: (db: Kysely<DB>) => Promise<unknown>;
}

export interface TestDatabase extends Database {
  /** The URL of the copy (PostgreSQL) or its file (SQLite). */
  url: string;
  drop: () => Promise<void>;
}

function runId(): string {
  const run = process.env.HAAT_TEST_RUN;
  if (!run)
    throw new Error('HAAT_TEST_RUN is not set: run the server tests through jest (its global setup names the run)');
  return run;
}

/** The folder of this run's SQLite templates and copies: in memory (/dev/shm) where there is one. */
export function sqliteFolder(run = runId()): string {
  return path.join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), `haat-test-${run}`);
}

/** The prefix of this run's PostgreSQL databases (templates and copies). */
export function databasePrefix(run = runId()): string {
  return `haat_t_${run}_`;
}

const unique = () => randomBytes(5).toString('hex');

/** A fresh SQLite file copied from the template (built by the first process that needs it). */
export async function sqliteCopy(template: Template): Promise<TestDatabase> {
  const folder = sqliteFolder();
  const source = path.join(folder, `${template.name}.sqlite`);
  if (!existsSync(source)) {
    mkdirSync(folder, { recursive: true });
    const building = path.join(folder, `building-${unique()}.sqlite`);
    const database = openDatabase({ databaseUrl: '', sqlitePath: building });
    await migrateToLatest(database.db);
    await template.fill?.(database.db);
    await database.db.destroy(); // the last connection's close folds the WAL into the file
    renameSync(building, source); // two processes may both build it: either copy is whole
  }
  const file = path.join(folder, `${unique()}.sqlite`);
  copyFileSync(source, file);
  return {
    ...openDatabase({ databaseUrl: '', sqlitePath: file }),
    url: file,
    drop: async () => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
    },
  };
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function inDatabase(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

/**
 * A test database's commits do not wait for the disk: what a commit makes visible is the same, only
 * a crash of PostgreSQL itself could lose the last ones, and a test run never outlives one. Waiting
 * for the disk at each of the run's writes was a good part of its time. A copy does not inherit its
 * template's setting.
 */
const UNSYNCED = (database: string) => `ALTER DATABASE ${database} SET synchronous_commit = off`;

/** A fresh PostgreSQL database copied from the template (built under a lock by the first process that needs it). */
export async function postgresCopy(url: string, template: Template): Promise<TestDatabase> {
  const source = `${databasePrefix()}${template.name}`;
  await onServer(url, async (client) => {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [source]);
    if (rowCount) return;
    await client.query(`CREATE DATABASE ${source}`);
    await client.query(UNSYNCED(source));
    const sourceUrl = inDatabase(url, source);
    await onServer(sourceUrl, (own) => own.query(`CREATE SCHEMA ${TEST_SCHEMA}`));
    const database = openDatabase({ databaseUrl: sourceUrl, sqlitePath: '', pgSchema: TEST_SCHEMA });
    try {
      await migrateToLatest(database.db, TEST_SCHEMA);
      await template.fill?.(database.db);
    } finally {
      await database.db.destroy(); // a template is copied only while nobody is connected to it
    }
  });
  const name = `${databasePrefix()}${unique()}`;
  await onServer(url, async (client) => {
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${source}`);
    await client.query(UNSYNCED(name));
  });
  const copyUrl = inDatabase(url, name);
  return {
    ...openDatabase({ databaseUrl: copyUrl, sqlitePath: '', pgSchema: TEST_SCHEMA }),
    url: copyUrl,
    drop: () => dropUnlessInUse(url, name),
  };
}

/**
 * Drops a copy nobody is connected to. One still in use (a pool a test left open, a killed
 * server's connections not yet gone) stays for the global teardown: forcing it would end those
 * connections, and a pool's idle connection ended under it fails whichever test runs then.
 */
async function dropUnlessInUse(url: string, name: string): Promise<void> {
  await onServer(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name}`)).catch((error: { code?: string }) => {
    if (error.code !== '55006') throw error; // object_in_use
  });
}

/**
 * A fresh copy of this run's template folder `name` (a built shop's data dir), which `build` fills
 * the first time; the other processes wait for it meanwhile. Remove the copy when done.
 */
export async function folderCopy(name: string, build: (folder: string) => Promise<void>): Promise<string> {
  const folder = sqliteFolder();
  const source = path.join(folder, name);
  mkdirSync(folder, { recursive: true });
  const lock = path.join(folder, `${name}.lock`);
  for (;;) {
    if (existsSync(source)) break;
    try {
      mkdirSync(lock); // one process builds it
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      const building = path.join(folder, `building-${unique()}`);
      await build(building);
      renameSync(building, source);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  const copy = path.join(folder, `${name}-${unique()}`);
  cpSync(source, copy, { recursive: true });
  return copy;
}

/**
 * Removes this run's templates and the copies still there (the jest global teardown, once every test process has
 * left).
 */
export async function removeRun(run: string, url: string | undefined): Promise<void> {
  rmSync(sqliteFolder(run), { recursive: true, force: true });
  if (!url) return;
  await onServer(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${databasePrefix(run)}%`,
    ]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  });
}
