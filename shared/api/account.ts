import type { OrderDetail, OrderRow, Profile, ProfileEdit } from './accountContract';
import type { SavedAddress } from './checkoutContract';
import { api } from './client';
import type { Paged } from './contract';
import { listOf, messageOf } from './envelope';

/** The customer's account calls (a guest gets 401). */

/** GET /api/customer/addresses: the saved addresses. */
export async function fetchSavedAddresses(): Promise<SavedAddress[]> {
  return listOf<SavedAddress>((await api.get('/api/customer/addresses')).data);
}

/**
 * POST /customer/account/addresses/create: the saved address, or null when the answer does not carry it. 422 { errors }
 * for bad fields.
 */
export async function createAddress(payload: object): Promise<SavedAddress | null> {
  const { data } = await api.post<{ data?: SavedAddress } | null>('/customer/account/addresses/create', payload);
  return data?.data?.id ? data.data : null;
}

/**
 * POST /customer/account/addresses/{id}/courier-place {city_id, zone_id, area_id}: the saved
 * address completed with the courier's place. 422 { errors } for bad fields, 404 not this customer's.
 */
export async function completeCourierPlace(id: number, place: object): Promise<SavedAddress> {
  return (await api.post<{ data: SavedAddress }>(`/customer/account/addresses/${id}/courier-place`, place)).data.data;
}

/** GET /customer/account/profile/edit-info. */
export async function fetchProfile(): Promise<Profile> {
  return (await api.get<{ data: Profile }>('/customer/account/profile/edit-info')).data.data;
}

/**
 * POST /customer/account/profile/edit: the server's message and the profile as saved. 422/429 { errors } for bad
 * fields.
 */
export async function updateProfile(edit: Partial<ProfileEdit>): Promise<{ message?: string; profile?: Profile }> {
  const { data } = await api.post<{ data?: Profile } | null>('/customer/account/profile/edit', edit);
  return { message: messageOf(data), profile: data?.data };
}

/** GET /api/customer/orders?page=&per_page= (5, 10 or 15 a page). */
export async function fetchOrders(page: number, perPage: number): Promise<Paged<OrderRow>> {
  return (await api.get<Paged<OrderRow>>('/api/customer/orders', { params: { page, per_page: perPage } })).data;
}

/** GET /api/customer/orders/{id}. */
export async function fetchOrder(id: number): Promise<OrderDetail> {
  return (await api.get<{ data: OrderDetail }>(`/api/customer/orders/${id}`)).data.data;
}

/**
 * POST /customer/account/orders/cancel/{id}: only a 200 cancels; the order as it is now, or null
 * when the answer does not carry it. 404 (not this customer's), 409 (no longer pending).
 */
export async function cancelOrder(id: number): Promise<OrderDetail | null> {
  const response = await api.post<{ data?: OrderDetail } | null>(`/customer/account/orders/cancel/${id}`);
  if (response.status !== 200) throw new Error(`cancel answered ${response.status}`);
  return response.data?.data ?? null;
}

/** POST /api/customer/orders/{id}/pay: pay an order waiting for its payment again, or by cash; where to go next. */
export async function payOrderNow(orderId: number, method: string): Promise<{ message?: string; redirectUrl: string }> {
  const { data } = await api.post<{ message?: string; data: { redirect_url: string } }>(
    `/api/customer/orders/${orderId}/pay`,
    { method },
  );
  return { message: data.message, redirectUrl: data.data.redirect_url };
}
