import { useRef, type ReactNode } from 'react';
import type { Paged, Product } from '../api/contract';
import { Pagination } from '../ui/Pagination';
import { pageCount } from '../ui/pageCount';
import { ProductList } from './ProductList';
import type { CardPlace } from './ProductCard';
import { useProductList } from './useProductList';

export interface PagedProductGridProps {
  /** The first page, written by the server into the page. */
  initial: Paged<Product>;
  fetchPage: (page: number) => Promise<Paged<Product>>;
  place: CardPlace;
  empty?: ReactNode;
  /** Names the pagination landmark. */
  label: string;
}

/** The cards of the widest grid's first row: the page's largest pictures, fetched first. */
const FIRST_ROW = 5;

/**
 * A product grid the server painted page 1 of, with page buttons below: another page replaces
 * the cards (the old ones stay dimmed under a spinner while it loads) and the grid scrolls into view.
 */
export function PagedProductGrid({ initial, fetchPage, place, empty, label }: PagedProductGridProps) {
  const list = useProductList(fetchPage, { initial });
  const top = useRef<HTMLDivElement>(null);
  const goTo = (page: number) => {
    list.goTo(page);
    top.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };
  return (
    <div ref={top} className="paged-grid">
      <ProductList products={list.products} loading={list.loading} place={place} empty={empty} className="product-grid five" priorityCount={FIRST_ROW} />
      <Pagination page={list.page} count={pageCount(list.total, list.perPage)} onChange={goTo} label={label} disabled={list.loading} />
    </div>
  );
}
