import type { ShippingMethod } from '../../shared/api/checkoutContract';

/**
 * The two methods of spec section 9, for a page whose props do not name them: Express
 * (flatrate_flatrate) and Regular (free_free), called Pathao Express / Pathao Regular while the
 * courier integration is Active. The server's names (page props) win.
 */
export function defaultShippingMethods(courierActive: boolean): ShippingMethod[] {
  const prefix = courierActive ? 'Pathao ' : '';
  return [
    { code: 'flatrate_flatrate', title: `${prefix}Express` },
    { code: 'free_free', title: `${prefix}Regular` },
  ];
}
