// The package's "main" names build/index.js, which it does not ship; its index lives in build/src.
import { allDistricts, thanaNamesOf, upazilaNamesOf } from '@bangladeshi/bangladesh-address/build/src';

/**
 * The 64 districts of Bangladesh and each one's thanas (its upazilas plus, for Dhaka, Chattogram,
 * Rajshahi and Khulna, the metropolitan thanas), from @bangladeshi/bangladesh-address.
 *
 * Ids are stable as long as the package's names are: a district's id (and district_id) is its
 * 1-based place in the districts sorted by name (Bagerhat 1 ... Thakurgaon 64); a thana's id is
 * district id * 100 + its 1-based place in that district's sorted list (Dhaka's Cantonment 1401),
 * so a thana id also tells its district.
 */
export interface District { id: number; district_id: number; district_name: string }
export interface Thana { id: number; thana_name: string }

const byName = (a: string, b: string) => a.localeCompare(b, 'en');

const DISTRICTS: District[] = [...allDistricts()].sort(byName).map((name, i) => ({ id: i + 1, district_id: i + 1, district_name: name }));

const THANAS = new Map<number, Thana[]>(
  DISTRICTS.map((d) => {
    const names = [...new Set([...upazilaNamesOf(d.district_name), ...thanaNamesOf(d.district_name)])].sort(byName);
    return [d.id, names.map((name, i) => ({ id: d.id * 100 + i + 1, thana_name: name }))];
  }),
);

export function listDistricts(): District[] {
  return DISTRICTS;
}

/** The district's thanas, or null for an unknown district id. */
export function thanasOfDistrict(districtId: number): Thana[] | null {
  return THANAS.get(districtId) ?? null;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The district named so (case and surrounding spaces do not matter), or null. */
export function findDistrict(name: string): District | null {
  return DISTRICTS.find((d) => sameName(d.district_name, name)) ?? null;
}

/** The thana of that district named so, or null. */
export function findThana(district: District, name: string): Thana | null {
  return THANAS.get(district.id)!.find((t) => sameName(t.thana_name, name)) ?? null;
}
