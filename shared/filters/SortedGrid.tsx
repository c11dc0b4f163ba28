import type { ReactNode } from 'react';
import type { CardProduct, Paged } from '../api/contract';
import type { CardPlace } from '../catalog/ProductCard';
import { ProductList } from '../catalog/ProductList';
import { Pagination } from '../ui/Pagination';
import { pageCount } from '../ui/pageCount';
import type { ListingFilters } from './listingFilters';
import { SortSelect } from './SortSelect';
import { useFilteredListing, type FetchListing } from './useFilteredListing';

export interface SortedGridProps {
  /** The page the server painted, for the order and page its address names. */
  initial: Paged<CardProduct>;
  filters: ListingFilters;
  fetchPage: FetchListing;
  place: CardPlace;
  empty?: ReactNode;
  /** Names the pagination landmark. */
  label: string;
  /** The address's other fields (the search's term). */
  keep?: Record<string, string>;
  /** The default order is the closest names first (the search). */
  bestMatch?: boolean;
}

/**
 * A listing without a filter panel (all products, search): the sort menu, the grid (the old cards
 * stay dimmed under a spinner while another page loads), its pages; order and page kept in the address.
 */
export function SortedGrid({
  initial,
  filters: initialFilters,
  fetchPage,
  place,
  empty,
  label,
  keep,
  bestMatch,
}: SortedGridProps) {
  const { filters, products, loading, resultsRef, apply, hrefFor, pageHref, goToPage } = useFilteredListing(
    fetchPage,
    initial,
    initialFilters,
    keep,
  );
  return (
    <section className="paged-grid" ref={resultsRef}>
      {products.meta.total > 0 && (
        <SortSelect
          value={filters.sort}
          onChange={(sort) => void apply({ ...filters, sort, page: 1 })}
          hrefFor={(sort) => hrefFor({ ...filters, sort, page: 1 })}
          disabled={loading}
          bestMatch={bestMatch}
        />
      )}
      <ProductList
        products={products.data}
        loading={loading}
        place={place}
        empty={empty}
        className="product-grid five"
        priorityCount={5}
      />
      <Pagination
        page={filters.page}
        count={pageCount(products.meta.total, products.meta.per_page)}
        onChange={goToPage}
        href={pageHref}
        label={label}
        disabled={loading}
      />
    </section>
  );
}
