import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parsePaymentConfig, type PaymentConfig, type SandboxSettings } from './payments/settings';
import { parseSmsSettings, type SmsSettings } from './sms/settings';

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
  pathao: {
    baseUrl: string;
    clientId: string;
    clientSecret: string;
    username: string;
    password: string;
    storeId: string;
  };
  /** STEADFAST_*: all or none (server/courier/settings.ts). */
  steadfast?: { baseUrl: string; apiKey: string; secretKey: string };
  /** REDX_*: base URL and token, or none (server/courier/settings.ts). */
  redx?: { baseUrl: string; token: string; pickupStoreId: string };
  /** PARCEL_*, the couriers' webhook secrets and STEADFAST_FRAUD_CHECK (server/parcels/settings.ts). */
  parcels?: ParcelConfig;
}

/** How parcels are booked and followed, as the environment gives it (read by server/parcels/settings.ts). */
export interface ParcelConfig {
  /** PARCEL_RULES: `district=courier` pairs and `*=courier`, the default. */
  rules: string;
  /** PARCEL_AUTO_BOOK=on: confirmed orders are booked on the parcel timer. */
  autoBook: boolean;
  /** PARCEL_POLL_MINUTES: the parcel timer's period; 0 (the default) runs none. */
  pollMinutes: string;
  /** PATHAO_WEBHOOK_SECRET, STEADFAST_WEBHOOK_TOKEN, REDX_WEBHOOK_TOKEN. */
  webhookSecrets: { pathao: string; steadfast: string; redx: string };
  /** STEADFAST_FRAUD_CHECK=on: a number's history asks Steadfast's fraud check too. */
  fraudCheck: boolean;
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
  pixelId: string;
  /** Secure cookies (HTTPS only) when the shop runs behind TLS. */
  secureCookies: boolean;
  seedOnEmpty: boolean;
  /**
   * Where the demo shop's drawn pictures are kept between seeds (server/seed/pictureCache.ts);
   * empty means node_modules/.cache/haat-seed-pictures.
   */
  pictureCacheDir: string;
  /**
   * Whether a process draws the demo pictures in the background once the shop serves (true), or each
   * is drawn only when first asked for (false: test shops, which look at few of them).
   */
  pictureDrawer: boolean;
  courier: CourierConfig;
  /** BKASH_*, SSLCOMMERZ_*, HAAT_SANDBOX (payments/settings.ts). */
  payments: PaymentConfig;
  /** SMS_*: the SMS gateways in failover order and their credentials (sms/settings.ts). */
  sms: SmsSettings;
  /** COD_ADVANCE and COD_CONFIRM: what a cash order asks before it is placed (orders/cashOrders.ts). */
  cashOrders: CashOrderSettings;
  logLevel: string;
  /**
   * Which proxies may name the client's address in X-Forwarded-For: false (none, the default:
   * the address is the connection's), a hop count, or the proxies' addresses and CIDR ranges.
   */
  trustProxy: TrustProxy;
  /** Redis for the rate-limit and sign-in lock counters; empty keeps them in the database. */
  redisUrl: string;
  /** Prefix of every Redis key the shop writes (shops sharing one Redis, test runs). */
  redisPrefix: string;
  /**
   * The shop's public origin (scheme, host, port), e.g. https://haat.com.bd: canonical links, share
   * tags, structured data and the sitemap name it. Never taken from a request's Host header, which
   * the sender chooses.
   */
  publicUrl: string;
  /**
   * How many processes serve the shop: one per core by default, since a listing's SQL and a page's
   * rendering hold a process's only thread; 1 serves from the starting process itself.
   */
  workers: number;
  /** Connections each serving process keeps to PostgreSQL (see defaultPoolSize). */
  databasePoolSize: number;
  /** RETURN_DAYS: how many days after delivery a customer may ask to return an order's lines (7 by default). */
  returnDays: number;
  /** ALERT_POLL_SECONDS: how often each serving process looks for shoppers' due alerts (60 by default). */
  alertPollSeconds: number;
}

/** RETURN_DAYS: a whole number of days from 1; unset means 7. */
export function parseReturnDays(value: string | undefined): number {
  const text = (value ?? '').trim();
  if (text === '') return 7;
  if (!/^\d+$/.test(text) || Number(text) < 1)
    throw new Error(`RETURN_DAYS must be a whole number from 1, not "${value}"`);
  return Number(text);
}

/**
 * ALERT_POLL_SECONDS: a whole number from 1 to 300, as an alert's SMS leaves within five minutes of its stock or
 * price; unset means 60.
 */
export function parseAlertPollSeconds(value: string | undefined): number {
  const text = (value ?? '').trim();
  if (text === '') return 60;
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 300)
    throw new Error(`ALERT_POLL_SECONDS must be a whole number from 1 to 300, not "${value}"`);
  return Number(text);
}

