import { fetchShopProducts } from '../../shared/api/catalog';
import type { AllProductsPageProps } from '../../shared/api/contract';
import { SortedGrid } from '../../shared/filters/SortedGrid';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';

/** All Products (/products): every product of the shop as a paged grid of cards, in the order the shopper picks (kept in the address). */
export function AllProductsPage({ products, filters }: AllProductsPageProps) {
  return (
    <>
      <Breadcrumb current="All Products" />
      <div className="section-head">
        <h1>All Products</h1>
        {products.meta.total > 0 && <p>{products.meta.total} products</p>}
      </div>
      <h2 className="visually-hidden">Products</h2>
      <SortedGrid
        initial={products}
        filters={filters}
        fetchPage={(query) => fetchShopProducts(Number(query.page ?? 1), query.sort as string | undefined)}
        place="grid"
        label="All Products pages"
      />
    </>
  );
}
