import { object } from 'yup';
import { chosenId } from '../validation/rules';

/**
 * A saved address completed with the courier's city, zone and area (at checkout): the rules the
 * address form gives them while the courier is Active, shared with the server.
 */
export const courierPlaceSchema = object({
  city_id: chosenId('forms.fieldCity'),
  zone_id: chosenId('forms.fieldZone'),
  area_id: chosenId('forms.fieldArea'),
});
