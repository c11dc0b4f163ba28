import { fetchCompareProducts, removeCompareItem } from '../../shared/api/compare';
import { errorMessageOf, statusOf } from '../../shared/api/envelope';
import { readCompareIds, writeCompareIds } from '../../shared/compare/compareStorage';
import { guestCompareProducts } from '../../shared/compare/guestCompareProducts';
import { pageText } from '../../shared/i18n/pageI18n';
import { flashAdded } from '../../shared/store/flashSlice';
import { loadList, removeFromList } from '../../shared/store/removableList';
import { selectShop } from '../../shared/store/shopSlice';
import type { AppThunk } from '../../shared/store/store';
import { compareList } from './compareSlice';

/**
 * The compare list: a guest's ids come from localStorage compare_items and are sent as
 * product_ids[] (the same answer the navbar counts); a customer's list is kept on the server.
 * No ids, no call.
 */
export function loadCompare(): AppThunk {
  return async (dispatch, getState) => {
    if (selectShop(getState()).isCustomer) {
      await dispatch(loadList(compareList, () => fetchCompareProducts(null), 'compare list'));
      return;
    }
    const ids = readCompareIds();
    const read = async () => (ids.length === 0 ? [] : dispatch(guestCompareProducts(ids)));
    await dispatch(loadList(compareList, read, 'compare list'));
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
export const removeFromCompare = (productId: number) =>
  removeFromList(compareList, productId, takeOut(productId), {
    removed: pageText('compare.removed'),
    counter: 'compare',
  });
