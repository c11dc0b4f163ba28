import { removeAlert } from '../../shared/api/alerts';
import { errorMessageOf, statusOf } from '../../shared/api/envelope';
import { pageText } from '../../shared/i18n/pageI18n';
import { flashAdded } from '../../shared/store/flashSlice';
import type { AppThunk } from '../../shared/store/store';

/**
 * Removes a request (DELETE /api/alerts/{id}) and flashes the server's words; one already gone
 * (404: sent, expired or removed in another tab) is taken off the list with its message as a warning.
 */
export function removeAlertNow(id: number): AppThunk<boolean> {
  return async (dispatch) => {
    try {
      const message = await removeAlert(id);
      if (message) dispatch(flashAdded(message, 'success'));
      return true;
    } catch (error) {
      const gone = statusOf(error) === 404;
      if (!gone) console.error('[haat] alert not removed', error);
      dispatch(flashAdded(errorMessageOf(error, pageText('common.errorOccurred')), gone ? 'warning' : 'error'));
      return gone;
    }
  };
}
