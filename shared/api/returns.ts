import { api } from './client';
import type { OrderReturns } from './returnsContract';

/**
 * POST /api/customer/orders/{id}/returns as multipart (reason, refund_to, qty_{item id}, each photo as `photos`):
 * the server's message and the order's returns as they now are. A refusal is 401/404/422 { message, errors? }.
 */
export async function askReturn(orderId: number, form: FormData): Promise<{ message: string; returns: OrderReturns }> {
  const answer = await api.post<{ message: string; data: OrderReturns }>(
    `/api/customer/orders/${orderId}/returns`,
    form,
  );
  return { message: answer.data.message, returns: answer.data.data };
}
