import type { SavedAddress } from '../api/checkoutContract';

/** One line a shopper recognises an address by. */
export function addressLine(a: Pick<SavedAddress, 'address' | 'city' | 'state' | 'postcode' | 'area'>): string {
  return [...a.address, a.area, a.city, `${a.state} ${a.postcode}`].filter(Boolean).join(', ');
}
