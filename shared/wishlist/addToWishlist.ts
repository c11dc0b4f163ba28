import { errorMessageOf, statusOf } from '../api/envelope';
import { addWishlistItem } from '../api/wishlist';
import { refreshCounters } from '../counters/refreshCounters';
import { pageText } from '../i18n/pageI18n';
import { flashAdded } from '../store/flashSlice';
import { selectShop } from '../store/shopSlice';
import type { AppThunk } from '../store/store';
import { navigate } from '../ui/navigate';
import { herePage, WISH_KEY } from './wishKey';

const LOGIN_PATH = '/customer/login';

function rememberWish(productId: number): void {
  try {
    sessionStorage.setItem(WISH_KEY, JSON.stringify({ productId, page: herePage() }));
  } catch {
    // Storage refused (private mode, full): the shopper still signs in and comes back, without the wish.
  }
}

/**
 * Add to wishlist. A guest is sent to sign in and back to this page (/customer/login?returnTo=),
 * the product remembered in this tab, so the page adds it on return (addWishAfterSignIn).
 * Customers POST /api/customer/wishlist {product_id}; on success the server's message is flashed
 * and the wishlist counter refreshed. A refusal (already in the wishlist: 400/422) flashes the
 * server's words as a warning; any other failure is logged and says 'An error occurred'.
 *   dispatch(addToWishlist(product.id))
 */
export function addToWishlist(productId: number): AppThunk<boolean> {
  return async (dispatch, getState) => {
    if (!selectShop(getState()).isCustomer) {
      rememberWish(productId);
      navigate(`${LOGIN_PATH}?returnTo=${encodeURIComponent(herePage() + window.location.hash)}`);
      return false;
    }
    try {
      const message = await addWishlistItem(productId);
      if (message) dispatch(flashAdded(message, 'success'));
    } catch (error) {
      const status = statusOf(error);
      const refused = status === 400 || status === 422;
      if (!refused) console.error('[haat] add to wishlist failed', error);
      dispatch(flashAdded(errorMessageOf(error, pageText('common.errorOccurred')), refused ? 'warning' : 'error'));
      return false;
    }
    await dispatch(refreshCounters(['wishlist']));
    return true;
  };
}
