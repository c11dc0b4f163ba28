import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app';
import { loadConfig, type Config, type CourierConfig } from '../config';
import type { Database, Dialect } from '../db/database';
import type { DB } from '../db/schema';
import { seedDatabase } from '../seed';
import { withSchemaLock } from './schemaLock';
import { postgresCopy, sqliteCopy, type Template, type TestDatabase } from './templates';
import type { BuildManifest } from '../plugins/manifest';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const TEST_DIALECTS: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** `npm run test:slow` (HAAT_SLOW_TESTS=1), which CI runs after `npm test`: the slow tests on every dialect. */
export const SLOW_TESTS = process.env.HAAT_SLOW_TESTS === '1';

/**
 * Where a test too slow for every run goes (a shutdown's whole grace, a race of fifty shoppers): every dialect in
 * the slow run, otherwise the last only, PostgreSQL when it is set (the database of a large or busy shop).
 */
export const SLOW_TEST_DIALECTS: Dialect[] = SLOW_TESTS ? TEST_DIALECTS : TEST_DIALECTS.slice(-1);

/** A test of the shop at scale (a catalogue of 100,000 products) is a benchmark: in the slow run only. */
export const describeAtScale = SLOW_TESTS ? describe : describe.skip;

/** A manifest naming every island the templates may hold, so page tests need no build. */
const TEST_MANIFEST: BuildManifest = {
  css: '/build/haat.css',
  loader: '/build/loader.js',
  islands: new Proxy({} as BuildManifest['islands'], {
    get: (_t, name) =>
      typeof name === 'string' ? { script: `/build/${name}.js`, preload: ['/build/chunks/shared.js'] } : undefined,
  }),
};

/** The courier integration switched off: flat-rate Express, free Regular, no courier places. */
export const COURIER_OFF: CourierConfig = {
  driver: 'local',
  active: false,
  pathao: { baseUrl: '', clientId: '', clientSecret: '', username: '', password: '', storeId: '' },
};

const MIGRATED: Template = { name: 'migrated' };
const DEMO: Template = { name: 'demo', fill: (db) => demoCatalogue(db) };

/** Stock functions that add rows to the demo catalogue (onDemoCatalogue). */
const addingToDemo = new WeakSet<object>();

/** The template a stock function starts from: the demo catalogue's holds its rows already. */
const templateFor = (stock: unknown): Template =>
  stock === demoCatalogue || addingToDemo.has(stock as object) ? DEMO : MIGRATED;

/** Fills a copy of the stock function's template: the demo catalogue's holds its rows already. */
async function stocked<Stock>(db: Kysely<DB>, stock?: (db: Kysely<DB>) => Promise<Stock>): Promise<Stock> {
  return stock && stock !== demoCatalogue ? stock(db) : (undefined as Stock);
}

/**
 * A stock of the demo catalogue and then the rows `more` adds: the database is a copy of the demo
 * catalogue's template (seeded once a run), so `more` runs on it without seeding it again.
 */
export function onDemoCatalogue<Stock>(more: (db: Kysely<DB>) => Promise<Stock>): (db: Kysely<DB>) => Promise<Stock> {
  addingToDemo.add(more);
  return more;
}

/** A fresh, migrated database of its own: a SQLite file in memory, or a database of the test PostgreSQL. */
export async function openTestDatabase(dialect: Dialect, template: Template = MIGRATED): Promise<TestDatabase> {
  return dialect === 'sqlite' ? sqliteCopy(template) : postgresCopy(process.env.TEST_DATABASE_URL!, template);
}

/** A fresh database of its own with the small demo catalogue (demoCatalogue). */
export function openDemoDatabase(dialect: Dialect): Promise<TestDatabase> {
  return openTestDatabase(dialect, DEMO);
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
  const template = templateFor(stock);
  const database = await openTestDatabase(dialect, template);
  const filled = await stocked(database.db, stock);
  const config = loadConfig({}, { storageDir: '/tmp/haat-test-storage', ...overrides });
  const app = await buildApp({ config, database, manifest: () => TEST_MANIFEST });
  await app.ready();
  return {
    app,
    database,
    config,
    stock: filled,
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
export function testDatabase<Stock = undefined>(
  dialect: Dialect,
  stock?: (db: Kysely<DB>) => Promise<Stock>,
): { db: Kysely<DB>; stock: Stock } {
  const opened = {} as { db: Kysely<DB>; stock: Stock };
  let drop = async () => {};
  beforeAll(async () => {
    const template = templateFor(stock);
    const database = await openTestDatabase(dialect, template);
    drop = async () => {
      await database.db.destroy();
      await database.drop();
    };
    Object.assign(opened, {
      db: database.db,
      stock: await stocked(database.db, stock),
    });
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
