import { array, boolean, object, string, type InferType } from 'yup';
import { MESSAGES } from './messages';
import { bdMobile } from './phone';
import { chosenId, digits, emailAddress, optionalText, requiredText, TEXT_MAX, personName } from './rules';

/** The shop delivers in Bangladesh only. */
export const COUNTRY = 'BD';

export interface AddressSchemaOptions {
  /** The courier integration is Active: its city, zone and area are required too. */
  courier?: boolean;
  /** The account's Add New Address page marks email required; checkout keeps it optional. */
  requireEmail?: boolean;
}

/** A street typed in one box arrives as a string; the payload carries it as address: [line]. */
const street = array(string().trim().max(TEXT_MAX, MESSAGES.max).label('forms.fieldStreet'))
  .label('forms.fieldStreet')
  .transform((value: unknown, original: unknown) => (typeof original === 'string' ? [original] : value))
  .test('street', MESSAGES.required, (lines) => Boolean(lines?.[0]?.trim()))
  .required(MESSAGES.required);

/**
 * The address form of checkout and of Add New Address (POST /customer/account/addresses/create):
 * state is the district's name, city the thana's name, country fixed to BD. Shared with the server.
 */
export function makeAddressSchema({ courier = false, requireEmail = false }: AddressSchemaOptions = {}) {
  const courierId = (label: string) =>
    courier ? chosenId(label) : chosenId(label).optional().nullable().default(null);
  return object({
    company_name: optionalText('forms.fieldCompanyName'),
    first_name: personName('forms.fieldFirstName'),
    last_name: personName('forms.fieldLastName'),
    email: emailAddress('forms.fieldEmail', { required: requireEmail }),
    address: street,
    state: requiredText('forms.fieldDistrict', 100),
    city: requiredText('forms.fieldThana', 100),
    postcode: digits('forms.fieldZip', 4),
    phone: bdMobile('forms.fieldPhone'),
    country: string().oneOf([COUNTRY], MESSAGES.one_of).default(COUNTRY).label('forms.fieldCountry'),
    vat_id: optionalText('forms.fieldVatId', 50),
    city_id: courierId('forms.fieldCity'),
    zone_id: courierId('forms.fieldZone'),
    area_id: courierId('forms.fieldArea'),
    area: courier ? requiredText('forms.fieldArea', 100) : optionalText('forms.fieldArea', 100),
    default_address: boolean().default(false),
  });
}

export const addressSchema = makeAddressSchema();
export const courierAddressSchema = makeAddressSchema({ courier: true });

export type NewAddress = InferType<typeof courierAddressSchema>;
