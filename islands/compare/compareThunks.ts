import { fetchCompareProducts, removeCompareItem } from '../../shared/api/compare';
import { errorMessageOf, statusOf } from '../../shared/api/envelope';
import { readCompareIds, writeCompareIds } from '../../shared/compare/compareStorage';
import { pageText } from '../../shared/i18n/pageI18n';
import { flashAdded } from '../../shared/store/flashSlice';
import { loadList, removeFromList } from '../../shared/store/removableList';
import { selectShop } from '../../shared/store/shopSlice';
import type { AppThunk } from '../../shared/store/store';
import { compareList } from './compareSlice';

/**
 * The compare list: a guest's ids come from localStorage compare_items and are sent as
 * product_ids[]; a customer's list is kept on the server. No ids, no call.
 */
export function loadCompare(): AppThunk {
  return async (dispatch, getState) => {
    const ids = selectShop(getState()).isCustomer ? null : readCompareIds();
    await dispatch(loadList(compareList, async () => (ids?.length === 0 ? [] : fetchCompareProducts(ids)), 'compare list'));
  };
}

/** Takes the product out where the shopper's list lives: this browser for a guest, the server for a customer. */
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
      dispatch(flashAdded(errorMessageOf(error, pageText('common.errorOccurred')), refused ? 'warning' : 'error'));
      return false;
    }
  };
}

/** Remove: the column leaves the table, 'Successfully Removed From Compare List.', the counter is read again. */
export const removeFromCompare = (productId: number) => removeFromList(compareList, productId, takeOut(productId), { removed: pageText('compare.removed'), counter: 'compare' });
