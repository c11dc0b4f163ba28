import { createAddress } from '../api/account';
import type { SavedAddress } from '../api/checkoutContract';
import { pageText } from '../i18n/pageI18n';
import { flashAdded } from '../store/flashSlice';
import type { AppThunk } from '../store/store';
import type { FieldErrors } from '../validation/fieldErrors';
import { flashFormFailure } from '../validation/flashFormFailure';
import type { NewAddress } from '../validation/addressSchema';

/** Saved: the address the server answered with, or null when its answer did not carry one. */
export type SaveOutcome = { ok: true; address: SavedAddress | null } | { ok: false; errors: FieldErrors };

/**
 * Saves a new address (checkout and the account's Add New Address). Field errors come back for
 * the form and as one error flash per field ('{field}: {first message}'); any other failure as
 * one general flash.
 */
export function saveNewAddress(payload: Partial<NewAddress>): AppThunk<SaveOutcome> {
  return async (dispatch) => {
    try {
      const address = await createAddress(payload);
      dispatch(flashAdded(pageText('shopper.addressSaved'), 'success'));
      return { ok: true, address };
    } catch (error) {
      return {
        ok: false,
        errors: await dispatch(flashFormFailure(error, pageText('shopper.addressFailed'), 'save the address')),
      };
    }
  };
}
