import { addCompareItem } from '../api/compare';
import { errorMessageOf, statusOf } from '../api/envelope';
import { refreshCounters } from '../counters/refreshCounters';
import { pageText } from '../i18n/pageI18n';
import { flashAdded } from '../store/flashSlice';
import { selectShop } from '../store/shopSlice';
import type { AppThunk } from '../store/store';
import { readCompareIds, writeCompareIds } from './compareStorage';

/**
 * Add to compare. Guests keep ids in localStorage compare_items: a new
 * id is appended ('Added to compare'), a known one refused ('Already in compare', warning), in the page's language.
 * Customers POST /api/compare-items {product_id}: the server's message on success; 400/422 give a
 * warning with the server's message, other failures an error. The compare counter is refreshed.
 *   dispatch(addToCompare(product.id))
 */
export function addToCompare(productId: number): AppThunk<boolean> {
  return async (dispatch, getState) => {
    if (!selectShop(getState()).isCustomer) {
      const ids = readCompareIds();
      if (ids.includes(productId)) {
        dispatch(flashAdded(pageText('common.alreadyInCompare'), 'warning'));
        return false;
      }
      writeCompareIds([...ids, productId]);
      dispatch(flashAdded(pageText('common.addedToCompare'), 'success'));
      await dispatch(refreshCounters(['compare']));
      return true;
    }
    try {
      dispatch(flashAdded((await addCompareItem(productId)) ?? pageText('common.addedToCompare'), 'success'));
    } catch (error) {
      const status = statusOf(error);
      const refused = status === 400 || status === 422;
      if (!refused) console.error('[haat] add to compare failed', error);
      dispatch(
        flashAdded(
          errorMessageOf(
            error,
            refused
              ? pageText('common.alreadyInCompare')
              : (error as Error)?.message || pageText('common.errorOccurred'),
          ),
          refused ? 'warning' : 'error',
        ),
      );
      return false;
    }
    await dispatch(refreshCounters(['compare']));
    return true;
  };
}
