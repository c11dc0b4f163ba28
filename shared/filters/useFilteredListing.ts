import { useCallback, useRef, useState } from 'react';
import { fetchListing, type Listing } from '../api/catalog';
import type { Paged, Product } from '../api/contract';
import { DEFAULT_FILTERS, filterQuery, type ListingFilters } from './listingFilters';
import { DEFAULT_PRICE } from './priceRange';

/**
 * The products of a category or brand page under the shopper's filters. The first page comes with
 * the page (written by the server for the default filters); every change refetches the listing, scrolls
 * smoothly to the results and toggles `loading`. A failed fetch is only logged:
 * the shopper keeps the products already shown. Only the newest request may answer.
 */
export function useFilteredListing(listing: Listing, firstPage: Paged<Product>) {
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const [products, setProducts] = useState(firstPage);
  const [loading, setLoading] = useState(false);
  const resultsRef = useRef<HTMLElement>(null);
  const latest = useRef(0);

  const apply = useCallback(
    async (next: ListingFilters) => {
      setFilters(next);
      resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      const request = ++latest.current;
      setLoading(true);
      try {
        const page = await fetchListing(listing, filterQuery(next));
        if (request === latest.current) setProducts(page);
      } catch (error) {
        console.error(`[haat] could not load the products of ${listing.kind} ${listing.id}`, error);
      } finally {
        if (request === latest.current) setLoading(false);
      }
    },
    [listing.kind, listing.id],
  );

  // A fresh price object, so a slider mid-drag is reset too.
  const clear = useCallback(() => apply({ ...DEFAULT_FILTERS, price: { ...DEFAULT_PRICE } }), [apply]);
  const goToPage = useCallback((page: number) => apply({ ...filters, page }), [apply, filters]);

  return { filters, products, loading, resultsRef, apply, clear, goToPage };
}
