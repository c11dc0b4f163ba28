import { existsSync } from 'node:fs';
import path from 'node:path';

/** The project root: the folder holding package.json, found from here in src and in dist alike. */
export function projectRoot(from = __dirname): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + from);
    dir = parent;
  }
  return dir;
}

export interface CourierConfig {
  /** 'local' (rate table, the default) or 'pathao' (merchant API). */
  driver: 'local' | 'pathao';
  /** Whether the courier integration is Active (names Pathao Express / Pathao Regular). */
  active: boolean;
  pathao: { baseUrl: string; clientId: string; clientSecret: string; username: string; password: string; storeId: string };
}

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL URL; empty means the embedded SQLite file. */
  databaseUrl: string;
  /** PostgreSQL schema the shop's tables live in (it must exist); empty means the URL's default. */
  pgSchema: string;
  /** SQLite file, ':memory:' in tests. */
  sqlitePath: string;
  root: string;
  /** Product images and other uploads, served at /storage/{path}. */
  storageDir: string;
  currency: string;
  locale: string;
  pixelId: string;
  /** Secure cookies (HTTPS only) when the shop runs behind TLS. */
  secureCookies: boolean;
  seedOnEmpty: boolean;
  courier: CourierConfig;
  logLevel: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const root = projectRoot();
  const dataDir = env.HAAT_DATA_DIR ? path.resolve(env.HAAT_DATA_DIR) : path.join(root, 'data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? '',
    pgSchema: env.DATABASE_SCHEMA ?? '',
    sqlitePath: env.SQLITE_PATH ?? path.join(dataDir, 'haat.sqlite'),
    root,
    storageDir: env.HAAT_STORAGE_DIR ? path.resolve(env.HAAT_STORAGE_DIR) : path.join(dataDir, 'storage'),
    currency: env.HAAT_CURRENCY ?? '৳',
    locale: env.HAAT_LOCALE ?? 'en-BD',
    pixelId: env.HAAT_PIXEL_ID ?? '',
    secureCookies: env.HAAT_SECURE_COOKIES === 'true',
    seedOnEmpty: env.HAAT_SEED_ON_EMPTY !== 'false',
    courier: {
      driver: env.COURIER_DRIVER === 'pathao' ? 'pathao' : 'local',
      active: env.COURIER_ACTIVE !== 'false',
      pathao: {
        baseUrl: env.PATHAO_BASE_URL ?? '',
        clientId: env.PATHAO_CLIENT_ID ?? '',
        clientSecret: env.PATHAO_CLIENT_SECRET ?? '',
        username: env.PATHAO_USERNAME ?? '',
        password: env.PATHAO_PASSWORD ?? '',
        storeId: env.PATHAO_STORE_ID ?? '',
      },
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    ...overrides,
  };
}
