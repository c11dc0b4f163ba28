import { api } from '../../shared/api/client';
import type { AllProductsPageProps, Paged, Product } from '../../shared/api/contract';
import { PagedProductGrid } from '../../shared/catalog/PagedProductGrid';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';

/** GET /shop/products/data?page=: the whole shop, newest first, 20 to a page. */
export async function fetchAllProducts(page: number): Promise<Paged<Product>> {
  return (await api.get<Paged<Product>>('/shop/products/data', { params: { page } })).data;
}

/** All Products (/products): every product of the shop as a paged grid of cards. */
export function AllProductsPage({ products }: AllProductsPageProps) {
  return (
    <>
      <Breadcrumb items={[{ label: 'Home', href: '/' }, { label: 'All Products' }]} />
      <div className="section-head">
        <h1>All Products</h1>
        {products.meta.total > 0 && <p>{products.meta.total} products</p>}
      </div>
      <PagedProductGrid initial={products} fetchPage={fetchAllProducts} place="grid" label="All Products pages" />
    </>
  );
}
