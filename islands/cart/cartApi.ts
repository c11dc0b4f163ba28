import { api } from '../../shared/api/client';
import type { Cart } from '../../shared/api/contract';
import { isAxiosError, messageOf } from '../../shared/api/envelope';
import { refreshCounters } from '../../shared/counters/refreshCounters';
import { flashAdded } from '../../shared/store/flashSlice';
import type { AppDispatch } from '../../shared/store/store';
import { changeFailed, changeStarted, itemRemoved, loadFailed, loaded, quantitiesUpdated, requested } from './cartSlice';

export const REMOVE_FAILED = 'An error occurred while removing the item from your cart.';
export const UPDATE_FAILED = 'An error occurred';

interface CartAnswer {
  message?: string;
  data?: Cart | null;
}

/** A cart-shaped data, or null (the last line removed closes the cart). */
function cartOf(answer: CartAnswer): Cart | null {
  return answer.data && Array.isArray(answer.data.items) ? answer.data : null;
}

/** The server's error text of a failed call: its error field, then its message. */
function failureText(error: unknown, fallback: string): string {
  const body = isAxiosError(error) ? (error.response?.data as { error?: unknown } | undefined) : undefined;
  return typeof body?.error === 'string' ? body.error : (messageOf(body) ?? fallback);
}

/** GET /api/checkout/cart: the cart of data.data. A failure is logged and shown as the failed state. */
export function loadCart() {
  return async (dispatch: AppDispatch) => {
    dispatch(requested());
    try {
      const { data } = await api.get<CartAnswer>('/api/checkout/cart');
      dispatch(loaded(cartOf(data)));
    } catch (error) {
      console.error('[haat] could not load the cart', error);
      dispatch(loadFailed());
    }
  };
}

/** PUT /api/checkout/cart {qty: {itemId: quantity}}: the server's message, counters in every tab. */
export function updateCart(qty: Record<number, number>) {
  return async (dispatch: AppDispatch) => {
    dispatch(changeStarted());
    try {
      const { data } = await api.put<CartAnswer>('/api/checkout/cart', { qty });
      dispatch(quantitiesUpdated(cartOf(data)));
      if (data.message) dispatch(flashAdded(data.message, 'success'));
      await dispatch(refreshCounters(['cart']));
    } catch (error) {
      dispatch(changeFailed());
      dispatch(flashAdded(failureText(error, UPDATE_FAILED), 'error'));
    }
  };
}

/** POST /api/checkout/cart {cart_item_id, _method: 'DELETE'}: removes one line. */
export function removeCartItem(itemId: number) {
  return async (dispatch: AppDispatch) => {
    dispatch(changeStarted());
    try {
      const { data } = await api.post<CartAnswer>('/api/checkout/cart', { cart_item_id: itemId, _method: 'DELETE' });
      dispatch(itemRemoved({ itemId, cart: cartOf(data) }));
      if (data.message) dispatch(flashAdded(data.message, 'success'));
      await dispatch(refreshCounters(['cart']));
    } catch (error) {
      dispatch(changeFailed());
      dispatch(flashAdded(failureText(error, REMOVE_FAILED), 'error'));
    }
  };
}
