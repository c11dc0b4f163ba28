import { toPoisha } from '../lib/money';
import { Refused } from '../lib/domainErrors';
import type { CourierArea, CourierCity, CourierZone } from '../../shared/api/checkoutContract';
import { UNKNOWN_COURIER_PLACE_TEXT, type Courier, type PriceRequest, type Unlabelled } from './courier';
import { RATE_TABLE, RATES, type RateClass } from './localRates';

interface Indexed {
  cities: Unlabelled<CourierCity>[];
  zones: Map<number, (Unlabelled<CourierZone> & { rate: RateClass })[]>;
  areas: Map<number, Unlabelled<CourierArea>[]>;
}

/** The rate table with its ids (see localRates.ts). */
function index(): Indexed {
  const cities: Indexed['cities'] = [];
  const zones: Indexed['zones'] = new Map();
  const areas: Indexed['areas'] = new Map();
  RATE_TABLE.forEach((city, c) => {
    const cityId = c + 1;
    cities.push({ city_id: cityId, city_name: city.name });
    zones.set(
      cityId,
      city.zones.map((z, i) => {
        const zoneId = cityId * 100 + i + 1;
        areas.set(
          zoneId,
          z.areas.map((name, a) => ({ area_id: zoneId * 100 + a + 1, area_name: name })),
        );
        return { zone_id: zoneId, zone_name: z.name, rate: z.rate };
      }),
    );
  });
  return { cities, zones, areas };
}

/** The default courier: the shop's own rate table, no network. */
export function localCourier(): Courier {
  const { cities, zones, areas } = index();
  return {
    name: 'Pathao',
    cities: async () => cities,
    zones: async (cityId) => (zones.get(cityId) ?? []).map(({ zone_id, zone_name }) => ({ zone_id, zone_name })),
    areas: async (zoneId) => areas.get(zoneId) ?? [],
    async price({ cityId, zoneId, deliveryType, weightKg }: PriceRequest) {
      const zone = zones.get(cityId)?.find((z) => z.zone_id === zoneId);
      if (!zone) throw new Refused(UNKNOWN_COURIER_PLACE_TEXT);
      const rate = RATES[zone.rate][deliveryType];
      const extraKilos = Math.max(0, Math.ceil(weightKg - 1));
      return toPoisha(rate.first + extraKilos * rate.perExtraKg);
    },
  };
}
