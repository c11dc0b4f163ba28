import { errorMessageOf } from '../../shared/api/envelope';
import { fetchWishlist, removeWishlistEntry } from '../../shared/api/wishlist';
import { flashAdded } from '../../shared/store/flashSlice';
import { loadList, removeFromList } from '../../shared/store/removableList';
import type { AppThunk } from '../../shared/store/store';
import { wishlist } from './wishlistSlice';

export const WISHLIST_REMOVED = 'Item Successfully Removed From Wishlist';
/** What a failed wishlist removal says when the server gives no reason (the shop's text does say "cart"). */
export const WISHLIST_REMOVE_FAILED = 'An error occurred while removing the item from your cart.';

export const loadWishlist = () => loadList(wishlist, fetchWishlist, 'wishlist');

/** Deletes the entry on the server; a refusal flashes the server's error, or WISHLIST_REMOVE_FAILED. */
function takeOut(entryId: number): AppThunk<boolean> {
  return async (dispatch) => {
    let failure: string;
    try {
      const { removed, refusal } = await removeWishlistEntry(entryId);
      if (removed) return true;
      failure = refusal ?? WISHLIST_REMOVE_FAILED;
    } catch (error) {
      console.error('[haat] could not remove a wishlist entry', error);
      failure = errorMessageOf(error, WISHLIST_REMOVE_FAILED);
    }
    dispatch(flashAdded(failure, 'error'));
    return false;
  };
}

export const removeFromWishlist = (entryId: number) => removeFromList(wishlist, entryId, takeOut(entryId), { removed: WISHLIST_REMOVED, counter: 'wishlist' });
