import { useId } from 'react';
import { useT } from '../i18n/useT';
import { SORTS, type ListingSort } from './listingFilters';

/**
 * The listing's 'Sort by' menu: newest, price low to high and high to low, best rated, best selling.
 * The search lists the closest names first by default: there the first choice reads 'Best match'.
 * It is a form that asks for the listing's address in that order (`hrefFor`, its other fields
 * hidden), with a Sort button for a browser without script; with script a choice applies at once.
 */
export function SortSelect({
  value,
  onChange,
  hrefFor,
  disabled,
  bestMatch,
}: {
  value: ListingSort;
  onChange: (sort: ListingSort) => void;
  hrefFor: (sort: ListingSort) => string;
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
  const kept = [...new URLSearchParams(hrefFor(value).slice(1))].filter(([name]) => name !== 'sort');
  return (
    <form className="sort-select" method="get" onSubmit={(event) => event.preventDefault()}>
      {kept.map(([name, kept]) => (
        <input key={name} type="hidden" name={name} value={kept} />
      ))}
      <label htmlFor={id}>{t('common.sortBy')}</label>
      <select
        id={id}
        name="sort"
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
      <noscript>
        <button type="submit" className="button secondary">
          {t('common.sortApply')}
        </button>
      </noscript>
    </form>
  );
}
