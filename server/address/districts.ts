// The package's "main" names build/index.js, which it does not ship; its index lives in build/src.
import { allDistricts, thanaNamesOf, upazilaNamesOf } from '@bangladeshi/bangladesh-address/build/src';
import type { District as DistrictView, Thana as ThanaView } from '../../shared/api/checkoutContract';
import type { Language } from '../../shared/i18n/languages';
import { districtNameIn, thanaNameIn } from './placeNames';

/**
 * The 64 districts of Bangladesh and each one's thanas (its upazilas plus, for Dhaka, Chattogram,
 * Rajshahi and Khulna, the metropolitan thanas), from @bangladeshi/bangladesh-address.
 *
 * Ids are stable as long as the package's names are: a district's id (and district_id) is its
 * 1-based place in the districts sorted by name (Bagerhat 1 ... Thakurgaon 64); a thana's id is
 * district id * 100 + its 1-based place in that district's sorted list (Dhaka's Cantonment 1401),
 * so a thana id also tells its district.
 */
export interface District {
  id: number;
  district_id: number;
  district_name: string;
}
export interface Thana {
  id: number;
  thana_name: string;
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en');

const DISTRICTS: District[] = [...allDistricts()]
  .sort(byName)
  .map((name, i) => ({ id: i + 1, district_id: i + 1, district_name: name }));

const THANAS = new Map<number, Thana[]>(
  DISTRICTS.map((d) => {
    const names = [...new Set([...upazilaNamesOf(d.district_name), ...thanaNamesOf(d.district_name)])].sort(byName);
    return [d.id, names.map((name, i) => ({ id: d.id * 100 + i + 1, thana_name: name }))];
  }),
);

/** Every district, with its name in the shopper's language beside the stored (English) one. */
export function listDistricts(language: Language): DistrictView[] {
  return DISTRICTS.map((d) => ({ ...d, district_label: districtNameIn(language, d.district_name) }));
}

/** The district's thanas, named in the shopper's language too, or null for an unknown district id. */
export function thanasOfDistrict(districtId: number, language: Language): ThanaView[] | null {
  const thanas = THANAS.get(districtId);
  if (!thanas) return null;
  const district = DISTRICTS[districtId - 1].district_name;
  return thanas.map((t) => ({ ...t, thana_label: thanaNameIn(language, district, t.thana_name) }));
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
