import type { AppThunk } from '../store/store';

/**
 * Add to wishlist and Add to compare, loaded on the first tap rather than with the page: most
 * visits tap neither, and every page with product cards would carry them. Before the script runs,
 * the button's form posts to the server itself; after, the first tap waits for this small part.
 *   dispatch(addToWishlistOnTap(product.id))
 */
export const addToWishlistOnTap =
  (productId: number): AppThunk<boolean> =>
  async (dispatch) =>
    dispatch((await import('../wishlist/addToWishlist')).addToWishlist(productId));

export const addToCompareOnTap =
  (productId: number): AppThunk<boolean> =>
  async (dispatch) =>
    dispatch((await import('../compare/addToCompare')).addToCompare(productId));
