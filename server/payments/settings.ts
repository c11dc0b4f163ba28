import type { BkashSettings } from './bkash';
import type { GatewayName } from './gateway';
import type { SslcommerzSettings } from './sslcommerz';

/** Where the bundled simulators (sandbox/) listen when the demo shop starts them. */
export interface SandboxSettings {
  host: string;
  port: number;
}

/** The payment gateways the shop takes money through; cash on delivery needs none. */
export interface PaymentConfig {
  /** Set when the drivers talk to the bundled simulators (a shop without credentials): main.ts starts them. */
  sandbox: SandboxSettings | null;
  bkash: BkashSettings | null;
  sslcommerz: SslcommerzSettings | null;
  /** PAYMENT_HOLD_MINUTES: how long an order waiting for its payment holds its units and coupon use (30). */
  holdMinutes: number;
  /** PAYMENT_SWEEP_SECONDS: how often the shop settles and expires waiting orders (60; 0 never). */
  sweepSeconds: number;
  /**
   * PAYMENT_TIMEOUT_SECONDS: how long a serving process waits for a gateway's answer (10, from 1 to 60); past it,
   * a payment's execution is asked about by its status instead.
   */
  timeoutSeconds: number;
}

const BKASH_URLS = {
  sandbox: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta',
  live: 'https://tokenized.pay.bka.sh/v1.2.0-beta',
};
const SSLCOMMERZ_URLS = { sandbox: 'https://sandbox.sslcommerz.com', live: 'https://securepay.sslcommerz.com' };

/** The credentials the demo shop gives its simulators and its drivers alike. */
const SIMULATED_BKASH = { username: 'haat-demo', password: 'haat-demo', appKey: 'haat-demo', appSecret: 'haat-demo' };
const SIMULATED_SSLCOMMERZ = { storeId: 'haatdemo', storePassword: 'haatdemo@ssl' };

/** A gateway's settings when every required variable is set, null when none is; a part names what is missing. */
function allOrNone(
  env: NodeJS.ProcessEnv,
  gateway: string,
  names: Record<string, string>,
): Record<string, string> | null {
  const values = Object.fromEntries(Object.entries(names).map(([key, name]) => [key, (env[name] ?? '').trim()]));
  const missing = Object.entries(names).filter(([key]) => !values[key]);
  if (missing.length === Object.keys(names).length) return null;
  if (missing.length)
    throw new Error(`${gateway} needs ${missing.map(([, name]) => name).join(', ')} (or none of its settings)`);
  return values;
}

/** BKASH_SANDBOX / SSLCOMMERZ_SANDBOX: true picks the provider's own sandbox, false (the default) its live API. */
function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const text = (env[name] ?? '').trim();
  if (!['', 'true', 'false'].includes(text)) throw new Error(`${name} must be true or false, not "${text}"`);
  return text === 'true';
}

/**
 * BKASH_*, SSLCOMMERZ_* and HAAT_SANDBOX. A gateway is configured by all of its credentials (the base URL
 * follows its sandbox flag unless set); a shop with no credentials at all runs the bundled simulators
 * for both (on HAAT_SANDBOX_PORT, the shop's port + 1 by default), unless HAAT_SANDBOX=off: cash only.
 */
export function parsePaymentConfig(env: NodeJS.ProcessEnv, shopPort: number, host: string): PaymentConfig {
  const bkash = allOrNone(env, 'bKash', {
    username: 'BKASH_USERNAME',
    password: 'BKASH_PASSWORD',
    appKey: 'BKASH_APP_KEY',
    appSecret: 'BKASH_APP_SECRET',
  });
  const ssl = allOrNone(env, 'SSLCommerz', {
    storeId: 'SSLCOMMERZ_STORE_ID',
    storePassword: 'SSLCOMMERZ_STORE_PASSWORD',
  });
  const bkashUrl = env.BKASH_BASE_URL || BKASH_URLS[flag(env, 'BKASH_SANDBOX') ? 'sandbox' : 'live'];
  const sslUrl = env.SSLCOMMERZ_BASE_URL || SSLCOMMERZ_URLS[flag(env, 'SSLCOMMERZ_SANDBOX') ? 'sandbox' : 'live'];
  const mode = (env.HAAT_SANDBOX ?? '').trim();
  if (!['', 'auto', 'off'].includes(mode)) throw new Error(`HAAT_SANDBOX must be auto or off, not "${mode}"`);
  const hold = (env.PAYMENT_HOLD_MINUTES ?? '').trim() || '30';
  if (!/^\d+$/.test(hold) || Number(hold) < 1)
    throw new Error(`PAYMENT_HOLD_MINUTES must be a whole number from 1, not "${hold}"`);
  const holdMinutes = Number(hold);
  const sweep = (env.PAYMENT_SWEEP_SECONDS ?? '').trim() || '60';
  if (!/^\d+$/.test(sweep)) throw new Error(`PAYMENT_SWEEP_SECONDS must be a whole number, not "${sweep}"`);
  const sweepSeconds = Number(sweep);
  const timeout = (env.PAYMENT_TIMEOUT_SECONDS ?? '').trim() || '10';
  if (!/^\d+$/.test(timeout) || Number(timeout) < 1 || Number(timeout) > 60)
    throw new Error(`PAYMENT_TIMEOUT_SECONDS must be a whole number from 1 to 60, not "${timeout}"`);
  const timeoutSeconds = Number(timeout);
  if (bkash || ssl || mode === 'off') {
    return {
      holdMinutes,
      sweepSeconds,
      timeoutSeconds,
      sandbox: null,
      bkash: bkash && { baseUrl: bkashUrl, ...(bkash as Omit<BkashSettings, 'baseUrl'>) },
      sslcommerz: ssl && { baseUrl: sslUrl, ...(ssl as Omit<SslcommerzSettings, 'baseUrl'>) },
    };
  }
  const port = Number(env.HAAT_SANDBOX_PORT || shopPort + 1);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`HAAT_SANDBOX_PORT must be a port number, not "${env.HAAT_SANDBOX_PORT}"`);
  const origin = `http://${['0.0.0.0', '::'].includes(host) ? '127.0.0.1' : host}:${port}`;
  return {
    holdMinutes,
    sweepSeconds,
    timeoutSeconds,
    sandbox: { host, port },
    bkash: { baseUrl: `${origin}/bkash`, ...SIMULATED_BKASH },
    sslcommerz: { baseUrl: `${origin}/sslcommerz`, ...SIMULATED_SSLCOMMERZ },
  };
}

/** The gateways a configuration offers, in the checkout's order (after cash on delivery). */
export const configuredGateways = (config: PaymentConfig): GatewayName[] =>
  (['bkash', 'sslcommerz'] as const).filter((name) => config[name] !== null);
