import { api } from './client';
import type { FlashDealProduct, Paged, Product, Suggestions } from './contract';

/** The catalogue calls: the lists the pages fetch after their first paint. */

async function paged<P extends Product = Product>(url: string, params: Record<string, unknown>): Promise<Paged<P>> {
  return (await api.get<Paged<P>>(url, { params })).data;
}

/** Trending Products: GET /home/products?page=&per_page= (5, 10 or 15 a page). */
export const fetchTrending = (page: number, perPage: number) => paged('/home/products', { page, per_page: perPage });

/** Flash Deals' top deals: GET /flashdeal/products. */
export async function fetchTopDeals(): Promise<FlashDealProduct[]> {
  return (await api.get<{ data: FlashDealProduct[] }>('/flashdeal/products')).data.data;
}

/** The other running flash deals, paged: GET /flashdeal/products/more?page=. */
export const fetchMoreDeals = (page: number) => paged<FlashDealProduct>('/flashdeal/products/more', { page });

/** The whole shop, 20 a page, newest first or in the chosen order: GET /shop/products/data?page=&sort=. */
export const fetchShopProducts = (page: number, sort?: string) => paged('/shop/products/data', { page, sort });

/** The shop's search, closest names first or in the chosen order: GET /search/products?term=&page=&sort=. */
export const searchProducts = (term: string, page: number, sort?: string) =>
  paged('/search/products', { term, page, sort });

/**
 * A category's or a brand's page of products under the shopper's filters (min_price, max_price, brand_id, color_id,
 * size_id, sort, page).
 */
export type Listing = { kind: 'category' | 'brand'; id: number };
export function fetchListing({ kind, id }: Listing, query: Record<string, number | string>): Promise<Paged<Product>> {
  return paged(kind === 'category' ? `/categories/products/${id}` : `/brand/products/${id}`, query);
}

/** What the search box offers for a term of two letters or more: GET /api/search/suggestions?term=. */
export async function fetchSuggestions(term: string, signal?: AbortSignal): Promise<Suggestions> {
  return (await api.get<Suggestions>('/api/search/suggestions', { params: { term }, signal })).data;
}
