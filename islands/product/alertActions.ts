import { askAlert } from '../../shared/api/alerts';
import type { AlertAsk } from '../../shared/api/alertsContract';
import { errorMessageOf, statusOf } from '../../shared/api/envelope';
import { pageText } from '../../shared/i18n/pageI18n';
import { flashAdded } from '../../shared/store/flashSlice';
import type { AppThunk } from '../../shared/store/store';

/**
 * Sends an alert form (POST /api/alerts) and flashes the server's words: recorded, or already
 * asked. A refusal flashes its text as a warning (too many requests: 429) and, for the number
 * (422), answers it for the form to show beside the field; any other failure says 'An error occurred'.
 */
export function sendAlert(ask: AlertAsk): AppThunk<string | null> {
  return async (dispatch) => {
    try {
      const message = await askAlert(ask);
      if (message) dispatch(flashAdded(message, 'success'));
      return null;
    } catch (error) {
      const status = statusOf(error);
      const refused = status === 404 || status === 422 || status === 429;
      if (!refused) console.error('[haat] alert not asked', error);
      const text = errorMessageOf(error, pageText('common.errorOccurred'));
      dispatch(flashAdded(text, refused ? 'warning' : 'error'));
      return status === 422 ? text : null;
    }
  };
}
