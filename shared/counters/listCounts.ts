import { fetchWishlist } from '../api/wishlist';

/** The customer's wishlist, counted. */
export const countWishlist = async (): Promise<number> => (await fetchWishlist()).length;
