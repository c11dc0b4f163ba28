import { fetchCompareProducts, removeCompareItem } from '../../shared/api/compare';
import { errorMessageOf, statusOf } from '../../shared/api/envelope';
import { readCompareIds, writeCompareIds } from '../../shared/compare/compareStorage';
import { refreshCounters } from '../../shared/counters/refreshCounters';
import { flashAdded } from '../../shared/store/flashSlice';
import { selectShop } from '../../shared/store/shopSlice';
import type { AppThunk } from '../../shared/store/store';
import { loaded, loadFailed, productRemoved, removeFailed, removeStarted, requested } from './compareSlice';

export const COMPARE_REMOVED = 'Successfully Removed From Compare List.';
export const COMPARE_REMOVE_FAILED = 'An error occurred';

/**
 * The compare list: a guest's ids come from localStorage compare_items and are sent as
 * product_ids[]; a customer's list is kept on the server. No ids, no call.
 */
export function loadCompare(): AppThunk {
  return async (dispatch, getState) => {
    dispatch(requested());
    try {
      const ids = selectShop(getState()).isCustomer ? null : readCompareIds();
      dispatch(loaded(ids?.length === 0 ? [] : await fetchCompareProducts(ids)));
    } catch (error) {
      console.error('[haat] could not load the compare list', error);
      dispatch(loadFailed());
    }
  };
}

/** Takes the product out of the list kept where the shopper's list lives; false when the server refused. */
function takeOut(productId: number): AppThunk<boolean> {
  return async (dispatch, getState) => {
    if (!selectShop(getState()).isCustomer) {
      writeCompareIds(readCompareIds().filter((id) => id !== productId));
      return true;
    }
    try {
      await removeCompareItem(productId);
      return true;
    } catch (error) {
      // As for adding: 400 or 422 is a warning with the server's words, anything else an error.
      const status = statusOf(error);
      const refused = status === 400 || status === 422;
      if (!refused) console.error('[haat] could not remove a compared product', error);
      dispatch(flashAdded(errorMessageOf(error, COMPARE_REMOVE_FAILED), refused ? 'warning' : 'error'));
      return false;
    }
  };
}

/** Remove: the column leaves the table, 'Successfully Removed From Compare List.', the counter is read again. */
export function removeFromCompare(productId: number): AppThunk {
  return async (dispatch, getState) => {
    if (getState().compare?.removing.includes(productId)) return;
    dispatch(removeStarted(productId));
    if (!(await dispatch(takeOut(productId)))) {
      dispatch(removeFailed(productId));
      return;
    }
    // Removed before the counter changes, so the page never takes the new count for another tab's change.
    dispatch(productRemoved(productId));
    dispatch(flashAdded(COMPARE_REMOVED, 'success'));
    await dispatch(refreshCounters(['compare']));
  };
}
