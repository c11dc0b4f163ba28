import { fetchCompareProducts } from '../api/compare';
import { fetchWishlist } from '../api/wishlist';
import { readCompareIds } from '../compare/compareStorage';
import { guestCompareProducts } from '../compare/guestCompareProducts';
import type { AppThunk } from '../store/store';

/** The customer's wishlist, counted. */
export const countWishlist = async (): Promise<number> => (await fetchWishlist()).length;

/** A guest has no compare list beyond the ids kept in this browser: asked only when there are some. */
export function countCompare(isCustomer: boolean): AppThunk<number> {
  return async (dispatch) => {
    if (isCustomer) return (await fetchCompareProducts(null)).length;
    const ids = readCompareIds();
    return ids.length === 0 ? 0 : (await dispatch(guestCompareProducts(ids))).length;
  };
}
