/**
 * One option of the search box: a product (with its price and picture), a category or a brand; in the
 * empty box, a recently viewed product, or "Clear" (which runs rather than navigates).
 */
export interface Choice {
  id: string;
  href: string;
  label: string;
  group: 'Products' | 'Categories' | 'Brands' | 'Recent';
  price?: number;
  picture?: string | null;
  run?: Navigate;
}

/** Follows a chosen suggestion; tests pass their own. */
export type Navigate = (href: string) => void;
