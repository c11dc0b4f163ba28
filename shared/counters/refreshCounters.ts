import { fetchCartCount } from '../api/cart';
import { cartCounted, compareCounted, wishlistCounted, type Counts } from '../store/countersSlice';
import { selectShop } from '../store/shopSlice';
import type { AppThunk } from '../store/store';

/**
 * The wishlist's and compare list's readers, loaded when a page first reads them (after an add, or
 * a guest's compare ids): every page carries this module, most never read those lists.
 */
const listCounts = () => import('./listCounts');

/**
 * Reads the navbar counters from the server. Only a changed number is dispatched, so other tabs
 * hear of real changes. Failures are logged, the old number stays.
 */
export function refreshCounters(which: (keyof Counts)[] = ['cart', 'wishlist', 'compare']): AppThunk {
  return async (dispatch, getState) => {
    const { isCustomer } = selectShop(getState());
    const counted = { cart: cartCounted, wishlist: wishlistCounted, compare: compareCounted };
    const readers: Record<keyof Counts, () => Promise<number>> = {
      cart: fetchCartCount,
      // A guest has no wishlist: nothing to ask.
      wishlist: async () => (isCustomer ? (await listCounts()).countWishlist() : 0),
      compare: async () => dispatch((await listCounts()).countCompare(isCustomer)),
    };
    await Promise.all(
      which.map(async (key) => {
        try {
          const value = await readers[key]();
          if (getState().counters[key] !== value) dispatch(counted[key](value));
        } catch (error) {
          console.error(`[haat] could not read the ${key} counter`, error);
        }
      }),
    );
  };
}
