import type { Language } from '../../shared/i18n/languages';
import BANGLA from './bangla/names.json';
import { courierPlaceNameIn } from './courierPlaceNames';

/**
 * Districts and thanas are stored in English (the courier reads them) and shown in the shopper's
 * language: Bangla names from bangla/names.json (written by bangla/generate.mjs), English as stored.
 * A name the list does not know (an order older than the list) is shown as stored.
 */
const bangla: Record<string, { name: string; thanas: Record<string, string> }> = BANGLA;

export function districtNameIn(language: Language, district: string): string {
  return (language === 'bn' && bangla[district]?.name) || district;
}

export function thanaNameIn(language: Language, district: string, thana: string): string {
  return (language === 'bn' && bangla[district]?.thanas[thana]) || thana;
}

/** The district (state) and thana (city) of an address, named in the shopper's language. */
export interface PlaceLabels {
  state_label: string;
  city_label: string;
}

export function withPlaceLabels<T extends { state: string; city: string }>(
  address: T,
  language: Language,
): T & PlaceLabels {
  return {
    ...address,
    state_label: districtNameIn(language, address.state),
    city_label: thanaNameIn(language, address.state, address.city),
  };
}

/** A saved address's labels: its courier area too, when it has one (the area keeps the courier's English name). */
export interface SavedPlaceLabels extends PlaceLabels {
  area_label: string | null;
}

export function withSavedPlaceLabels<T extends { state: string; city: string; area: string | null }>(
  address: T,
  language: Language,
): T & SavedPlaceLabels {
  return {
    ...withPlaceLabels(address, language),
    area_label: address.area && courierPlaceNameIn(language, address.area),
  };
}
