/** The simulated Pathao's cities, zones and areas, and its price in taka. */
export const CITIES = [
  { city_id: 1, city_name: 'Dhaka' },
  { city_id: 2, city_name: 'Chittagong' },
];
export const ZONES: Record<number, { zone_id: number; zone_name: string }[]> = {
  1: [
    { zone_id: 52, zone_name: 'Banani' },
    { zone_id: 298, zone_name: 'Uttara Sector 4' },
  ],
  2: [{ zone_id: 605, zone_name: 'Agrabad' }],
};
export const AREAS: Record<
  number,
  { area_id: number; area_name: string; home_delivery_available: boolean; pickup_available: boolean }[]
> = {
  52: [{ area_id: 3069, area_name: 'Road 11', home_delivery_available: true, pickup_available: true }],
  298: [{ area_id: 8101, area_name: 'Sector 4 Road 9', home_delivery_available: true, pickup_available: false }],
  605: [{ area_id: 12001, area_name: 'Agrabad C/A', home_delivery_available: true, pickup_available: true }],
};

/** 60 taka inside Dhaka (Regular), 110 elsewhere; Express 40 more; 15 per kilo past the first. */
export function price(cityId: number, deliveryType: number, weightKg: number): number {
  const base = (cityId === 1 ? 60 : 110) + (deliveryType === 12 ? 40 : 0);
  return base + Math.max(0, Math.ceil(weightKg - 1)) * 15;
}
