import type { UnknownAction } from '@reduxjs/toolkit';
import { fetchCart, removeCartLine, updateCartQuantities, type CartChange } from '../../shared/api/cart';
import type { Cart } from '../../shared/api/contract';
import { errorMessageOf } from '../../shared/api/envelope';
import { pageText } from '../../shared/i18n/pageI18n';
import { refreshCounters } from '../../shared/counters/refreshCounters';
import { flashAdded } from '../../shared/store/flashSlice';
import type { AppThunk } from '../../shared/store/store';
import {
  changeFailed,
  changeStarted,
  itemRemoved,
  loadFailed,
  loaded,
  quantitiesUpdated,
  requested,
} from './cartSlice';

/** Reads the cart. A failure is logged and shown as the failed state. */
export function loadCart(): AppThunk {
  return async (dispatch) => {
    dispatch(requested());
    try {
      dispatch(loaded(await fetchCart()));
    } catch (error) {
      console.error('[haat] could not load the cart', error);
      dispatch(loadFailed());
    }
  };
}

/**
 * A change of the cart: the buttons wait, the answer's cart is shown with the server's message,
 * and the cart counter is read again (every tab hears it). A refusal flashes the server's words.
 */
function changeCart(
  change: () => Promise<CartChange>,
  changed: (cart: Cart | null) => UnknownAction,
  fallback: string,
): AppThunk {
  return async (dispatch) => {
    dispatch(changeStarted());
    try {
      const { message, cart } = await change();
      dispatch(changed(cart));
      if (message) dispatch(flashAdded(message, 'success'));
      await dispatch(refreshCounters(['cart']));
    } catch (error) {
      dispatch(changeFailed());
      dispatch(flashAdded(errorMessageOf(error, fallback), 'error'));
    }
  };
}

/** Sends the quantities typed, line by line ({itemId: quantity}). */
export const updateCart = (qty: Record<number, number>) =>
  changeCart(() => updateCartQuantities(qty), quantitiesUpdated, pageText('cart.updateFailed'));

/** Removes one line (after the shopper confirmed). */
export const removeCartItem = (itemId: number) =>
  changeCart(
    () => removeCartLine(itemId),
    (cart) => itemRemoved({ itemId, cart }),
    pageText('cart.removeFailed'),
  );
