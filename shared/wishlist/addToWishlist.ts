import { navigate } from '../ui/navigate';
import { api } from '../api/client';
import { messageOf } from '../api/envelope';
import { refreshCounters } from '../counters/refreshCounters';
import { flashAdded } from '../store/flashSlice';
import { selectShop } from '../store/shopSlice';
import type { AppThunk } from '../store/store';

export const LOGIN_PATH = '/customer/login';

/**
 * Add to wishlist (spec sections 6, 7 and 8). Guests are sent to /customer/login. Customers
 * POST /api/customer/wishlist {product_id}; on success the server's message is flashed and the
 * wishlist counter refreshed. A failure is only logged, as the spec says.
 *   dispatch(addToWishlist(product.id))
 */
export function addToWishlist(productId: number): AppThunk<boolean> {
  return async (dispatch, getState) => {
    if (!selectShop(getState()).isCustomer) {
      navigate(LOGIN_PATH);
      return false;
    }
    try {
      const { data } = await api.post('/api/customer/wishlist', { product_id: productId });
      const message = messageOf(data);
      if (message) dispatch(flashAdded(message, 'success'));
    } catch (error) {
      console.error('[haat] add to wishlist failed', error);
      return false;
    }
    await dispatch(refreshCounters(['wishlist']));
    return true;
  };
}
