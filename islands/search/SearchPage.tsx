import { searchProducts } from '../../shared/api/catalog';
import type { SearchPageProps } from '../../shared/api/contract';
import { SortedGrid } from '../../shared/filters/SortedGrid';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';

export const NO_SEARCH_RESULT = 'No products found matching your searched keyword. Please try another keyword or reset your search.';

/** Search Result page (/search?term=): the matching products (typos forgiven), paged, in the order the shopper picks (kept in the address), or 'No products found matching your searched keyword...' with a reset link to all products. */
export function SearchPage({ term, products, filters }: SearchPageProps) {
  const empty = (
    <>
      <p>{NO_SEARCH_RESULT}</p>
      <a className="button secondary" href="/products">Reset</a>
    </>
  );
  return (
    <>
      <Breadcrumb current="Search" />
      <div className="section-head">
        <h1>{term ? `Search results for "${term}"` : 'Search'}</h1>
        {products.meta.total > 0 && <p>{products.meta.total} products found</p>}
      </div>
      <h2 className="visually-hidden">Products</h2>
      <SortedGrid
        initial={products}
        filters={filters}
        fetchPage={(query) => searchProducts(term, Number(query.page ?? 1), query.sort as string | undefined)}
        place="search"
        empty={empty}
        label="Search result pages"
        keep={{ term }}
        bestMatch
      />
    </>
  );
}
