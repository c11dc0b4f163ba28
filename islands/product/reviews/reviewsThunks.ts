import { postReview } from '../../../shared/api/reviews';
import type { ReviewAdded } from '../../../shared/api/reviewsContract';
import { errorMessageOf, fieldErrorsOf, statusOf } from '../../../shared/api/envelope';
import { pageText } from '../../../shared/i18n/pageI18n';
import { flashAdded } from '../../../shared/store/flashSlice';
import type { AppThunk } from '../../../shared/store/store';
import type { FieldErrors } from '../../../shared/validation/fieldErrors';
import type { ReviewInput } from '../../../shared/validation/reviewSchema';

/** What became of a review sent: added, or refused with the fields at fault (none for other failures). */
export interface ReviewSent {
  added?: ReviewAdded;
  errors?: FieldErrors;
}

/**
 * Sends the review (multipart: the fields, then each photo as `photos`) and answers it as added,
 * with the server's message (the panel shows both). A refusal (4xx) flashes the server's
 * error_message as a warning and answers the field errors for the form; any other failure
 * flashes 'Failed to submit review. Please try again.' as an error.
 */
export function submitReview(productId: number, values: ReviewInput, photos: File[]): AppThunk<ReviewSent> {
  return async (dispatch) => {
    const form = new FormData();
    form.append('title', values.title);
    form.append('comment', values.comment);
    form.append('rating', String(values.rating));
    for (const photo of photos) form.append('photos', photo, photo.name);
    try {
      return { added: await postReview(productId, form) };
    } catch (error) {
      const status = statusOf(error) ?? 0;
      if (status >= 400 && status < 500) {
        dispatch(flashAdded(errorMessageOf(error, pageText('product.reviewFailed')), 'warning'));
        return { errors: fieldErrorsOf(error) };
      }
      console.error('[haat] could not submit the review', error);
      dispatch(flashAdded(pageText('product.reviewFailed'), 'error'));
      return {};
    }
  };
}
