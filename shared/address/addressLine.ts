import type { SavedAddress } from '../api/checkoutContract';

/** One line a shopper recognises an address by, its thana and district in the shopper's language. */
export function addressLine(a: Pick<SavedAddress, 'address' | 'city_label' | 'state_label' | 'postcode' | 'area'>): string {
  return [...a.address, a.area, a.city_label, `${a.state_label} ${a.postcode}`].filter(Boolean).join(', ');
}
