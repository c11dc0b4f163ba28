import { useState } from 'react';
import { fetchListing, type Listing } from '../api/catalog';
import type { ListingPageProps } from '../api/contract';
import { ProductGrid } from '../catalog/ProductGrid';
import { useT } from '../i18n/useT';
import { Breadcrumb } from '../ui/Breadcrumb';
import { Pagination } from '../ui/Pagination';
import { pageCount } from '../ui/pageCount';
import { Section } from '../ui/Section';
import { Spinner } from '../ui/Spinner';
import { FilterPanel } from './FilterPanel';
import { SortSelect } from './SortSelect';
import { useFilteredListing } from './useFilteredListing';

export interface FilteredListingProps extends ListingPageProps {
  /** The breadcrumb's last crumb and the page heading: the category's name or the brand's admin_name. */
  title: string;
  /** Whose products are listed: the category's or the brand's. */
  listing: Listing;
  /** Only the category page filters by brand. */
  withBrand: boolean;
  /** The sidebar marks the category being shown. */
  currentSlug?: string;
}

/**
 * The layout the category and brand pages share: breadcrumb; a sidebar of every category and the
 * 'Products Filter' panel (folded away behind a button on a phone); the filtered product grid with
 * its spinner, empty text and pages; the Featured Products list.
 */
export function FilteredListing(props: FilteredListingProps) {
  const { title, listing, withBrand, currentSlug, categories, featured, filterable, brands, colors, sizes } = props;
  const { filters, products, loading, resultsRef, apply, clear, clearHref, hrefFor, pageHref, goToPage } =
    useFilteredListing((query) => fetchListing(listing, query), props.products, props.filters);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const t = useT();

  let results;
  if (loading) results = <Spinner label={t('common.loadingProducts')} size={40} minHeight={480} />;
  else if (products.data.length === 0)
    results = (
      <p className="empty-state">
        {t('common.noMatch')}{' '}
        <a
          href={clearHref}
          onClick={(event) => {
            event.preventDefault();
            void clear();
          }}
        >
          {t('common.reset')}
        </a>
      </p>
    );
  else results = <ProductGrid products={products.data} place="grid" priorityCount={4} />;

  return (
    <>
      <Breadcrumb current={title} />
      <div className="listing">
        <button
          type="button"
          className="button secondary listing-sidebar-toggle"
          aria-expanded={sidebarOpen}
          aria-controls="listing-sidebar"
          onClick={() => setSidebarOpen(!sidebarOpen)}
        >
          {sidebarOpen ? t('common.hideSidebar') : t('common.showSidebar')}
        </button>
        <aside id="listing-sidebar" className={sidebarOpen ? 'listing-sidebar open' : 'listing-sidebar'}>
          <nav className="sidebar-categories" aria-labelledby="sidebar-categories">
            <h2 id="sidebar-categories">{t('common.categories')}</h2>
            <ul>
              {categories.map((category) => (
                <li key={category.id}>
                  <a
                    href={`/categories/${category.slug}`}
                    aria-current={category.slug === currentSlug ? 'page' : undefined}
                  >
                    {category.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <FilterPanel
            filterable={filterable}
            brands={brands}
            colors={colors}
            sizes={sizes}
            filters={filters}
            onChange={apply}
            hrefFor={hrefFor}
            onClear={clear}
            clearHref={clearHref}
            withBrand={withBrand}
          />
        </aside>
        <section className="listing-results" ref={resultsRef} aria-labelledby="listing-title" aria-busy={loading}>
          <div className="listing-head">
            <h1 id="listing-title">{title}</h1>
            {!loading && products.meta.total > 0 && (
              <span className="muted">{t('common.productCount', { count: products.meta.total })}</span>
            )}
            <SortSelect
              value={filters.sort}
              onChange={(sort) => void apply({ ...filters, sort, page: 1 })}
              hrefFor={(sort) => hrefFor({ ...filters, sort, page: 1 })}
              disabled={loading}
            />
          </div>
          {/* The cards' names are level 3: this heading keeps the outline whole for screen readers. */}
          <h2 className="visually-hidden">{t('common.products')}</h2>
          {results}
          <Pagination
            page={filters.page}
            count={pageCount(products.meta.total, products.meta.per_page)}
            onChange={goToPage}
            href={pageHref}
            label={t('common.listingPages', { title })}
            disabled={loading}
          />
        </section>
      </div>
      {featured.length > 0 && (
        <Section id="featured-products" title={t('common.featuredProducts')}>
          <ProductGrid products={featured} place="featured" className="product-grid featured-list" />
        </Section>
      )}
    </>
  );
}
