import { useState } from 'react';
import { ProductList } from '../../shared/catalog/ProductList';
import { useProductList } from '../../shared/catalog/useProductList';
import { Pagination } from '../../shared/ui/Pagination';
import { pageCount } from '../../shared/ui/pageCount';
import { formatNumber } from '../../shared/format/number';
import { useT } from '../../shared/i18n/useT';
import { useShop } from '../../shared/store/hooks';
import { Section } from '../../shared/ui/Section';
import { fetchTrending } from '../../shared/api/catalog';
import type { CardProduct, Paged } from '../../shared/api/contract';

export const TRENDING_PAGE_SIZES = [5, 10, 15] as const;

/**
 * Trending Products: a page-size picker (5, 10, 15; 5 first) and pages of ceil(total / size); `initial` is the first
 * page of 5.
 */
export function TrendingProducts({ initial }: { initial?: Paged<CardProduct> }) {
  const [perPage, setPerPage] = useState<number>(TRENDING_PAGE_SIZES[0]);
  const t = useT();
  const { locale } = useShop();
  const list = useProductList((page) => fetchTrending(page, perPage), { key: perPage, initial });
  const picker = (
    <label className="page-size trending-size">
      <span>{t('home.show')}</span>
      <select value={perPage} onChange={(event) => setPerPage(Number(event.target.value))}>
        {TRENDING_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {formatNumber(size, locale)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <Section id="trending-products" title={t('home.trendingProducts')} lead={t('home.specialThisMonth')} aside={picker}>
      <ProductList
        products={list.products}
        loading={list.loading}
        place="trending"
        className="product-grid five"
        loadingLabel={t('home.loadingTrending')}
        expected={perPage}
        priorityCount={5}
      />
      <Pagination
        page={list.page}
        count={pageCount(list.total, perPage)}
        onChange={list.goTo}
        label={t('home.trendingPages')}
        disabled={list.loading}
      />
    </Section>
  );
}
