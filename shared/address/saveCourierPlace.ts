import { completeCourierPlace } from '../api/account';
import { pageText } from '../i18n/pageI18n';
import { flashAdded } from '../store/flashSlice';
import type { AppThunk } from '../store/store';
import { flashFormFailure } from '../validation/flashFormFailure';
import type { SaveOutcome } from './saveAddress';

/**
 * Completes a saved address with the courier's city, zone and area (checkout): 'Address Saved
 * Successfully', or the failures as Add New Address says them. A module of its own, so that
 * neither form's chunk carries the other's call.
 */
export function saveCourierPlace(id: number, place: object): AppThunk<SaveOutcome> {
  return async (dispatch) => {
    try {
      const address = await completeCourierPlace(id, place);
      dispatch(flashAdded(pageText('shopper.addressSaved'), 'success'));
      return { ok: true, address };
    } catch (error) {
      return {
        ok: false,
        errors: await dispatch(flashFormFailure(error, pageText('shopper.addressFailed'), 'save the courier place')),
      };
    }
  };
}
