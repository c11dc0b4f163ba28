import type { SavedAddress } from '../api/checkoutContract';

/** One line a shopper recognises an address by, its courier area, thana and district in the shopper's language. */
export function addressLine(
  a: Pick<SavedAddress, 'address' | 'area_label' | 'city_label' | 'state_label' | 'postcode'>,
): string {
  return [...a.address, a.area_label, a.city_label, `${a.state_label} ${a.postcode}`].filter(Boolean).join(', ');
}
