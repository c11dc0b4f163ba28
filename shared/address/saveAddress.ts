import { api } from '../api/client';
import type { SavedAddress } from '../api/checkoutContract';
import { isAxiosError } from '../api/envelope';
import { flashAdded } from '../store/flashSlice';
import type { AppDispatch } from '../store/store';
import { fieldErrorLines, type FieldErrors } from '../validation/fieldErrors';
import type { NewAddress } from '../validation/addressSchema';

export const ADDRESS_SAVED = 'Address Saved Successfully';
export const ADDRESS_FAILED = 'Error saving address. Please try again later.';

/** Saved: the address the server answered with, or null when its answer did not carry one. */
export type SaveOutcome = { ok: true; address: SavedAddress | null } | { ok: false; errors: FieldErrors };

/**
 * POST /customer/account/addresses/create (checkout and the account's Add New Address). Field
 * errors come back for the form and as one error flash per field ('{field}: {first message}');
 * any other failure as one general flash.
 */
export function saveNewAddress(payload: Partial<NewAddress>) {
  return async (dispatch: AppDispatch): Promise<SaveOutcome> => {
    try {
      const { data } = await api.post<{ message?: string; data?: SavedAddress }>('/customer/account/addresses/create', payload);
      dispatch(flashAdded(ADDRESS_SAVED, 'success'));
      return { ok: true, address: data?.data?.id ? data.data : null };
    } catch (error) {
      const errors = isAxiosError(error) ? (error.response?.data as { errors?: FieldErrors } | undefined)?.errors : undefined;
      const lines = fieldErrorLines(errors);
      if (lines.length === 0) {
        console.error('[haat] could not save the address', error);
        dispatch(flashAdded(ADDRESS_FAILED, 'error'));
        return { ok: false, errors: {} };
      }
      for (const line of lines) dispatch(flashAdded(line, 'error'));
      return { ok: false, errors: errors! };
    }
  };
}
