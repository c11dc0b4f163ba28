import { DEFAULT_PRICE, type PriceSelection } from './priceRange';

/** What the shopper has chosen in the filter panel, plus the page of results. */
export interface ListingFilters {
  price: PriceSelection;
  brandId: number | null;
  colorId: number | null;
  sizeId: number | null;
  page: number;
}

export const DEFAULT_FILTERS: ListingFilters = { price: DEFAULT_PRICE, brandId: null, colorId: null, sizeId: null, page: 1 };

/** The query of GET /categories/products/{id} and /brand/products/{id}; unset choices are left out. */
export function filterQuery(filters: ListingFilters): Record<string, number> {
  const query: Record<string, number> = { min_price: filters.price.min, max_price: filters.price.max };
  if (filters.brandId !== null) query.brand_id = filters.brandId;
  if (filters.colorId !== null) query.color_id = filters.colorId;
  if (filters.sizeId !== null) query.size_id = filters.sizeId;
  if (filters.page > 1) query.page = filters.page;
  return query;
}
