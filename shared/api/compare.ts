import { api } from './client';
import type { CompareProduct } from './contract';
import { listOf, messageOf } from './envelope';

/**
 * The compare calls. A customer's list lives on the server; a guest's ids live in the browser
 * (shared/compare/compareStorage) and are sent as product_ids[].
 */

/** GET /api/compare-items: the customer's list (ids null), or the products of a guest's ids. */
export async function fetchCompareProducts(ids: number[] | null): Promise<CompareProduct[]> {
  const { data } = ids
    ? await api.get('/api/compare-items', { params: { product_ids: ids } })
    : await api.get('/api/compare-items');
  return listOf<CompareProduct>(data);
}

/** POST /api/compare-items {product_id} (customers): the server's message; 400/422 when already there. */
export async function addCompareItem(productId: number): Promise<string | undefined> {
  return messageOf((await api.post('/api/compare-items', { product_id: productId })).data);
}

/** POST /api/compare-items {product_id, _method: 'DELETE'} (customers). */
export async function removeCompareItem(productId: number): Promise<void> {
  await api.post('/api/compare-items', { product_id: productId, _method: 'DELETE' });
}
