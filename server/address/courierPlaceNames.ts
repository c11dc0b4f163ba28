import type { CourierArea, CourierCity, CourierZone } from '../../shared/api/checkoutContract';
import type { Language } from '../../shared/i18n/languages';
import ADDRESS_NAMES from './bangla/names.json';
import { WRITTEN } from './courierBangla';
import type { Unlabelled } from '../courier/courier';

/**
 * The courier's places are named in English (the local table and Pathao alike) and the courier
 * must keep reading them so; a Bangla shopper is shown them in Bangla. One table for both
 * couriers, keyed by the English name whatever its case and spacing, so a Pathao place named like
 * one of the local table is named the same: the names written in courierBangla.ts, then the districts and
 * thanas of the address lists. A thana name is taken only when every district spells it alike
 * (Mirpur of Dhaka and of Kushtia); a name the table does not know is shown as the courier gives it.
 */
const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

function banglaTable(): Map<string, string> {
  const table = new Map<string, string>();
  const thanas = new Map<string, Set<string>>();
  for (const district of Object.values(ADDRESS_NAMES as Record<string, { thanas: Record<string, string> }>)) {
    for (const [english, bangla] of Object.entries(district.thanas)) {
      const spellings = thanas.get(key(english)) ?? new Set<string>();
      thanas.set(key(english), spellings.add(bangla));
    }
  }
  for (const [english, spellings] of thanas) if (spellings.size === 1) table.set(english, [...spellings][0]);
  for (const [english, { name }] of Object.entries(ADDRESS_NAMES as Record<string, { name: string }>))
    table.set(key(english), name);
  // NFC as names.json keeps them: ড় and য় one way, however this source file writes them.
  for (const [english, bangla] of Object.entries(WRITTEN)) table.set(key(english), bangla.normalize('NFC'));
  return table;
}

const BANGLA = banglaTable();

/** A courier place's name in the shopper's language: its Bangla name, or the English as given. */
export function courierPlaceNameIn(language: Language, name: string): string {
  return (language === 'bn' && BANGLA.get(key(name))) || name;
}

/**
 * The courier's cities, zones and areas as the address form gets them: each with its label beside the courier's name.
 */
export const labelCities = (cities: Unlabelled<CourierCity>[], language: Language): CourierCity[] =>
  cities.map((city) => ({ ...city, city_label: courierPlaceNameIn(language, city.city_name) }));

export const labelZones = (zones: Unlabelled<CourierZone>[], language: Language): CourierZone[] =>
  zones.map((zone) => ({ ...zone, zone_label: courierPlaceNameIn(language, zone.zone_name) }));

export const labelAreas = (areas: Unlabelled<CourierArea>[], language: Language): CourierArea[] =>
  areas.map((area) => ({ ...area, area_label: courierPlaceNameIn(language, area.area_name) }));
