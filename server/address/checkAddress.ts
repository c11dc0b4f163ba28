import { COUNTRY, makeAddressSchema, type NewAddress } from '../../shared/validation/addressSchema';
import { checkFormTexts, type Checked, type FieldTexts } from '../../shared/validation/fieldErrors';
import { ruleText } from '../../shared/validation/messages';
import type { CourierIntegration } from '../courier/integration';
import { findDistrict, findThana } from './districts';
import { courierPlaceSchema } from '../../shared/address/courierPlaceSchema';

/** An address as the shop keeps it: the form's cleaned values, names checked, courier place resolved. */
export type CheckedAddress = Omit<NewAddress, 'city_id' | 'zone_id' | 'area_id' | 'area'> & {
  city_id: number | null;
  zone_id: number | null;
  area_id: number | null;
  area: string | null;
};

export interface CheckAddressOptions {
  courier: CourierIntegration;
  /** Checkout with the courier Active: the courier's city, zone and area are required. */
  requireCourierPlace?: boolean;
}

/**
 * Validates an address with the form's own yup schema (shared/address/addressSchema.ts), then
 * what only the server knows: the district and its thana exist (names as the district lists give
 * them), and the courier's city, zone and area belong together (the area's name is the courier's).
 * The country is BD whatever was sent. Field errors come back as the form's field map.
 */
export async function checkAddress(
  input: unknown,
  { courier, requireCourierPlace = false }: CheckAddressOptions,
): Promise<Checked<CheckedAddress, FieldTexts>> {
  const raw = { ...(typeof input === 'object' && input !== null ? input : {}), country: COUNTRY } as Record<
    string,
    unknown
  >;
  if (raw.postcode === undefined && raw.post_code !== undefined) raw.postcode = raw.post_code;
  const checked = await checkFormTexts(makeAddressSchema({ courier: requireCourierPlace }), raw);
  if (!checked.ok) return checked;
  const value = checked.value;
  const errors: FieldTexts = {};

  const district = findDistrict(value.state);
  const thana = district && findThana(district, value.city);
  if (!district) errors.state = [ruleText('one_of', 'forms.fieldDistrict')];
  else if (!thana) errors.city = [ruleText('one_of', 'forms.fieldThana')];

  let place: CourierPlace = { city_id: null, zone_id: null, area_id: null, area: value.area || null };
  if (courier.active && value.city_id) {
    const resolved = await courierPlace(courier, value.city_id, value.zone_id ?? null, value.area_id ?? null);
    if ('errors' in resolved) Object.assign(errors, resolved.errors);
    else place = resolved;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    value: { ...value, state: district!.district_name, city: thana!.thana_name, country: COUNTRY, ...place },
  };
}

/** The courier's place of a saved address as it keeps it. */
export type CourierPlace = Pick<CheckedAddress, 'city_id' | 'zone_id' | 'area_id' | 'area'>;

/**
 * A saved address's courier city, zone and area sent on their own (completed at checkout): the
 * form's rules, then the courier's lists, as for a new address; all three are wanted.
 */
export async function checkCourierPlace(
  input: unknown,
  { courier }: CourierIntegration,
): Promise<Checked<CourierPlace, FieldTexts>> {
  const checked = await checkFormTexts(courierPlaceSchema, input);
  if (!checked.ok) return checked;
  const { city_id: cityId, zone_id: zoneId, area_id: areaId } = checked.value;
  const resolved = await courierPlace({ courier, active: true }, cityId, zoneId, areaId);
  return 'errors' in resolved ? { ok: false, errors: resolved.errors } : { ok: true, value: resolved };
}

/** The courier's city, zone and area, checked against its lists; the zone is needed for a price. */
async function courierPlace(
  { courier }: CourierIntegration,
  cityId: number,
  zoneId: number | null,
  areaId: number | null,
): Promise<CourierPlace | { errors: FieldTexts }> {
  if (!(await courier.cities()).some((c) => c.city_id === cityId))
    return { errors: { city_id: [ruleText('one_of', 'forms.fieldCity')] } };
  if (!zoneId) return { errors: { zone_id: [ruleText('required', 'forms.fieldZone')] } };
  if (!(await courier.zones(cityId)).some((z) => z.zone_id === zoneId))
    return { errors: { zone_id: [ruleText('one_of', 'forms.fieldZone')] } };
  if (!areaId) return { city_id: cityId, zone_id: zoneId, area_id: null, area: null };
  const area = (await courier.areas(zoneId)).find((a) => a.area_id === areaId);
  if (!area) return { errors: { area_id: [ruleText('one_of', 'forms.fieldArea')] } };
  return { city_id: cityId, zone_id: zoneId, area_id: areaId, area: area.area_name };
}
