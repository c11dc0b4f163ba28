import { useFormik } from 'formik';
import { useState } from 'react';
import type { ReviewAdded } from '../../../shared/api/reviewsContract';
import { controlProps, firstMessages, FormField, shownError, useFieldText } from '../../../shared/validation/FormField';
import { useT } from '../../../shared/i18n/useT';
import { useAppDispatch } from '../../../shared/store/hooks';
import { reviewSchema } from '../../../shared/validation/reviewSchema';
import { PhotoPicker } from './PhotoPicker';
import { submitReview } from './reviewsThunks';
import { StarPicker } from './StarPicker';

interface Values {
  title: string;
  comment: string;
  rating: number;
}

interface Props {
  productId: number;
  /** The review was added: the panel shows it first and says so. */
  onAdded: (added: ReviewAdded) => void;
}

/**
 * The review form: stars (a radio group), title, comment and photos, checked with the schema the
 * server uses; the button waits while the review is sent. A refusal's field messages show by
 * their fields.
 */
export default function ReviewForm({ productId, onAdded }: Props) {
  const dispatch = useAppDispatch();
  const t = useT();
  const fieldText = useFieldText();
  const [photos, setPhotos] = useState<File[]>([]);
  const form = useFormik<Values>({
    initialValues: { title: '', comment: '', rating: 0 },
    validationSchema: reviewSchema,
    onSubmit: async (values, { setErrors }) => {
      const result = await dispatch(submitReview(productId, reviewSchema.cast(values), photos));
      if (result.added) onAdded(result.added);
      else if (result.errors) setErrors(firstMessages(result.errors));
    },
  });
  const photoError = (form.errors as Record<string, string | undefined>).photos;

  return (
    <form className="review-form" aria-label={t('product.writeReview')} noValidate onSubmit={form.handleSubmit}>
      <StarPicker
        value={form.values.rating}
        onChange={(stars) => void form.setFieldValue('rating', stars)}
        onBlur={() => void form.setFieldTouched('rating')}
        error={fieldText(shownError(form, 'rating'))}
      />
      <FormField form={form} name="title" idPrefix="review" label={t('product.reviewTitle')}>
        <input {...controlProps(form, 'title', 'review')} autoComplete="off" />
      </FormField>
      <FormField form={form} name="comment" idPrefix="review" label={t('product.yourReview')}>
        <textarea {...controlProps(form, 'comment', 'review')} rows={5} />
      </FormField>
      <PhotoPicker
        files={photos}
        onChange={(files) => {
          setPhotos(files);
          form.setFieldError('photos' as keyof Values, undefined);
        }}
        error={photoError}
      />
      <button type="submit" className="button review-submit" disabled={form.isSubmitting} aria-busy={form.isSubmitting}>
        {form.isSubmitting ? t('product.submitting') : t('product.submitReview')}
      </button>
    </form>
  );
}
