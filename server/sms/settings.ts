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
export function parseSmsSettings(env: NodeJS.ProcessEnv): SmsSettings {
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
  const timeout = (env.SMS_TIMEOUT_MS ?? '').trim();
  if (timeout !== '' && !/^[1-9]\d*$/.test(timeout))
    throw new Error(`SMS_TIMEOUT_MS must be a whole number of milliseconds, not "${timeout}"`);
  const { bulksmsbd, sslwireless } = values;
  return {
    drivers,
    timeoutMs: timeout === '' ? 10_000 : Number(timeout),
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
