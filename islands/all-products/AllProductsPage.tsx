import { fetchShopProducts } from '../../shared/api/catalog';
import type { AllProductsPageProps } from '../../shared/api/contract';
import { PagedProductGrid } from '../../shared/catalog/PagedProductGrid';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';

/** All Products (/products): every product of the shop as a paged grid of cards. */
export function AllProductsPage({ products }: AllProductsPageProps) {
  return (
    <>
      <Breadcrumb current="All Products" />
      <div className="section-head">
        <h1>All Products</h1>
        {products.meta.total > 0 && <p>{products.meta.total} products</p>}
      </div>
      <h2 className="visually-hidden">Products</h2>
      <PagedProductGrid initial={products} fetchPage={fetchShopProducts} place="grid" label="All Products pages" />
    </>
  );
}
