import type { CourierArea, CourierCity, CourierZone } from '../../shared/api/checkoutContract';
import { Refused, ServiceFailed } from '../lib/domainErrors';
import { toPoisha } from '../lib/money';
import { pathaoApi, PathaoRefusal, type PathaoApiOptions, type PathaoSettings } from './pathaoApi';
import {
  COURIER_UNREACHABLE,
  COURIER_UNREACHABLE_TEXT,
  UNKNOWN_COURIER_PLACE_TEXT,
  type Courier,
  type PriceRequest,
  type Unlabelled,
} from './courier';

export interface PathaoOptions extends PathaoApiOptions {
  /** How long city, zone and area lists are kept (they change rarely). */
  listTtlMs?: number;
}

interface PricePlan {
  price: number;
  final_price: number;
}

/**
 * A client of Pathao's merchant API for places and prices: the location lists kept for an hour, and the price plan
 * asked for every quote.
 */
export function pathaoCourier(
  settings: PathaoSettings,
  { listTtlMs = 3600_000, timeoutMs = 10_000, now = Date.now }: PathaoOptions = {},
): Courier {
  const authorized = pathaoApi(settings, { timeoutMs, now });
  const lists = new Map<string, { at: number; value: Promise<unknown[]> }>();

  function list<T>(path: string): Promise<T[]> {
    const kept = lists.get(path);
    if (kept && now() - kept.at < listTtlMs) return kept.value as Promise<T[]>;
    const value = authorized<{ data: T[] }>('GET', path).then((answer) => answer.data?.data ?? []);
    lists.set(path, { at: now(), value });
    value.catch(() => lists.delete(path)); // a failure is not kept
    return value;
  }

  /** Refusals become the shop's errors: a 404 or 422 from Pathao means a bad place, anything else a failed courier. */
  async function shopError<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof PathaoRefusal)) throw error;
      if (error.status === 404 || error.status === 422) throw new Refused(UNKNOWN_COURIER_PLACE_TEXT);
      throw new ServiceFailed(COURIER_UNREACHABLE_TEXT);
    }
  }

  return {
    name: 'Pathao',
    cities: () => shopError(() => list<Unlabelled<CourierCity>>('/aladdin/api/v1/city-list')),
    zones: (cityId) => shopError(() => list<Unlabelled<CourierZone>>(`/aladdin/api/v1/cities/${cityId}/zone-list`)),
    areas: (zoneId) => shopError(() => list<Unlabelled<CourierArea>>(`/aladdin/api/v1/zones/${zoneId}/area-list`)),
    price: ({ cityId, zoneId, deliveryType, weightKg }: PriceRequest) =>
      shopError(async () => {
        const answer = await authorized<PricePlan>('POST', '/aladdin/api/v1/merchant/price-plan', {
          store_id: Number(settings.storeId),
          item_type: 2, // parcel
          delivery_type: Number(deliveryType),
          item_weight: weightKg,
          recipient_city: cityId,
          recipient_zone: zoneId,
        });
        const price = answer.data?.final_price ?? answer.data?.price;
        if (typeof price !== 'number' || !Number.isFinite(price) || price < 0)
          throw new PathaoRefusal(502, COURIER_UNREACHABLE);
        return toPoisha(price);
      }),
  };
}
