import { inEnglish, serverText } from '../lib/serverText';
import type { CourierArea, CourierCity, CourierZone } from '../../shared/api/checkoutContract';

/** The hours the courier promises: '12' for Express (the flat-rate method), '48' for Regular (the free one). */
export type DeliveryType = '12' | '48';

/**
 * A place as the courier names it (in English): the routes add its name in the shopper's language
 * (address/courierPlaceNames.ts).
 */
export type Unlabelled<T> = Omit<T, 'city_label' | 'zone_label' | 'area_label'>;

export interface PriceRequest {
  cityId: number;
  zoneId: number;
  deliveryType: DeliveryType;
  /** Parcel weight in kg (see parcelWeight). */
  weightKg: number;
}

/**
 * The courier integration behind one interface: its cities, their zones, the zones' areas and the
 * delivery price of a parcel. Two implementations: the local rate table (local.ts, the default) and
 * Pathao's merchant API (pathao.ts). Prices are integer poisha.
 */
export interface Courier {
  /** 'Pathao' for both: the local table stands in for Pathao's own rates. */
  readonly name: string;
  cities(): Promise<Unlabelled<CourierCity>[]>;
  /** An unknown city answers an empty list. */
  zones(cityId: number): Promise<Unlabelled<CourierZone>[]>;
  areas(zoneId: number): Promise<Unlabelled<CourierArea>[]>;
  /** The delivery charge in poisha; an unknown city or zone is Refused, a courier that fails ServiceFailed. */
  price(request: PriceRequest): Promise<number>;
}

export const COURIER_UNREACHABLE_TEXT = serverText('server.courierUnreachable');
/** In English, word for word as the English catalogue has it. */
export const COURIER_UNREACHABLE = inEnglish(COURIER_UNREACHABLE_TEXT);
export const UNKNOWN_COURIER_PLACE_TEXT = serverText('server.unknownCourierPlace');
/** In English, word for word as the English catalogue has it. */
export const UNKNOWN_COURIER_PLACE = inEnglish(UNKNOWN_COURIER_PLACE_TEXT);

/**
 * Every parcel is taken as half a kilo per item (the catalogue keeps no weights), at least 0.5 kg
 * and at most 10 kg, the range Pathao's price plan accepts.
 */
export function parcelWeight(itemQuantity: number): number {
  return Math.min(10, Math.max(0.5, itemQuantity * 0.5));
}
