import { fieldErrorsOf } from '../api/envelope';
import { flashAdded } from '../store/flashSlice';
import type { AppThunk } from '../store/store';
import { fieldErrorLines, type FieldErrors } from './fieldLines';

/**
 * A refused form (profile, address): each field's first message is flashed as
 * '{field}: {first message}' and the field errors are returned for the form to show; any other
 * failure is logged and flashed as the form's general text (no field errors then).
 */
export function flashFormFailure(error: unknown, general: string, what: string): AppThunk<FieldErrors> {
  return async (dispatch) => {
    const errors = fieldErrorsOf(error) ?? {};
    const lines = fieldErrorLines(errors);
    if (lines.length === 0) {
      console.error(`[haat] could not ${what}`, error);
      dispatch(flashAdded(general, 'error'));
      return {};
    }
    for (const line of lines) dispatch(flashAdded(line, 'error'));
    return errors;
  };
}
