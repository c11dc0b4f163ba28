import { api } from '../../shared/api/client';
import type { FlashDealProduct, Paged, Product } from '../../shared/api/contract';

/** Trending Products: GET /home/products?page=&per_page= (page size 5, 10 or 15). */
export async function fetchTrending(page: number, perPage: number): Promise<Paged<Product>> {
  return (await api.get<Paged<Product>>('/home/products', { params: { page, per_page: perPage } })).data;
}

/** Flash Deals' top deals: GET /flashdeal/products. */
export async function fetchTopDeals(): Promise<FlashDealProduct[]> {
  return (await api.get<{ data: FlashDealProduct[] }>('/flashdeal/products')).data.data;
}

/** The rest of the flash deals, paged: GET /flashdeal/products/more?page=. */
export async function fetchMoreDeals(page: number): Promise<Paged<FlashDealProduct>> {
  return (await api.get<Paged<FlashDealProduct>>('/flashdeal/products/more', { params: { page } })).data;
}

/** The shop products listing: GET /shop/products/data?page=. */
export async function fetchShopProducts(page: number): Promise<Paged<Product>> {
  return (await api.get<Paged<Product>>('/shop/products/data', { params: { page } })).data;
}
