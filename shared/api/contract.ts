/**
 * What the server's calls answer, with the field names of the spec (section 3). The server imports
 * these types too, so both sides change together. Money travels as taka numbers (the server keeps
 * poisha); formatted_* fields are ready-made display strings.
 *
 * Envelopes: lists answer { data: T[] } (paged ones add meta); single things { data: T }.
 */

export interface Category {
  id: number;
  parent_id: number | null;
  slug: string;
  name: string;
  category_name: string;
  logo_path: string | null;
  product_count: number;
}

export interface Brand { id: number; admin_name: string; slug?: string; logo_path?: string | null }
export interface Color { id: number; admin_name: string; swatch_value: string }
export interface Size { id: number; admin_name: string }
export type FilterCode = 'price' | 'brand' | 'color' | 'size';
export interface FilterableAttribute { code: FilterCode }

export interface ProductImage { id: number; path: string }

export interface Variant {
  id: number;
  name: string;
  price: number;
  special_price: number | null;
  images: ProductImage[];
}

export interface Product {
  id: number;
  type: 'simple' | 'configurable';
  name: string;
  url_key: string;
  slug: string;
  sku: string;
  price: number;
  special_price: number | null;
  /** The campaign price when has_campaign, otherwise the shown price. */
  final_price: number | null;
  has_campaign: boolean;
  images: ProductImage[];
  short_description: string | null;
  description?: string | null;
  video_link?: string | null;
  /** The first image's path (for cards). */
  path: string | null;
  product_variants: Variant[];
}

export interface Campaign {
  id: number;
  slug: string;
  image: string | null;
  title: string;
  short_description: string | null;
  discount_type: 'Percentage' | 'fixed';
  discount: number;
  /** ISO end time (the countdown). */
  ends_at?: string;
}

export interface PageMeta { current_page: number; last_page: number; per_page: number; total: number }
export interface Paged<T> { data: T[]; meta: PageMeta }

/** The flash-deal widget's first-paint data, written by the server into the layout. */
export interface FlashDealProps {
  campaign: Pick<Campaign, 'slug' | 'title'> | null;
  endsAt: string | null;
}
