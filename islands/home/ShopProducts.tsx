import { useRef } from 'react';
import { ProductList } from '../../shared/catalog/ProductList';
import { useProductList } from '../../shared/catalog/useProductList';
import { fetchShopProducts } from '../../shared/api/catalog';
import type { CardProduct, Paged } from '../../shared/api/contract';
import { useT } from '../../shared/i18n/useT';
import { Section } from '../../shared/ui/Section';
import { useNearViewport } from '../../shared/ui/useNearViewport';

/** The shop listing's page size (the server's /shop/products/data pages). */
const SHOP_PAGE_SIZE = 20;

/**
 * The shop products listing at the foot of the home page: 'Load More' appends the next page. The
 * page does not write its first page (`initial` only when a page does): at the foot, it is fetched
 * as the shopper scrolls near, in boxes of the cards' size meanwhile, so the home page's document
 * and first work stay small. 'View all' leads to the same list without script.
 */
export function ShopProducts({ initial }: { initial?: Paged<CardProduct> }) {
  const listRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(listRef, !initial);
  const list = useProductList(fetchShopProducts, { initial, enabled: near });
  const t = useT();
  return (
    <Section id="shop-products" title={t('home.allProducts')} aside={<a href="/products">{t('home.viewAll')}</a>}>
      <div ref={listRef}>
        <ProductList
          products={list.products}
          loading={list.loading && list.products.length === 0}
          place="grid"
          className="product-grid five"
          loadingLabel={t('common.loadingProducts')}
          expected={SHOP_PAGE_SIZE}
        />
      </div>
      {list.page < list.lastPage && (
        <div className="list-more">
          <button
            type="button"
            className="button secondary"
            onClick={list.loadMore}
            disabled={list.loading}
            aria-busy={list.loading}
          >
            {list.loading ? t('common.loading') : t('home.loadMore')}
          </button>
        </div>
      )}
    </Section>
  );
}
