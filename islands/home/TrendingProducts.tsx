import { useState } from 'react';
import { ProductList } from '../../shared/catalog/ProductList';
import { useProductList } from '../../shared/catalog/useProductList';
import { Pagination } from '../../shared/ui/Pagination';
import { pageCount } from '../../shared/ui/pageCount';
import { Section } from '../../shared/ui/Section';
import { fetchTrending } from '../../shared/api/catalog';
import type { Paged, Product } from '../../shared/api/contract';

export const TRENDING_PAGE_SIZES = [5, 10, 15] as const;

/** Trending Products: a page-size picker (5, 10, 15; 5 first) and pages of ceil(total / size); `initial` is the first page of 5. */
export function TrendingProducts({ initial }: { initial?: Paged<Product> }) {
  const [perPage, setPerPage] = useState<number>(TRENDING_PAGE_SIZES[0]);
  const list = useProductList((page) => fetchTrending(page, perPage), { key: perPage, initial });
  const picker = (
    <label className="page-size">
      Show
      <select value={perPage} onChange={(event) => setPerPage(Number(event.target.value))}>
        {TRENDING_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>{size}</option>
        ))}
      </select>
    </label>
  );
  return (
    <Section id="trending-products" title="Trending Products" lead="Special products in this month." aside={picker}>
      <ProductList products={list.products} loading={list.loading} place="trending" className="product-grid five" loadingLabel="Loading trending products" expected={perPage} priorityCount={5} />
      <Pagination page={list.page} count={pageCount(list.total, perPage)} onChange={list.goTo} label="Trending Products pages" disabled={list.loading} />
    </Section>
  );
}
