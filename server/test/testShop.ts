import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type Config, type CourierConfig } from '../config';
import { migrateToLatest, openDatabase, type Database, type Dialect } from '../db/database';
import type { DB } from '../db/schema';
import { seedDatabase } from '../db/seed';
import { withSchemaLock } from './schemaLock';
import type { BuildManifest } from '../plugins/manifest';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const TEST_DIALECTS: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** A manifest naming every island the templates may hold, so page tests need no build. */
const TEST_MANIFEST: BuildManifest = {
  css: '/build/haat.css',
  loader: '/build/loader.js',
  islands: new Proxy({} as BuildManifest['islands'], {
    get: (_t, name) => (typeof name === 'string' ? { script: `/build/${name}.js`, preload: ['/build/chunks/shared.js'] } : undefined),
  }),
};

/** The courier integration switched off: flat-rate Express, free Regular, no courier places. */
export const COURIER_OFF: CourierConfig = {
  driver: 'local',
  active: false,
  pathao: { baseUrl: '', clientId: '', clientSecret: '', username: '', password: '', storeId: '' },
};

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database: in-memory SQLite, or a new schema of the test PostgreSQL. */
export async function openTestDatabase(dialect: Dialect): Promise<Database & { drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const database = openDatabase({ databaseUrl: '', sqlitePath: ':memory:' });
    await migrateToLatest(database.db);
    return { ...database, drop: async () => {} };
  }
  return newTestSchema(process.env.TEST_DATABASE_URL!);
}

/** A new schema of the PostgreSQL at `url`, made and migrated, and later dropped, under the schema lock. */
export async function newTestSchema(url: string): Promise<Database & { schema: string; drop: () => Promise<void> }> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const database = openDatabase({ databaseUrl: url, sqlitePath: '', pgSchema: schema });
  await withSchemaLock(url, async () => {
    await adminQuery(url, `CREATE SCHEMA ${schema}`);
    await migrateToLatest(database.db, schema);
  });
  return { ...database, schema, drop: () => withSchemaLock(url, () => adminQuery(url, `DROP SCHEMA ${schema} CASCADE`)) };
}

/**
 * Runs a test's own schema change (a migration taken back and made again) under the schema lock
 * on PostgreSQL: another test process's migrator, listing every schema's tables at that moment,
 * failed with "relation ... does not exist".
 */
export function alterTestSchema<T>(dialect: Dialect, work: () => Promise<T>): Promise<T> {
  return dialect === 'postgres' ? withSchemaLock(process.env.TEST_DATABASE_URL!, work) : work();
}

export interface TestShop<Stock = unknown> {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** What `stock` put into the database before the app started (ids of the products ...). */
  stock: Stock;
  close: () => Promise<void>;
}

export interface TestShopOptions<Stock> {
  /** Fills the fresh database before the app starts; its answer is the shop's `stock`. */
  stock?: (db: Kysely<DB>) => Promise<Stock>;
  config?: Partial<Config>;
}

/** The real app on a fresh database. */
export async function startTestShop<Stock = undefined>(
  dialect: Dialect,
  { stock, config: overrides = {} }: TestShopOptions<Stock> = {},
): Promise<TestShop<Stock>> {
  const database = await openTestDatabase(dialect);
  const stocked = (stock ? await stock(database.db) : undefined) as Stock;
  const config = loadConfig({}, { storageDir: '/tmp/haat-test-storage', ...overrides });
  const app = await buildApp({ config, database, manifest: () => TEST_MANIFEST });
  await app.ready();
  return {
    app,
    database,
    config,
    stock: stocked,
    close: async () => {
      await app.close(); // destroys the database connection
      await database.drop();
    },
  };
}

/**
 * The real app on a fresh database for the tests of one describe block: started before them,
 * closed after them. The answer is filled in when the shop has started, so read its fields inside
 * the tests (`shop.app`, `shop.stock.rice`), not while the block is declared.
 */
export function testShop<Stock = undefined>(dialect: Dialect, options: TestShopOptions<Stock> = {}): TestShop<Stock> {
  const shop = {} as TestShop<Stock>;
  beforeAll(async () => void Object.assign(shop, await startTestShop(dialect, options)), 60_000);
  afterAll(() => shop.close?.());
  return shop;
}

/**
 * A fresh, migrated database for the tests of one describe block (domain modules' tests need no
 * app), filled by `stock` before them and dropped after them. Read its fields inside the tests.
 */
export function testDatabase<Stock = undefined>(dialect: Dialect, stock?: (db: Kysely<DB>) => Promise<Stock>): { db: Kysely<DB>; stock: Stock } {
  const opened = {} as { db: Kysely<DB>; stock: Stock };
  let drop = async () => {};
  beforeAll(async () => {
    const database = await openTestDatabase(dialect);
    drop = async () => {
      await database.db.destroy();
      await database.drop();
    };
    Object.assign(opened, { db: database.db, stock: stock ? await stock(database.db) : undefined });
  }, 120_000);
  afterAll(() => drop());
  return opened;
}

/** Products in the catalogue tests' shop: every department, simple and configurable, fast to seed. */
export const TEST_PRODUCTS = 72;

/** A small demo catalogue (rows only: the calls never read the pictures). */
export async function demoCatalogue(db: Kysely<DB>): Promise<undefined> {
  await seedDatabase(db, { storageDir: '/tmp/haat-test-storage', products: TEST_PRODUCTS, drawImages: false });
  return undefined;
}
