import { DEFAULT_PRICE, PRICE_RANGE, type PriceSelection } from './priceRange';

/** The orders a listing offers, the first the default; the server refuses any other value. */
export const SORTS = ['newest', 'price_asc', 'price_desc', 'rating', 'bestselling'] as const;
export type ListingSort = (typeof SORTS)[number];

/** What the shopper has chosen in the filter panel, the order, plus the page of results. */
export interface ListingFilters {
  price: PriceSelection;
  brandId: number | null;
  colorId: number | null;
  sizeId: number | null;
  sort: ListingSort;
  page: number;
}

export const DEFAULT_FILTERS: ListingFilters = {
  price: DEFAULT_PRICE,
  brandId: null,
  colorId: null,
  sizeId: null,
  sort: 'newest',
  page: 1,
};

/**
 * The query of the listing calls (GET /categories/products/{id}, /brand/products/{id}, ...); unset choices are left
 * out.
 */
export function filterQuery(filters: ListingFilters): Record<string, number | string> {
  const query: Record<string, number | string> = { min_price: filters.price.min, max_price: filters.price.max };
  if (filters.brandId !== null) query.brand_id = filters.brandId;
  if (filters.colorId !== null) query.color_id = filters.colorId;
  if (filters.sizeId !== null) query.size_id = filters.sizeId;
  if (filters.sort !== 'newest') query.sort = filters.sort;
  if (filters.page > 1) query.page = filters.page;
  return query;
}

/**
 * The page's address for these filters (`?` and the fields that differ from the defaults, or '')
 * after the `keep` fields (the search's term): what the shopper can share, reload, go back to.
 */
export function addressQuery(filters: ListingFilters, keep: Record<string, string> = {}): string {
  const params = new URLSearchParams(keep);
  const query = filterQuery(filters);
  for (const [key, value] of Object.entries(query)) {
    const isDefaultPrice =
      (key === 'min_price' || key === 'max_price') &&
      filters.price.min === DEFAULT_PRICE.min &&
      filters.price.max === DEFAULT_PRICE.max;
    if (!isDefaultPrice) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const wholeNumber = (value: string | null, low: number, high: number): number | null => {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= low && n <= high ? n : null;
};

/**
 * The filters an address names (the server rendering a shared link, the browser going back): a
 * value that is not one the panel could have chosen falls back to its default, so an old or
 * edited link still opens a page.
 */
export function filtersFromAddress(search: URLSearchParams): ListingFilters {
  const min = wholeNumber(search.get('min_price'), PRICE_RANGE.min, PRICE_RANGE.max);
  const max = wholeNumber(search.get('max_price'), PRICE_RANGE.min, PRICE_RANGE.max);
  const price =
    min !== null && max !== null && min <= max
      ? { min, max }
      : min !== null && max === null && min <= DEFAULT_PRICE.max
        ? { min, max: DEFAULT_PRICE.max }
        : max !== null && min === null
          ? { min: DEFAULT_PRICE.min, max }
          : DEFAULT_PRICE;
  const id = (key: string) => wholeNumber(search.get(key), 1, 2_147_483_647);
  const sort = SORTS.find((s) => s === search.get('sort')) ?? 'newest';
  return {
    price,
    brandId: id('brand_id'),
    colorId: id('color_id'),
    sizeId: id('size_id'),
    sort,
    page: id('page') ?? 1,
  };
}
