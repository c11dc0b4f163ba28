import { makeAddressSchema } from '../validation/addressSchema';

/**
 * A saved address completed with the courier's city, zone and area (at checkout): the address
 * form's own rules for them, shared with the server.
 */
export const courierPlaceSchema = makeAddressSchema({ courier: true }).pick(['city_id', 'zone_id', 'area_id']);
