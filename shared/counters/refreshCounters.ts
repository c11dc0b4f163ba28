import { fetchCartCount } from '../api/cart';
import { fetchCompareProducts } from '../api/compare';
import { readCompareIds } from '../compare/compareStorage';
import { guestCompareProducts } from '../compare/guestCompareProducts';
import { cartCounted, compareCounted, wishlistCounted, type Counts } from '../store/countersSlice';
import { selectShop } from '../store/shopSlice';
import type { AppThunk } from '../store/store';

/**
 * The wishlist's reader, loaded when a page first reads it (after an add): every page carries this
 * module, and a guest never reads a wishlist. The compare list's stays here: a guest's compare page
 * and counter share one answer (guestCompareProducts).
 */
const listCounts = () => import('./listCounts');

/** A guest has no compare list beyond the ids kept in this browser: asked only when there are some. */
function countCompare(isCustomer: boolean): AppThunk<number> {
  return async (dispatch) => {
    if (isCustomer) return (await fetchCompareProducts(null)).length;
    const ids = readCompareIds();
    return ids.length === 0 ? 0 : (await dispatch(guestCompareProducts(ids))).length;
  };
}

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
      compare: () => dispatch(countCompare(isCustomer)),
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
