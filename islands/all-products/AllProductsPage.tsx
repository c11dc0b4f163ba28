import { fetchShopProducts } from '../../shared/api/catalog';
import type { AllProductsPageProps } from '../../shared/api/contract';
import { SortedGrid } from '../../shared/filters/SortedGrid';
import { useT } from '../../shared/i18n/useT';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';

/**
 * All Products (/products): every product of the shop as a paged grid of cards, in the order the shopper picks (kept in
 * the address).
 */
export function AllProductsPage({ products, filters }: AllProductsPageProps) {
  const t = useT();
  return (
    <>
      <Breadcrumb current={t('all-products.title')} />
      <div className="section-head">
        <h1>{t('all-products.title')}</h1>
        {products.meta.total > 0 && <p>{t('common.productCount', { count: products.meta.total })}</p>}
      </div>
      <h2 className="visually-hidden">{t('common.products')}</h2>
      <SortedGrid
        initial={products}
        filters={filters}
        fetchPage={(query) => fetchShopProducts(Number(query.page ?? 1), query.sort as string | undefined)}
        place="grid"
        label={t('all-products.pages')}
      />
    </>
  );
}
