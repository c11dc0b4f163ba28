import { api } from './client';
import type { WishlistEntry } from './contract';
import { listOf, messageOf, refusalOf } from './envelope';

/** The wishlist calls (customers only; a guest gets 401). */

/** GET /api/customer/wishlist. */
export async function fetchWishlist(): Promise<WishlistEntry[]> {
  return listOf<WishlistEntry>((await api.get('/api/customer/wishlist')).data);
}

/** POST /api/customer/wishlist {product_id}: the server's message (422 when it is already there). */
export async function addWishlistItem(productId: number): Promise<string | undefined> {
  return messageOf((await api.post('/api/customer/wishlist', { product_id: productId })).data);
}

/**
 * DELETE /api/customer/wishlist/{id}: removed when the answer's data is true; any other answer
 * is a refusal, with the server's text when it gives one.
 */
export async function removeWishlistEntry(entryId: number): Promise<{ removed: boolean; refusal?: string }> {
  const { data } = await api.delete<{ data?: unknown } | null>(`/api/customer/wishlist/${entryId}`);
  return data?.data ? { removed: true } : { removed: false, refusal: refusalOf(data) };
}
