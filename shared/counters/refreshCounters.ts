import { api } from '../api/client';
import { readCompareIds } from '../compare/compareStorage';
import { cartCounted, compareCounted, wishlistCounted, type CountersState } from '../store/countersSlice';
import { selectShop } from '../store/shopSlice';
import type { AppThunk } from '../store/store';

function listLength(body: unknown): number {
  const b = body as { data?: unknown } | unknown[] | null;
  if (Array.isArray(b)) return b.length;
  const inner = (b as { data?: unknown } | null)?.data;
  if (Array.isArray(inner)) return inner.length;
  const innerData = (inner as { data?: unknown } | null | undefined)?.data;
  return Array.isArray(innerData) ? innerData.length : 0;
}

async function countCart(): Promise<number> {
  const { data } = await api.get<{ data: { items_count: number | null } | null }>('/api/checkout/cart');
  return data.data?.items_count ?? 0;
}

async function countWishlist(): Promise<number> {
  const { data } = await api.get('/api/customer/wishlist');
  return listLength(data);
}

async function countCompare(isCustomer: boolean): Promise<number> {
  if (isCustomer) return listLength((await api.get('/api/compare-items')).data);
  const ids = readCompareIds();
  if (ids.length === 0) return 0;
  return listLength((await api.get('/api/compare-items', { params: { product_ids: ids } })).data);
}

/**
 * Reads the navbar counters from the server through the spec's calls. Only a changed number is
 * dispatched, so other tabs hear of real changes. Failures are logged, the old number stays.
 */
export function refreshCounters(which: (keyof CountersState)[] = ['cart', 'wishlist', 'compare']): AppThunk {
  return async (dispatch, getState) => {
    const { isCustomer } = selectShop(getState());
    const counted = { cart: cartCounted, wishlist: wishlistCounted, compare: compareCounted };
    const readers: Record<keyof CountersState, () => Promise<number>> = {
      cart: countCart,
      wishlist: () => (isCustomer ? countWishlist() : Promise.resolve(0)),
      compare: () => countCompare(isCustomer),
    };
    await Promise.all(
      which.map(async (key) => {
        try {
          const value = await readers[key]();
          if (getState().counters[key] !== value) dispatch(counted[key](value));
        } catch (error) {
          console.error(`[haat] could not read the ${key} counter`, error);
        }
      }),
    );
  };
}
