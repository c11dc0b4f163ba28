import { api } from '../../shared/api/client';
import type { SavedAddress } from '../../shared/api/checkoutContract';
import { isAxiosError } from '../../shared/api/envelope';
import { flashAdded } from '../../shared/store/flashSlice';
import type { AppDispatch } from '../../shared/store/store';
import { fieldErrorLines, type FieldErrors } from '../../shared/validation/fieldErrors';
import type { NewAddress } from './addressSchema';
import { addressesLoaded } from './checkoutSlice';
import { fetchAddresses } from './checkoutApi';

export const ADDRESS_SAVED = 'Address Saved Successfully';
export const ADDRESS_FAILED = 'Error saving address. Please try again later.';

export type SaveOutcome = { ok: true; address: SavedAddress | null } | { ok: false; errors: FieldErrors };

/**
 * POST /customer/account/addresses/create. Field errors come back for the form and as one error
 * flash per field ('{field}: {first message}'); any other failure as one general flash.
 */
export function saveNewAddress(payload: Partial<NewAddress>) {
  return async (dispatch: AppDispatch): Promise<SaveOutcome> => {
    try {
      const { data } = await api.post<{ message?: string; data?: SavedAddress }>('/customer/account/addresses/create', payload);
      dispatch(flashAdded(ADDRESS_SAVED, 'success'));
      if (data.data?.id) return { ok: true, address: data.data };
      // The answer did not carry the address: the list read again shows it.
      dispatch(addressesLoaded(await fetchAddresses()));
      return { ok: true, address: null };
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
