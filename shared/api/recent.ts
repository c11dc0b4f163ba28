import { api } from './client';
import { listOf } from './envelope';
import type { RecentProduct } from '../recent/recentContract';

/**
 * The "Recently viewed" calls. A customer's list lives on the account; a guest's ids live in the
 * browser (shared/recent/recentStorage) and are sent as ids=3,2,1. Either way the server prices them.
 */

/** GET /api/recent: the customer's products (the ids are then ignored), or those of a guest's ids. */
export async function fetchRecent(ids: number[]): Promise<RecentProduct[]> {
  const { data } = await api.get('/api/recent', ids.length ? { params: { ids: ids.join(',') } } : undefined);
  return listOf<RecentProduct>(data);
}

/** POST /api/recent {product_id} (customers): the product moves to the front of the account's list. */
export async function recordRecentView(productId: number): Promise<void> {
  await api.post('/api/recent', { product_id: productId });
}

/** DELETE /api/recent: empties the account's list (customers) and the guest's cookie copy. */
export async function clearRecent(): Promise<void> {
  await api.delete('/api/recent');
}
