import { useFormik } from 'formik';
import { useState } from 'react';
import { errorMessageOf, fieldErrorsOf } from '../../shared/api/envelope';
import { trackOrder } from '../../shared/api/orders';
import type { TrackedOrder } from '../../shared/api/ordersContract';
import { useT } from '../../shared/i18n/useT';
import { controlProps, firstMessages, FormField } from '../../shared/validation/FormField';
import { trackOrderSchema } from '../../shared/validation/trackOrderSchema';

interface Props {
  incrementId?: string;
  onFound: (order: TrackedOrder | null) => void;
}

/**
 * Order number and phone number (GET /api/orders/track). A pair the shop does not know, or too
 * many tries, is said under the form in the server's words; the fields keep what was typed.
 */
export function TrackOrderForm({ incrementId = '', onFound }: Props) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useFormik({
    initialValues: { increment_id: incrementId, phone: '' },
    validationSchema: trackOrderSchema,
    onSubmit: async (values, { setErrors }) => {
      setProblem(null);
      try {
        onFound(await trackOrder(trackOrderSchema.cast(values)));
      } catch (error) {
        onFound(null);
        const errors = fieldErrorsOf(error);
        if (errors) setErrors(firstMessages(errors));
        setProblem(errorMessageOf(error, t('track-order.failed')));
      }
    },
  });

  return (
    <form className="auth-form track-order-form" noValidate onSubmit={form.handleSubmit}>
      <FormField form={form} name="increment_id" idPrefix="track" label={t('track-order.orderNumber')}>
        <input
          {...controlProps(form, 'increment_id', 'track')}
          placeholder="HT-100001"
          autoComplete="off"
          autoCapitalize="characters"
        />
      </FormField>
      <FormField form={form} name="phone" idPrefix="track" label={t('track-order.phoneNumber')}>
        <input
          {...controlProps(form, 'phone', 'track')}
          type="tel"
          placeholder="01XXXXXXXXX"
          autoComplete="tel"
          inputMode="tel"
        />
      </FormField>
      {problem && (
        <p className="form-problem" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button auth-submit" disabled={form.isSubmitting}>
        {form.isSubmitting ? t('track-order.looking') : t('track-order.track')}
      </button>
    </form>
  );
}
