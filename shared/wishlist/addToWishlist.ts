import { addWishlistItem } from '../api/wishlist';
import { refreshCounters } from '../counters/refreshCounters';
import { flashAdded } from '../store/flashSlice';
import { selectShop } from '../store/shopSlice';
import type { AppThunk } from '../store/store';
import { navigate } from '../ui/navigate';

export const LOGIN_PATH = '/customer/login';

/**
 * Add to wishlist. Guests are sent to /customer/login. Customers
 * POST /api/customer/wishlist {product_id}; on success the server's message is flashed and the
 * wishlist counter refreshed. A failure is only logged: the shopper sees no message.
 *   dispatch(addToWishlist(product.id))
 */
export function addToWishlist(productId: number): AppThunk<boolean> {
  return async (dispatch, getState) => {
    if (!selectShop(getState()).isCustomer) {
      navigate(LOGIN_PATH);
      return false;
    }
    try {
      const message = await addWishlistItem(productId);
      if (message) dispatch(flashAdded(message, 'success'));
    } catch (error) {
      console.error('[haat] add to wishlist failed', error);
      return false;
    }
    await dispatch(refreshCounters(['wishlist']));
    return true;
  };
}
