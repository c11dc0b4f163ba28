import { api } from '../api/client';
import type { CourierArea, CourierCity, CourierZone, District, Thana } from '../api/checkoutContract';

/** A list answered as { data: T[] } or as a bare array. */
export function listOf<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  const inner = (body as { data?: unknown } | null)?.data;
  return Array.isArray(inner) ? (inner as T[]) : [];
}

const cache = new Map<string, Promise<unknown[]>>();

/** One GET per list and page view: the form and the delivery price share the answers. A failure is not kept. */
function list<T>(url: string): Promise<T[]> {
  let pending = cache.get(url);
  if (!pending) {
    pending = api.get(url).then((response) => listOf<T>(response.data));
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending as Promise<T[]>;
}

export const districts = () => list<District>('/districts/all');
export const thanas = (districtId: number) => list<Thana>(`/thanas/all/${districtId}`);
export const courierCities = () => list<CourierCity>('/get-cities');
export const courierZones = (cityId: number) => list<CourierZone>(`/api/get-zone/${cityId}`);
export const courierAreas = (zoneId: number) => list<CourierArea>(`/api/get-area/${zoneId}`);

/** The courier's names of a city and zone (the delivery price call sends them with the ids). */
export async function courierNames(cityId: number, zoneId: number): Promise<{ city_name: string; zone_name: string }> {
  const [cities, zones] = await Promise.all([courierCities(), courierZones(cityId)]);
  return {
    city_name: cities.find((c) => c.city_id === cityId)?.city_name ?? '',
    zone_name: zones.find((z) => z.zone_id === zoneId)?.zone_name ?? '',
  };
}

/** Tests start each page view afresh. */
export function forgetPlaces(): void {
  cache.clear();
}
