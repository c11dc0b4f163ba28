import { api } from './client';
import type { Reordered, TrackedOrder } from './ordersContract';

/** Tracking an order (anyone) and Order Again (the order's customer): ordersContract.ts lists the answers. */

/**
 * GET /api/orders/track: the order of this number and phone. 404 for any wrong pair, 422 { errors } for malformed
 * fields, 429 when tried too often.
 */
export async function trackOrder(query: { increment_id: string; phone: string }): Promise<TrackedOrder> {
  return (await api.get<{ data: TrackedOrder }>('/api/orders/track', { params: query })).data.data;
}

/**
 * POST /api/customer/orders/{id}/reorder: the lines put back into the cart and those left out. 404 (not this
 * customer's), 409 (none can be bought).
 */
export async function reorder(id: number): Promise<Reordered> {
  return (await api.post<{ data: Reordered }>(`/api/customer/orders/${id}/reorder`)).data.data;
}