/** HAAT_WORKERS: a whole number from 1; unset means one per core. */
export function parseWorkers(value: string | undefined): number {
  const text = (value ?? '').trim();
  if (text === '') return availableParallelism();
  if (!/^\d+$/.test(text) || Number(text) < 1)
    throw new Error(`HAAT_WORKERS must be a whole number from 1, not "${value}"`);
  return Number(text);
}

/**
 * PostgreSQL works on a statement only while its backend has a core, so past about three
 * connections a core (shared by the serving processes) more connections only queue inside the
 * database, where they contend for its locks and its log, instead of in each process's pool, first
 * come first served: a small pool answers cart calls and orders sooner under load than a large
 * one (bench:cart). A database on a bigger machine of its own wants DATABASE_POOL_SIZE.
 */
export function defaultPoolSize(workers: number): number {
  return Math.max(2, Math.ceil((3 * availableParallelism()) / workers));
}

/** DATABASE_POOL_SIZE: a whole number from 1 (connections per serving process); unset means defaultPoolSize. */
export function parsePoolSize(value: string | undefined, workers: number): number {
  const text = (value ?? '').trim();
  if (text === '') return defaultPoolSize(workers);
  if (!/^\d+$/.test(text) || Number(text) < 1)
    throw new Error(`DATABASE_POOL_SIZE must be a whole number from 1, not "${value}"`);
  return Number(text);
}

export type TrustProxy = false | number | string[];

/** TRUST_PROXY: unset/'false'/'0' trusts nobody, '1' one hop, '10.0.0.1,10.0.0.0/8' those addresses. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  // Trusting every sender would let any client choose its address again, so 'true' is refused.
  if (text === 'true' || text === '*')
    throw new Error('TRUST_PROXY must be a hop count or proxy addresses, not "true"');
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The setting as Fastify takes it (its types have no hop count: the count is a function of the hop). */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** PUBLIC_URL as an origin without a trailing slash; anything but an http(s) origin stops the start. */
export function parsePublicUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, not "${value}"`);
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!['http:', 'https:'].includes(url.protocol) || !bare)
    throw new Error(`PUBLIC_URL must be an origin like https://shop.example, not "${value}"`);
  return url.origin;
}

/** The merchant accounts the bundled courier simulators accept (sandbox/pathao, sandbox/steadfast). */
const SANDBOX_PATHAO = {
  clientId: 'sandbox-client',
  clientSecret: 'sandbox-secret',
  username: 'merchant@sandbox.test',
  password: 'sandbox-pass',
  storeId: '7001',
};
const SANDBOX_STEADFAST = { apiKey: 'sandbox-api-key', secretKey: 'sandbox-secret-key' };
export const SANDBOX_WEBHOOK_SECRET = 'sandbox-webhook-secret';

/**
 * A shop that names no courier at all and runs the bundled simulators (the demo shop) books its parcels with the
 * sandbox's Pathao and Steadfast, whose webhooks carry SANDBOX_WEBHOOK_SECRET; any courier setting (or
 * COURIER_DRIVER=pathao) leaves the couriers as configured.
 */
function withSandboxCouriers(env: NodeJS.ProcessEnv, sandbox: SandboxSettings | null, courier: CourierConfig) {
  const named = Object.keys(env).some((name) => /^(PATHAO|STEADFAST|REDX)_/.test(name) && env[name]);
  if (!sandbox || named || courier.driver === 'pathao') return courier;
  const origin = `http://${['0.0.0.0', '::'].includes(sandbox.host) ? '127.0.0.1' : sandbox.host}:${sandbox.port}`;
  const secrets = courier.parcels!.webhookSecrets;
  return {
    ...courier,
    pathao: { baseUrl: `${origin}/courier/pathao`, ...SANDBOX_PATHAO },
    steadfast: { baseUrl: `${origin}/courier/steadfast/api/v1`, ...SANDBOX_STEADFAST },
    parcels: {
      ...courier.parcels!,
      webhookSecrets: { ...secrets, pathao: SANDBOX_WEBHOOK_SECRET, steadfast: SANDBOX_WEBHOOK_SECRET },
    },
  };
}

/** The advance a cash order pays by bKash: its delivery charge, or a percent of its total (above a total). */
export type AdvanceRule = { kind: 'delivery' } | { kind: 'percent'; percent: number; overPoisha: number };

export interface CashOrderSettings {
  /** COD_ADVANCE: off (the default), delivery, percent:N or percent:N:over:T (taka; the delivery charge below it). */
  advance: AdvanceRule | null;
  /**
   * COD_CONFIRM: which cash orders ask it. off: every cash order pays the advance, when there is one; code: a number
   * not yet confirmed (or with parcels returned) confirms a code by SMS; advance: such a number pays the advance.
   */
  confirm: 'off' | 'code' | 'advance';
}

