import type { ParcelConfig } from '../config';
import type { ParcelCourier } from '../courier/parcel';

export type CourierName = ParcelCourier['name'];
const NAMES: readonly string[] = ['pathao', 'steadfast', 'redx'] satisfies CourierName[];

/** Which courier carries a parcel to a district: one row a district, and the default for every other. */
export interface CourierRules {
  byDistrict: Map<string, CourierName>;
  fallback: CourierName;
}

export interface ParcelSettings {
  rules: CourierRules;
  autoBook: boolean;
  /** 0: no timer. */
  pollMinutes: number;
  webhookSecrets: Record<CourierName, string>;
  fraudCheck: boolean;
}

/**
 * PARCEL_RULES as a rule table: `Dhaka=pathao, Chattogram=redx, *=steadfast` (district names as the address form
 * records them, case-insensitive). Unset, every parcel goes to the first configured courier. A rule naming a courier
 * the shop has not configured, or a malformed one, stops the start: a parcel must never wait on a courier that is
 * not there.
 */
export function parseRules(text: string, configured: readonly CourierName[]): CourierRules | null {
  if (configured.length === 0) return null;
  const byDistrict = new Map<string, CourierName>();
  let fallback: CourierName = configured[0];
  for (const pair of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [district, courier] = pair.split('=').map((part) => part.trim());
    if (!district || !courier || !NAMES.includes(courier))
      throw new Error(`PARCEL_RULES: "${pair}" is not district=pathao|steadfast|redx`);
    if (!configured.includes(courier as CourierName))
      throw new Error(`PARCEL_RULES: ${courier} is named but its settings are not given`);
    if (district === '*') fallback = courier as CourierName;
    else byDistrict.set(district.toLowerCase(), courier as CourierName);
  }
  return { byDistrict, fallback };
}

export const courierForDistrict = (rules: CourierRules, district: string): CourierName =>
  rules.byDistrict.get(district.trim().toLowerCase()) ?? rules.fallback;

/** The parcel settings of a shop with these couriers; null when it has none (nothing is booked). */
export function parcelSettingsFor(config: ParcelConfig | undefined, couriers: ParcelCourier[]): ParcelSettings | null {
  const rules = parseRules(
    config?.rules ?? '',
    couriers.map((courier) => courier.name),
  );
  if (!rules) return null;
  const minutes = (config?.pollMinutes ?? '').trim();
  if (minutes !== '' && !/^\d+$/.test(minutes))
    throw new Error(`PARCEL_POLL_MINUTES must be a whole number of minutes, not "${minutes}"`);
  return {
    rules,
    autoBook: config?.autoBook ?? false,
    pollMinutes: Number(minutes || 0),
    webhookSecrets: config?.webhookSecrets ?? { pathao: '', steadfast: '', redx: '' },
    fraudCheck: config?.fraudCheck ?? false,
  };
}
