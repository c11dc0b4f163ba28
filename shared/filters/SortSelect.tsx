import { useId } from 'react';
import { useT } from '../i18n/useT';
import { SORTS, type ListingSort } from './listingFilters';

/**
 * The listing's 'Sort by' menu: newest, price low to high and high to low, best rated, best selling.
 * The search lists the closest names first by default: there the first choice reads 'Best match'.
 */
export function SortSelect({
  value,
  onChange,
  disabled,
  bestMatch,
}: {
  value: ListingSort;
  onChange: (sort: ListingSort) => void;
  disabled?: boolean;
  bestMatch?: boolean;
}) {
  const id = useId();
  const t = useT();
  // Literal ids, one per order, so the catalogue test sees each.
  const labels: Record<ListingSort, string> = {
    newest: bestMatch ? t('common.sortBestMatch') : t('common.sortNewest'),
    price_asc: t('common.sortPriceAsc'),
    price_desc: t('common.sortPriceDesc'),
    rating: t('common.sortRating'),
    bestselling: t('common.sortBestselling'),
  };
  return (
    <div className="sort-select">
      <label htmlFor={id}>{t('common.sortBy')}</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as ListingSort)}
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {labels[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
