import type { CourierArea, CourierCity, CourierZone, District, Thana } from './checkoutContract';
import { api } from './client';
import { listOf } from './envelope';

/**
 * The address form's places: districts and thanas, and the courier's cities, zones and areas.
 * One GET per list and page view: the form and the delivery price share the answers; a failure
 * is not kept, so the next use asks again.
 */
const cache = new Map<string, Promise<unknown[]>>();

function list<T>(url: string): Promise<T[]> {
  let pending = cache.get(url);
  if (!pending) {
    pending = api.get(url).then((response) => listOf<T>(response.data));
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending as Promise<T[]>;
}

export const fetchDistricts = () => list<District>('/districts/all');
export const fetchThanas = (districtId: number) => list<Thana>(`/thanas/all/${districtId}`);
export const fetchCourierCities = () => list<CourierCity>('/get-cities');
export const fetchCourierZones = (cityId: number) => list<CourierZone>(`/api/get-zone/${cityId}`);
export const fetchCourierAreas = (zoneId: number) => list<CourierArea>(`/api/get-area/${zoneId}`);

/**
 * The courier's (English) names of a city and zone, not their labels: the delivery price call sends them with the ids.
 */
export async function courierNames(cityId: number, zoneId: number): Promise<{ cityName: string; zoneName: string }> {
  const [cities, zones] = await Promise.all([fetchCourierCities(), fetchCourierZones(cityId)]);
  return {
    cityName: cities.find((c) => c.city_id === cityId)?.city_name ?? '',
    zoneName: zones.find((z) => z.zone_id === zoneId)?.zone_name ?? '',
  };
}

/** Tests start each page view afresh. */
export function forgetPlaces(): void {
  cache.clear();
}
