import { useId } from 'react';
import { SORT_LABELS, SORTS, type ListingSort } from './listingFilters';

/**
 * The listing's 'Sort by' menu: newest, price low to high and high to low, best rated, best selling.
 * The search lists the closest names first by default: there the first choice reads 'Best match'.
 */
export function SortSelect({ value, onChange, disabled, bestMatch }: { value: ListingSort; onChange: (sort: ListingSort) => void; disabled?: boolean; bestMatch?: boolean }) {
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>Sort by</label>
      <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value as ListingSort)}>
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>{bestMatch && sort === 'newest' ? 'Best match' : SORT_LABELS[sort]}</option>
        ))}
      </select>
    </div>
  );
}
