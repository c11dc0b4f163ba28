import { errorMessageOf } from '../../shared/api/envelope';
import { fetchWishlist, removeWishlistEntry } from '../../shared/api/wishlist';
import { refreshCounters } from '../../shared/counters/refreshCounters';
import { flashAdded } from '../../shared/store/flashSlice';
import type { AppThunk } from '../../shared/store/store';
import { entryRemoved, loaded, loadFailed, removeFailed, removeStarted, requested } from './wishlistSlice';

export const WISHLIST_REMOVED = 'Item Successfully Removed From Wishlist';
/** What a failed wishlist removal says when the server gives no reason (the shop's text does say "cart"). */
export const WISHLIST_REMOVE_FAILED = 'An error occurred while removing the item from your cart.';

/** Reads the wishlist. A failure is logged; entries on screen stay, otherwise the page offers to try again. */
export function loadWishlist(): AppThunk {
  return async (dispatch) => {
    dispatch(requested());
    try {
      dispatch(loaded(await fetchWishlist()));
    } catch (error) {
      console.error('[haat] could not load the wishlist', error);
      dispatch(loadFailed());
    }
  };
}

/**
 * Removes an entry: then it leaves the page and the wishlist counter is read again (every tab
 * hears it). A refusal shows the server's error, or WISHLIST_REMOVE_FAILED.
 */
export function removeFromWishlist(entryId: number): AppThunk {
  return async (dispatch, getState) => {
    if (getState().wishlist?.removing.includes(entryId)) return;
    dispatch(removeStarted(entryId));
    let failure: string | null = null;
    try {
      const { removed, refusal } = await removeWishlistEntry(entryId);
      if (!removed) failure = refusal ?? WISHLIST_REMOVE_FAILED;
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
