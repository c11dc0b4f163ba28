import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { migrateToLatest, openDatabase, type Database, type Dialect } from '../db/database';
import type { BuildManifest } from '../plugins/manifest';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const TEST_DIALECTS: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** A manifest naming every island the templates may hold, so page tests need no build. */
export const TEST_MANIFEST: BuildManifest = {
  css: '/build/haat.css',
  islands: new Proxy({} as BuildManifest['islands'], {
    get: (_t, name) => (typeof name === 'string' ? { script: `/build/${name}.js`, preload: ['/build/chunks/shared.js'] } : undefined),
  }),
};

/** A fresh, migrated database: in-memory SQLite, or a new schema of the test PostgreSQL. */
export async function openTestDatabase(dialect: Dialect): Promise<Database & { drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const database = openDatabase({ databaseUrl: '', sqlitePath: ':memory:' });
    await migrateToLatest(database.db);
    return { ...database, drop: async () => {} };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const database = openDatabase({ databaseUrl: url, sqlitePath: '', pgSchema: schema });
  await migrateToLatest(database.db, schema);
  return {
    ...database,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

export interface TestShop {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close: () => Promise<void>;
}

/** The real app on a fresh database; `prepare` fills the database before the app starts. */
export async function startTestShop(
  dialect: Dialect,
  { prepare, config: overrides = {} }: { prepare?: (database: Database) => Promise<void>; config?: Partial<Config> } = {},
): Promise<TestShop> {
  const database = await openTestDatabase(dialect);
  if (prepare) await prepare(database);
  const config = loadConfig({}, { storageDir: '/tmp/haat-test-storage', ...overrides });
  const app = await buildApp({ config, database, manifest: () => TEST_MANIFEST });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close(); // destroys the database connection
      await database.drop();
    },
  };
}

/** A shopper's browser: keeps cookies between calls and sends the XSRF header like the islands. */
export class Browser {
  cookies = new Map<string, string>();

  constructor(private app: FastifyInstance) {}

  async request(options: InjectOptions & { xsrf?: boolean }): Promise<LightMyRequestResponse> {
    const { xsrf = true, ...rest } = options;
    if (!this.cookies.has('XSRF-TOKEN')) await this.app.inject({ method: 'GET', url: '/api/checkout/cart' }).then((r) => this.keep(r));
    const headers: Record<string, string> = { ...(rest.headers as Record<string, string>) };
    headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (xsrf && this.cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = decodeURIComponent(this.cookies.get('XSRF-TOKEN')!);
    const response = await this.app.inject({ ...rest, headers });
    this.keep(response);
    return response;
  }

  get = (url: string, headers: Record<string, string> = {}) => this.request({ method: 'GET', url, headers });
  post = (url: string, payload?: unknown, options: { xsrf?: boolean } = {}) =>
    this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'], ...options });
  put = (url: string, payload?: unknown) => this.request({ method: 'PUT', url, payload: payload as InjectOptions['payload'] });
  delete = (url: string, payload?: unknown) => this.request({ method: 'DELETE', url, payload: payload as InjectOptions['payload'] });

  private keep(response: LightMyRequestResponse) {
    for (const c of response.cookies) this.cookies.set(c.name, c.value);
  }
}
