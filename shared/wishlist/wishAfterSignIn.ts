import { selectShop } from '../store/shopSlice';
import type { AppThunk } from '../store/store';
import { herePage, WISH_KEY } from './wishKey';

/** The wish remembered in this tab, taken out so it is granted once. */
function takeWish(): { productId: number; page: string } | null {
  try {
    const saved = sessionStorage.getItem(WISH_KEY);
    sessionStorage.removeItem(WISH_KEY);
    const wish: unknown = saved ? JSON.parse(saved) : null;
    const { productId, page } = (wish ?? {}) as { productId?: unknown; page?: unknown };
    return Number.isInteger(productId) && typeof page === 'string' ? { productId: productId as number, page } : null;
  } catch {
    return null;
  }
}

/**
 * On a signed-in page: the product this tab tapped as a guest is added, once, when the shopper is
 * back on the page where they tapped it; a wish from another page is dropped.
 */
export function addWishAfterSignIn(): AppThunk<boolean> {
  return async (dispatch, getState) => {
    if (!selectShop(getState()).isCustomer) return false;
    const wish = takeWish();
    if (!wish || wish.page !== herePage()) return false;
    // The same part a wishlist tap loads (shared/lists/listActions.ts).
    return dispatch((await import('./addToWishlist')).addToWishlist(wish.productId));
  };
}
