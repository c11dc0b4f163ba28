import { api } from '../../shared/api/client';
import type { WishlistEntry } from '../../shared/api/contract';
import { errorMessageOf, messageOf } from '../../shared/api/envelope';
import { refreshCounters } from '../../shared/counters/refreshCounters';
import { flashAdded } from '../../shared/store/flashSlice';
import type { AppDispatch, RootState } from '../../shared/store/store';
import { entryRemoved, loaded, loadFailed, removeFailed, removeStarted, requested } from './wishlistSlice';

export const WISHLIST_REMOVED = 'Item Successfully Removed From Wishlist';
/** The spec's text for a failed wishlist removal (it does say "cart"). */
export const WISHLIST_REMOVE_FAILED = 'An error occurred while removing the item from your cart.';

/** Answers are read from data, or from data.data (spec section 7). */
function entriesOf(body: unknown): WishlistEntry[] | null {
  if (Array.isArray(body)) return body as WishlistEntry[];
  const inner = (body as { data?: unknown } | null)?.data;
  return Array.isArray(inner) ? (inner as WishlistEntry[]) : null;
}

/** GET /api/customer/wishlist. A failure is logged; entries on screen stay, otherwise the page offers to try again. */
export function loadWishlist() {
  return async (dispatch: AppDispatch) => {
    dispatch(requested());
    try {
      const entries = entriesOf((await api.get('/api/customer/wishlist')).data);
      if (!entries) throw new Error('the wishlist answer holds no list');
      dispatch(loaded(entries));
    } catch (error) {
      console.error('[haat] could not load the wishlist', error);
      dispatch(loadFailed());
    }
  };
}

/**
 * DELETE /api/customer/wishlist/{id}: success when data.data is truthy, then the entry leaves the
 * page and the wishlist counter is read again (every tab hears it). Any other answer shows the
 * server's error, or the spec's text.
 */
export function removeFromWishlist(entryId: number) {
  return async (dispatch: AppDispatch, getState: () => RootState) => {
    if (getState().wishlist?.removing.includes(entryId)) return;
    dispatch(removeStarted(entryId));
    let failure: string | null = null;
    try {
      const { data } = await api.delete<{ data?: unknown; error?: unknown }>(`/api/customer/wishlist/${entryId}`);
      if (!data?.data) failure = (typeof data?.error === 'string' ? data.error : messageOf(data)) ?? WISHLIST_REMOVE_FAILED;
    } catch (error) {
      console.error('[haat] could not remove a wishlist entry', error);
      failure = errorMessageOf(error, WISHLIST_REMOVE_FAILED);
    }
    if (failure !== null) {
      dispatch(removeFailed(entryId));
      dispatch(flashAdded(failure, 'error'));
      return;
    }
    // Removed before the counter changes, so the page never takes the new count for another tab's change.
    dispatch(entryRemoved(entryId));
    dispatch(flashAdded(WISHLIST_REMOVED, 'success'));
    await dispatch(refreshCounters(['wishlist']));
  };
}
