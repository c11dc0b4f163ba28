import { searchProducts } from '../../shared/api/catalog';
import type { SearchPageProps } from '../../shared/api/contract';
import { SortedGrid } from '../../shared/filters/SortedGrid';
import { useT } from '../../shared/i18n/useT';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';

/**
 * Search Result page (/search?term=): the matching products (typos forgiven), paged, in the order the shopper picks
 * (kept in the address), or 'No products found matching your searched keyword...' with a reset link to all products.
 * A term that matches nothing says so in those words, then shows the nearest products and categories.
 */
export function SearchPage({ term, products, filters, closestCategories = [] }: SearchPageProps) {
  const t = useT();
  const empty = (
    <>
      <p>{t('search.noResult')}</p>
      <a className="button secondary" href="/products">
        {t('common.reset')}
      </a>
    </>
  );
  return (
    <>
      <Breadcrumb current={t('search.search')} />
      <div className="section-head">
        <h1>{term ? t('search.resultsFor', { term }) : t('search.search')}</h1>
        {products.meta.closest ? (
          <div>
            <p>{t('search.noResult')}</p>
            <p>{t('search.closest')}</p>
          </div>
        ) : (
          products.meta.total > 0 && (
            <p>{t(products.meta.capped ? 'search.foundMore' : 'search.found', { count: products.meta.total })}</p>
          )
        )}
      </div>
      {closestCategories.length > 0 && (
        <nav className="search-closest" aria-label={t('search.closestCategories')}>
          <ul>
            {closestCategories.map((c) => (
              <li key={c.slug}>
                <a href={`/categories/${c.slug}`}>{c.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <h2 className="visually-hidden">{t('common.products')}</h2>
      <SortedGrid
        initial={products}
        filters={filters}
        fetchPage={(query) => searchProducts(term, Number(query.page ?? 1), query.sort as string | undefined)}
        place="search"
        empty={empty}
        label={t('search.pages')}
        keep={{ term }}
        bestMatch
      />
    </>
  );
}
