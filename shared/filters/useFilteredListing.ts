import { useCallback, useEffect, useRef, useState } from 'react';
import type { CardProduct, Paged } from '../api/contract';
import { addressQuery, DEFAULT_FILTERS, filterQuery, filtersFromAddress, type ListingFilters } from './listingFilters';
import { DEFAULT_PRICE } from './priceRange';

export type FetchListing = (query: Record<string, number | string>) => Promise<Paged<CardProduct>>;

/**
 * The products of a listing page (category, brand, all products, search) under the shopper's
 * filters, order and page, kept in the address: the server painted the page for the filters its
 * address names (`initial`, with `firstPage`); every change is a new history entry
 * (pushState) and refetches; Back and Forward (popstate) bring the filters of that entry back and
 * refetch them. A change scrolls smoothly to the results and toggles `loading`. A failed fetch is
 * only logged: the shopper keeps the products already shown. Only the newest request may answer.
 * `keep` holds the address's other fields (the search's term).
 */
export function useFilteredListing(
  fetchPage: FetchListing,
  firstPage: Paged<CardProduct>,
  initial: ListingFilters = DEFAULT_FILTERS,
  keep: Record<string, string> = {},
) {
  const [filters, setFilters] = useState(initial);
  const [products, setProducts] = useState(firstPage);
  const [loading, setLoading] = useState(false);
  const resultsRef = useRef<HTMLElement>(null);
  const latest = useRef(0);
  const fetchRef = useRef(fetchPage);
  const keepRef = useRef(keep);
  // The newest fetcher and kept fields, for the callbacks below (which never change themselves).
  useEffect(() => {
    fetchRef.current = fetchPage;
    keepRef.current = keep;
  });

  const load = useCallback(async (next: ListingFilters) => {
    setFilters(next);
    resultsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    const request = ++latest.current;
    setLoading(true);
    try {
      const page = await fetchRef.current(filterQuery(next));
      if (request === latest.current) setProducts(page);
    } catch (error) {
      console.error('[haat] could not load the products of this listing', error);
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, []);

  const apply = useCallback(
    (next: ListingFilters) => {
      window.history.pushState(null, '', `${window.location.pathname}${addressQuery(next, keepRef.current)}`);
      return load(next);
    },
    [load],
  );

  useEffect(() => {
    const restore = () => void load(filtersFromAddress(new URLSearchParams(window.location.search)));
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, [load]);

  // A fresh price object, so a slider mid-drag is reset too; the order stays as chosen.
  const clear = useCallback(
    () => apply({ ...DEFAULT_FILTERS, price: { ...DEFAULT_PRICE }, sort: filters.sort }),
    [apply, filters.sort],
  );
  /**
   * The address of this listing under other filters ('?': no query at all): what its links (pages,
   * filter choices, Clear All) lead to when the browser follows them itself, before or without script.
   */
  const hrefFor = (next: ListingFilters) => addressQuery(next, keep) || '?';
  const clearHref = hrefFor({ ...DEFAULT_FILTERS, sort: filters.sort });
  const pageHref = (page: number) => hrefFor({ ...filters, page });

  const goToPage = useCallback((page: number) => apply({ ...filters, page }), [apply, filters]);

  return { filters, products, loading, resultsRef, apply, clear, clearHref, hrefFor, pageHref, goToPage };
}
