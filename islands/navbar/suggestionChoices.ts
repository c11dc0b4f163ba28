/** One suggestion of the search box: a product (with its price and picture), a category or a brand. */
export interface Choice {
  id: string;
  href: string;
  label: string;
  group: 'Products' | 'Categories' | 'Brands';
  price?: number;
  picture?: string | null;
}

/** Follows a chosen suggestion; tests pass their own. */
export type Navigate = (href: string) => void;