const ADVANCE = /^(?:delivery|percent:(\d{1,3})(?::over:(\d{1,9}))?)$/;

/**
 * COD_ADVANCE and COD_CONFIRM, both off unless set (the demo shop's start turns the code on: server/main.ts). A value
 * the shop could not mean stops the start, named.
 */
export function parseCashOrders(env: NodeJS.ProcessEnv, payments: PaymentConfig): CashOrderSettings {
  const advanceText = (env.COD_ADVANCE ?? '').trim() || 'off';
  const match = ADVANCE.exec(advanceText);
  const percent = Number(match?.[1] ?? 0);
  if (advanceText !== 'off' && (!match || (match[1] !== undefined && (percent < 1 || percent > 100))))
    throw new Error(
      `COD_ADVANCE must be off, delivery, percent:N or percent:N:over:T (N 1 to 100), not "${advanceText}"`,
    );
  const advance: AdvanceRule | null =
    advanceText === 'off'
      ? null
      : match![1] === undefined
        ? { kind: 'delivery' }
        : { kind: 'percent', percent, overPoisha: Number(match![2] ?? 0) * 100 };
  const confirm = (env.COD_CONFIRM ?? '').trim() || 'off';
  if (confirm !== 'off' && confirm !== 'code' && confirm !== 'advance')
    throw new Error(`COD_CONFIRM must be off, code or advance, not "${confirm}"`);
  if (confirm === 'advance' && !advance)
    throw new Error('COD_CONFIRM=advance needs COD_ADVANCE (delivery or percent:N)');
  if (confirm === 'code' && advance)
    throw new Error('COD_ADVANCE is asked with COD_CONFIRM off (every cash order) or advance, not with code');
  if (advance && !payments.bkash) throw new Error('COD_ADVANCE needs bKash (BKASH_*) to take the advance');
  return { advance, confirm };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const root = projectRoot();
  const dataDir = env.HAAT_DATA_DIR ? path.resolve(env.HAAT_DATA_DIR) : path.join(root, 'data');
  const port = Number(env.PORT ?? 3000);
  const workers = parseWorkers(env.HAAT_WORKERS);
  const payments = parsePaymentConfig(env, port, env.HOST ?? '0.0.0.0');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? '',
    pgSchema: env.DATABASE_SCHEMA ?? '',
    sqlitePath: env.SQLITE_PATH ?? path.join(dataDir, 'haat.sqlite'),
    root,
    storageDir: env.HAAT_STORAGE_DIR ? path.resolve(env.HAAT_STORAGE_DIR) : path.join(dataDir, 'storage'),
    currency: env.HAAT_CURRENCY ?? '৳',
    pixelId: env.HAAT_PIXEL_ID ?? '',
    secureCookies: env.HAAT_SECURE_COOKIES === 'true',
    seedOnEmpty: env.HAAT_SEED_ON_EMPTY !== 'false',
    pictureCacheDir: env.HAAT_PICTURE_CACHE ? path.resolve(env.HAAT_PICTURE_CACHE) : '',
    pictureDrawer: env.HAAT_PICTURE_DRAWER !== 'off',
    courier: withSandboxCouriers(env, payments.sandbox, {
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
      steadfast: {
        baseUrl: env.STEADFAST_BASE_URL ?? '',
        apiKey: env.STEADFAST_API_KEY ?? '',
        secretKey: env.STEADFAST_SECRET_KEY ?? '',
      },
      redx: {
        baseUrl: env.REDX_BASE_URL ?? '',
        token: env.REDX_TOKEN ?? '',
        pickupStoreId: env.REDX_PICKUP_STORE_ID ?? '',
      },
      parcels: {
        rules: env.PARCEL_RULES ?? '',
        autoBook: env.PARCEL_AUTO_BOOK === 'on',
        pollMinutes: env.PARCEL_POLL_MINUTES ?? '',
        webhookSecrets: {
          pathao: env.PATHAO_WEBHOOK_SECRET ?? '',
          steadfast: env.STEADFAST_WEBHOOK_TOKEN ?? '',
          redx: env.REDX_WEBHOOK_TOKEN ?? '',
        },
        fraudCheck: env.STEADFAST_FRAUD_CHECK === 'on',
      },
    }),
    payments,
    sms: parseSmsSettings(env, payments.sandbox),
    cashOrders: parseCashOrders(env, payments),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL ?? '',
    redisPrefix: env.REDIS_PREFIX ?? 'haat:',
    publicUrl: parsePublicUrl(env.PUBLIC_URL || `http://localhost:${port}`),
    workers,
    databasePoolSize: parsePoolSize(env.DATABASE_POOL_SIZE, workers),
    returnDays: parseReturnDays(env.RETURN_DAYS),
    alertPollSeconds: parseAlertPollSeconds(env.ALERT_POLL_SECONDS),
    ...overrides,
  };
}
