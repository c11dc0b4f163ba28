import { searchProducts } from '../../shared/api/catalog';
import type { SearchPageProps } from '../../shared/api/contract';
import { PagedProductGrid } from '../../shared/catalog/PagedProductGrid';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';

export const NO_SEARCH_RESULT = 'No products found matching your searched keyword. Please try another keyword or reset your search.';

/** Search Result page (/search?term=): the matching products, paged, or 'No products found matching your searched keyword...' with a reset link to all products. */
export function SearchPage({ term, products }: SearchPageProps) {
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
      <PagedProductGrid initial={products} fetchPage={(page) => searchProducts(term, page)} place="search" empty={empty} label="Search result pages" />
    </>
  );
}
