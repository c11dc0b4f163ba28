import { errorMessageOf } from '../../shared/api/envelope';
import { fetchWishlist, removeWishlistEntry } from '../../shared/api/wishlist';
import { pageText } from '../../shared/i18n/pageI18n';
import { flashAdded } from '../../shared/store/flashSlice';
import { loadList, removeFromList } from '../../shared/store/removableList';
import type { AppThunk } from '../../shared/store/store';
import { wishlist } from './wishlistSlice';

export const loadWishlist = () => loadList(wishlist, fetchWishlist, 'wishlist');

/**
 * Deletes the entry on the server; a refusal flashes the server's error, or wishlist.removeFailed
 * ("An error occurred while removing the item from your cart.": the shop's text does say "cart").
 */
function takeOut(entryId: number): AppThunk<boolean> {
  return async (dispatch) => {
    const fallback = pageText('wishlist.removeFailed');
    let failure: string;
    try {
      const { removed, refusal } = await removeWishlistEntry(entryId);
      if (removed) return true;
      failure = refusal ?? fallback;
    } catch (error) {
      console.error('[haat] could not remove a wishlist entry', error);
      failure = errorMessageOf(error, fallback);
    }
    dispatch(flashAdded(failure, 'error'));
    return false;
  };
}

export const removeFromWishlist = (entryId: number) =>
  removeFromList(wishlist, entryId, takeOut(entryId), { removed: pageText('wishlist.removed'), counter: 'wishlist' });
