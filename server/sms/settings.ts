import { bulkSmsBdDriver, type BulkSmsBdSettings } from './bulksmsbd';
import { failoverSender, type SmsDriver, type SmsSender } from './sms';
import { sslWirelessDriver, type SslWirelessSettings } from './sslwireless';

const PROVIDERS = ['bulksmsbd', 'sslwireless'] as const;
type Provider = (typeof PROVIDERS)[number];

/** The SMS_* settings (config.sms). */
export interface SmsSettings {
  /** The gateways in the order they are tried (SMS_DRIVERS); empty sends no SMS. */
  drivers: Provider[];
  timeoutMs: number;
  bulksmsbd: BulkSmsBdSettings;
  sslwireless: SslWirelessSettings;
  /**
   * The bundled simulators' origin plus /sms when the demo shop sends through them (no SMS_DRIVERS,
   * HAAT_SANDBOX not off): its sign-in page then links to the messages they took. Null otherwise.
   */
  simulators: string | null;
  /** SMS_CODES_PER_HOUR: sign-in codes the whole shop sends in an hour at most (budgets against pumping). */
  codesPerHour: number;
}

/** Where the demo shop's simulators listen (payments/settings.ts: SandboxSettings). */
export interface SandboxAddress {
  host: string;
  port: number;
}

/** The credentials the bundled SMS simulators accept (sandbox/smsGateway.ts). */
const SIMULATED = { key: 'sandbox-key', sender: 'HAAT' };

/** Whole numbers from 1, or the default when unset. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, unit: string): number {
  const text = (env[name] ?? '').trim();
  if (text === '') return fallback;
  if (!/^[1-9]\d*$/.test(text)) throw new Error(`${name} must be a whole number of ${unit}, not "${text}"`);
  return Number(text);
}

/** Each gateway's settings, by variable name, as read; the URL has its default. */
function read(env: NodeJS.ProcessEnv) {
  return {
    bulksmsbd: {
      SMS_BULKSMSBD_URL: env.SMS_BULKSMSBD_URL || 'https://bulksmsbd.net',
      SMS_BULKSMSBD_API_KEY: env.SMS_BULKSMSBD_API_KEY ?? '',
      SMS_BULKSMSBD_SENDER_ID: env.SMS_BULKSMSBD_SENDER_ID ?? '',
    },
    sslwireless: {
      SMS_SSLWIRELESS_URL: env.SMS_SSLWIRELESS_URL || 'https://smsplus.sslwireless.com',
      SMS_SSLWIRELESS_API_TOKEN: env.SMS_SSLWIRELESS_API_TOKEN ?? '',
      SMS_SSLWIRELESS_SID: env.SMS_SSLWIRELESS_SID ?? '',
    },
  };
}

/**
 * SMS_DRIVERS (e.g. `bulksmsbd,sslwireless`: the first tried first) and each gateway's settings.
 * The start is refused, naming what is missing, when a named gateway lacks a credential or a
 * gateway has only part of its credentials (half a configuration is a mistake, never a choice).
 */
export function parseSmsSettings(env: NodeJS.ProcessEnv, sandbox: SandboxAddress | null = null): SmsSettings {
  const names = (env.SMS_DRIVERS ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((name) => !(PROVIDERS as readonly string[]).includes(name));
  if (unknown.length)
    throw new Error(`SMS_DRIVERS names ${unknown.join(', ')}; the drivers are ${PROVIDERS.join(', ')}`);
  const drivers = [...new Set(names)] as Provider[];
  const values = read(env);
  for (const provider of PROVIDERS) {
    const credentials = Object.entries(values[provider]).filter(([name]) => !name.endsWith('_URL'));
    const missing = credentials.filter(([, value]) => !value).map(([name]) => name);
    const partial = missing.length > 0 && missing.length < credentials.length;
    if (missing.length && (drivers.includes(provider) || partial))
      throw new Error(`SMS driver ${provider} needs ${missing.join(', ')}`);
  }
  const timeoutMs = wholeNumber(env, 'SMS_TIMEOUT_MS', 10_000, 'milliseconds');
  const codesPerHour = wholeNumber(env, 'SMS_CODES_PER_HOUR', 300, 'codes');
  if (drivers.length === 0 && sandbox) return simulated(sandbox, timeoutMs, codesPerHour);
  const { bulksmsbd, sslwireless } = values;
  return {
    drivers,
    timeoutMs,
    codesPerHour,
    simulators: null,
    bulksmsbd: {
      url: bulksmsbd.SMS_BULKSMSBD_URL,
      apiKey: bulksmsbd.SMS_BULKSMSBD_API_KEY,
      senderId: bulksmsbd.SMS_BULKSMSBD_SENDER_ID,
    },
    sslwireless: {
      url: sslwireless.SMS_SSLWIRELESS_URL,
      apiToken: sslwireless.SMS_SSLWIRELESS_API_TOKEN,
      sid: sslwireless.SMS_SSLWIRELESS_SID,
    },
  };
}

/** The demo shop's gateways: both bundled simulators, BulkSMSBD first, so a failover can be shown. */
function simulated({ host, port }: SandboxAddress, timeoutMs: number, codesPerHour: number): SmsSettings {
  const origin = `http://${['0.0.0.0', '::'].includes(host) ? '127.0.0.1' : host}:${port}/sms`;
  return {
    drivers: ['bulksmsbd', 'sslwireless'],
    timeoutMs,
    codesPerHour,
    simulators: origin,
    bulksmsbd: { url: `${origin}/bulksmsbd`, apiKey: SIMULATED.key, senderId: SIMULATED.sender },
    sslwireless: { url: `${origin}/sslwireless`, apiToken: SIMULATED.key, sid: SIMULATED.sender },
  };
}

/** The shop's sender: the configured gateways in failover order, or null when SMS_DRIVERS names none. */
export function smsSenderFor(settings: SmsSettings, now?: () => number): SmsSender | null {
  if (settings.drivers.length === 0) return null;
  const drivers = settings.drivers.map((provider): SmsDriver =>
    provider === 'bulksmsbd'
      ? bulkSmsBdDriver(settings.bulksmsbd, settings.timeoutMs)
      : sslWirelessDriver(settings.sslwireless, settings.timeoutMs),
  );
  return failoverSender(drivers, now);
}
