import { api } from '../../shared/api/client';
import type { CompareProduct } from '../../shared/api/contract';
import { errorMessageOf, statusOf } from '../../shared/api/envelope';
import { readCompareIds, writeCompareIds } from '../../shared/compare/compareStorage';
import { refreshCounters } from '../../shared/counters/refreshCounters';
import { flashAdded } from '../../shared/store/flashSlice';
import { selectShop } from '../../shared/store/shopSlice';
import type { AppDispatch, RootState } from '../../shared/store/store';
import { loaded, loadFailed, productRemoved, removeFailed, removeStarted, requested } from './compareSlice';

export const COMPARE_REMOVED = 'Successfully Removed From Compare List.';
export const COMPARE_REMOVE_FAILED = 'An error occurred';

/**
 * The compare list: a guest's ids come from localStorage compare_items and are sent as
 * product_ids[]; a customer's list is kept on the server. No ids, no call.
 */
export function loadCompare() {
  return async (dispatch: AppDispatch, getState: () => RootState) => {
    dispatch(requested());
    try {
      const ids = selectShop(getState()).isCustomer ? null : readCompareIds();
      if (ids?.length === 0) {
        dispatch(loaded([]));
        return;
      }
      const { data } = ids
        ? await api.get<{ data: CompareProduct[] }>('/api/compare-items', { params: { product_ids: ids } })
        : await api.get<{ data: CompareProduct[] }>('/api/compare-items');
      if (!Array.isArray(data?.data)) throw new Error('the compare answer holds no list');
      dispatch(loaded(data.data));
    } catch (error) {
      console.error('[haat] could not load the compare list', error);
      dispatch(loadFailed());
    }
  };
}

/** Takes the product out of the list kept where the shopper's list lives; false when the server refused. */
async function takeOut(productId: number, isCustomer: boolean, dispatch: AppDispatch): Promise<boolean> {
  if (!isCustomer) {
    writeCompareIds(readCompareIds().filter((id) => id !== productId));
    return true;
  }
  try {
    await api.post('/api/compare-items', { product_id: productId, _method: 'DELETE' });
    return true;
  } catch (error) {
    // As for adding (spec section 8): 400 or 422 is a warning with the server's words, anything else an error.
    const status = statusOf(error);
    const refused = status === 400 || status === 422;
    if (!refused) console.error('[haat] could not remove a compared product', error);
    dispatch(flashAdded(errorMessageOf(error, COMPARE_REMOVE_FAILED), refused ? 'warning' : 'error'));
    return false;
  }
}

/** Remove: the column leaves the table, 'Successfully Removed From Compare List.', the counter is read again. */
export function removeFromCompare(productId: number) {
  return async (dispatch: AppDispatch, getState: () => RootState) => {
    if (getState().compare?.removing.includes(productId)) return;
    dispatch(removeStarted(productId));
    if (!(await takeOut(productId, selectShop(getState()).isCustomer, dispatch))) {
      dispatch(removeFailed(productId));
      return;
    }
    // Removed before the counter changes, so the page never takes the new count for another tab's change.
    dispatch(productRemoved(productId));
    dispatch(flashAdded(COMPARE_REMOVED, 'success'));
    await dispatch(refreshCounters(['compare']));
  };
}
