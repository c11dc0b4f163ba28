import type { Brand, Color, FilterCode, Size } from '../api/contract';
import { useT } from '../i18n/useT';
import type { ListingFilters } from './listingFilters';
import { PriceSlider } from './PriceSlider';

export interface FilterPanelProps {
  /** The filterable codes of this category or brand: only their sections are shown. */
  filterable: FilterCode[];
  brands: Brand[];
  colors: Color[];
  sizes: Size[];
  filters: ListingFilters;
  onChange: (filters: ListingFilters) => void;
  /** The listing's address under other filters: each choice is a link there, which onChange takes over. */
  hrefFor: (filters: ListingFilters) => string;
  onClear: () => void;
  /** Clear All's address: the listing without filters, for a shopper whose script has not run. */
  clearHref: string;
  /** The brand page lists one brand's products: no brand section there. */
  withBrand: boolean;
}

type Choice = 'brandId' | 'colorId' | 'sizeId';

/**
 * The 'Products Filter' panel: price slider, then brand, color and size lists whose choices are links
 * to the listing so filtered (the chosen one marked aria-current; a tap on it drops it).
 */
export function FilterPanel({
  filterable,
  brands,
  colors,
  sizes,
  filters,
  onChange,
  hrefFor,
  onClear,
  clearHref,
  withBrand,
}: FilterPanelProps) {
  const t = useT();
  const shows = (code: FilterCode) => filterable.includes(code);
  // A click picks a value; a click on the picked one drops it. Any change starts again at page 1.
  const toggled = (key: Choice, id: number) => ({ ...filters, [key]: filters[key] === id ? null : id, page: 1 });

  const list = <T extends { id: number; admin_name: string }>(
    key: Choice,
    title: string,
    items: T[],
    swatch?: (item: T) => string,
  ) =>
    items.length > 0 && (
      <section className="filter-section" aria-labelledby={`filter-${key}`}>
        <h3 id={`filter-${key}`}>{title}</h3>
        <ul className={swatch ? 'filter-list filter-swatches' : 'filter-list'}>
          {items.map((item) => (
            <li key={item.id}>
              <a
                href={hrefFor(toggled(key, item.id))}
                aria-current={filters[key] === item.id || undefined}
                onClick={(event) => {
                  event.preventDefault();
                  onChange(toggled(key, item.id));
                }}
              >
                {swatch && <span className="swatch" style={{ background: swatch(item) }} aria-hidden="true" />}
                {item.admin_name}
              </a>
            </li>
          ))}
        </ul>
      </section>
    );

  return (
    <div className="filter-panel">
      <div className="filter-head">
        <h2>{t('common.productsFilter')}</h2>
        <a
          href={clearHref}
          onClick={(event) => {
            event.preventDefault();
            onClear();
          }}
        >
          {t('common.clearAll')}
        </a>
      </div>
      {shows('price') && (
        <section className="filter-section" aria-labelledby="filter-price">
          <h3 id="filter-price">{t('common.price')}</h3>
          <PriceSlider value={filters.price} onChange={(price) => onChange({ ...filters, price, page: 1 })} />
        </section>
      )}
      {withBrand && shows('brand') && list('brandId', t('common.brand'), brands)}
      {shows('color') && list('colorId', t('common.color'), colors, (color) => color.swatch_value)}
      {shows('size') && list('sizeId', t('common.size'), sizes)}
    </div>
  );
}
