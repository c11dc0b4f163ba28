import { useCallback, useEffect, useRef, useState } from 'react';
import type { CardProduct, Paged } from '../api/contract';

export interface ProductListState<P extends CardProduct = CardProduct> {
  products: P[];
  /** Current page (from 1) and the server's count, once a page has arrived. */
  page: number;
  total: number;
  perPage: number;
  lastPage: number;
  /** True while a product fetch runs, false after. */
  loading: boolean;
}

export interface PagedProducts<P extends CardProduct = CardProduct> extends ProductListState<P> {
  /** Shows page `page` in place of the current one. */
  goTo(page: number): void;
  /** Appends the next page ('Load more'). */
  loadMore(): void;
}

/**
 * A paged product list: loads a page through `fetchPage`, keeps the loading flag, ignores answers
 * that arrive after a newer request, and only logs failures (a list that cannot be fetched
 * shows the shopper nothing new). With `initial` (the page the server wrote) nothing is fetched on mount;
 * without it page 1 is fetched, once `enabled` (a list far down the page waits until it is near).
 * `key` names the query: when it changes, page 1 is fetched anew.
 *   const list = useProductList((page) => fetchTrending(page, perPage), { key: perPage })
 */
export function useProductList<P extends CardProduct = CardProduct>(
  fetchPage: (page: number) => Promise<Paged<P>>,
  { initial, key = '', enabled = true }: { initial?: Paged<P>; key?: string | number; enabled?: boolean } = {},
): PagedProducts<P> {
  const [state, setState] = useState<ProductListState<P>>(() => ({
    products: initial?.data ?? [],
    page: initial?.meta.current_page ?? 1,
    total: initial?.meta.total ?? 0,
    perPage: initial?.meta.per_page ?? 0,
    lastPage: initial?.meta.last_page ?? 0,
    loading: !initial,
  }));
  const latest = useRef(0);
  const fetchRef = useRef(fetchPage);
  // The newest fetcher, for load below (which never changes itself).
  useEffect(() => {
    fetchRef.current = fetchPage;
  });

  const load = useCallback(async (page: number, append: boolean) => {
    const request = ++latest.current;
    setState((s) => ({ ...s, loading: true }));
    try {
      const { data, meta } = await fetchRef.current(page);
      if (request !== latest.current) return;
      setState((s) => ({
        products: append ? [...s.products, ...data] : data,
        page: meta.current_page,
        total: meta.total,
        perPage: meta.per_page,
        lastPage: meta.last_page,
        loading: false,
      }));
    } catch (error) {
      console.error('[haat] could not load products', error);
      if (request === latest.current) setState((s) => ({ ...s, loading: false }));
    }
  }, []);

  const firstKey = useRef<string | number | null>(initial ? key : null);
  useEffect(() => {
    if (!enabled || firstKey.current === key) return;
    firstKey.current = null;
    void load(1, false);
  }, [enabled, key, load]);

  return {
    ...state,
    goTo: (page) => void load(page, false),
    loadMore: () => void load(state.page + 1, true),
  };
}
