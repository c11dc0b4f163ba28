import { useFormik } from 'formik';
import { useEffect, useRef } from 'react';
import type { JobPost } from '../../shared/api/careersContract';
import { submitResume } from '../../shared/api/careers';
import { fieldErrorsOf, messageOf, isAxiosError } from '../../shared/api/envelope';
import { useT } from '../../shared/i18n/useT';
import { flashAdded } from '../../shared/store/flashSlice';
import { useAppDispatch } from '../../shared/store/hooks';
import { controlProps, firstMessages, FormField, shownError, useFieldText } from '../../shared/validation/FormField';
import { CV_ACCEPT, resumeSchema } from '../../shared/validation/resumeSchema';

interface Values {
  name: string;
  email: string;
  phone: string;
  experience: string;
  dob: string;
  expected_salary: string;
  address: string;
  message: string;
  cv: File | undefined;
  job_post_id: number;
}

type TextField = Exclude<keyof Values, 'cv' | 'job_post_id'>;
const FIELDS: [TextField, Record<string, string | number>][] = [
  ['name', { autoComplete: 'name' }],
  ['email', { type: 'email', autoComplete: 'email' }],
  ['phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' }],
  ['experience', { inputMode: 'numeric' }],
  ['dob', { type: 'date', max: new Date().toISOString().slice(0, 10), autoComplete: 'bday' }],
  ['expected_salary', { inputMode: 'numeric' }],
];

/**
 * Send Us Your Resume, bound to one job post. The CV's size and kind are checked as soon as it is
 * chosen, before anything is sent; the server checks everything again and judges the CV by its
 * content. Any failure shows 'Failed to submit resume. Please try again.', with the server's
 * own words beside it when it gave some.
 */
export function ResumeForm({
  job,
  onSent,
  onCancel,
}: {
  job: JobPost;
  onSent: (message: string) => void;
  onCancel: () => void;
}) {
  const dispatch = useAppDispatch();
  const t = useT();
  const labels: Record<TextField, string> = {
    name: t('careers.name'),
    email: t('careers.email'),
    phone: t('careers.phone'),
    experience: t('careers.experience'),
    dob: t('careers.dob'),
    expected_salary: t('careers.expectedSalary'),
    address: t('careers.address'),
    message: t('careers.message'),
  };
  const fieldText = useFieldText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const form = useFormik<Values>({
    initialValues: {
      name: '',
      email: '',
      phone: '',
      experience: '',
      dob: '',
      expected_salary: '',
      address: '',
      message: '',
      cv: undefined,
      job_post_id: job.id,
    },
    validationSchema: resumeSchema,
    onSubmit: async (values, { setErrors }) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(values))
        if (value !== undefined) body.append(name, value instanceof File ? value : String(value).trim());
      try {
        const message = await submitResume(body);
        if (message) dispatch(flashAdded(message, 'success'));
        onSent(message ?? '');
      } catch (error) {
        const fields = fieldErrorsOf(error);
        const said = isAxiosError(error) ? messageOf(error.response?.data) : undefined;
        if (!said) console.error('[haat] could not send the resume', error);
        setErrors(firstMessages(fields ?? {}));
        dispatch(flashAdded(t('careers.resumeFailed'), 'error'));
        if (said && !fields) dispatch(flashAdded(said, 'warning'));
      }
    },
  });
  const id = `resume-${job.id}`;
  const cvError = fieldText(shownError(form, 'cv'));

  return (
    <form className="resume-form" noValidate onSubmit={form.handleSubmit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('careers.sendResume')} <span className="muted">{t('careers.forJob', { title: job.title })}</span>
      </h3>
      <div className="form-row">
        {FIELDS.map(([name, extra]) => (
          <FormField key={name} form={form} name={name} idPrefix={id} label={labels[name]}>
            <input
              {...controlProps(form, name, id)}
              {...extra}
              {...(name === 'phone' && { placeholder: t('careers.phonePlaceholder') })}
              aria-required="true"
            />
          </FormField>
        ))}
      </div>
      <FormField form={form} name="address" idPrefix={id} label={labels.address}>
        <textarea {...controlProps(form, 'address', id)} rows={2} aria-required="true" autoComplete="street-address" />
      </FormField>
      <FormField form={form} name="message" idPrefix={id} label={labels.message}>
        <textarea {...controlProps(form, 'message', id)} rows={3} />
      </FormField>
      <div className={`form-field${cvError ? ' has-error' : ''}`}>
        <label htmlFor={`${id}-cv`}>{t('careers.cv')}</label>
        <input
          id={`${id}-cv`}
          name="cv"
          type="file"
          accept={CV_ACCEPT}
          aria-required="true"
          aria-invalid={Boolean(cvError)}
          aria-describedby={cvError ? `${id}-cv-error` : undefined}
          onChange={(event) => {
            void form.setFieldTouched('cv', true, false);
            void form.setFieldValue('cv', event.currentTarget.files?.[0], true);
          }}
        />
        {cvError && (
          <p className="field-error" id={`${id}-cv-error`}>
            {cvError}
          </p>
        )}
      </div>
      <div className="resume-actions">
        <button type="submit" className="button" disabled={form.isSubmitting}>
          {form.isSubmitting ? t('careers.sending') : t('careers.submitResume')}
        </button>
        <button type="button" className="button secondary" onClick={onCancel} disabled={form.isSubmitting}>
          {t('careers.cancel')}
        </button>
      </div>
    </form>
  );
}
