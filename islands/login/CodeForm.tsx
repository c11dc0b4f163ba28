import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { sendSignInCode, signInWithCode } from '../../shared/api/customer';
import { errorMessageOf, fieldErrorsOf } from '../../shared/api/envelope';
import { SIGN_IN_CODE_FORM, SIGN_IN_CODE_VERIFY_FORM } from '../../shared/forms/formActions';
import { FormToken } from '../../shared/forms/PostForm';
import { useT } from '../../shared/i18n/useT';
import { flashAdded } from '../../shared/store/flashSlice';
import { useAppDispatch } from '../../shared/store/hooks';
import { navigate } from '../../shared/ui/navigate';
import { codeSignInSchema, sendCodeSchema } from '../../shared/validation/codeSignInSchema';
import { controlProps, firstMessages, FormField } from '../../shared/validation/FormField';
import { safeReturnPath } from '../../shared/validation/returnPath';

export interface CodeStep {
  phone: string;
  askName: boolean;
}

/**
 * Sign in (or open an account) with a code by SMS: the number, "Send code", then the six digits
 * (and the name, the first time a number is seen). Without script the browser sends the same form
 * itself: "Send code" to SIGN_IN_CODE_FORM, the rest to SIGN_IN_CODE_VERIFY_FORM.
 */
export function CodeForm({ returnTo, step }: { returnTo?: string; step: CodeStep | null }) {
  const dispatch = useAppDispatch();
  const t = useT();
  const [sent, setSent] = useState(step !== null);
  const [askName, setAskName] = useState(step?.askName ?? false);
  const [sending, setSending] = useState(false);
  // After "Send code" the keyboard and the screen reader go on to the code field (the number's step is done).
  const [sentNow, setSentNow] = useState(0);
  const codeField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (sentNow) codeField.current?.focus();
  }, [sentNow]);
  const flashFailure = (error: unknown) => {
    const errors = fieldErrorsOf(error);
    if (errors) form.setErrors(firstMessages(errors));
    if (errors?.name) setAskName(true);
    dispatch(flashAdded(errorMessageOf(error, t('login.failed')), errors?.name ? 'info' : 'error'));
  };
  const form = useFormik({
    initialValues: { phone: step?.phone ?? '', code: '', name: '' },
    validationSchema: sent ? codeSignInSchema : sendCodeSchema,
    onSubmit: async (values) => {
      try {
        const { phone, code, name } = codeSignInSchema.cast(values);
        const done = await signInWithCode({
          phone,
          code,
          ...(name ? { name } : {}),
          ...(returnTo ? { returnTo } : {}),
        });
        navigate(safeReturnPath(done.redirect) ?? '/');
      } catch (error) {
        flashFailure(error);
      }
    },
  });
  const sendCode = async () => {
    form.setFieldTouched('phone', true, false);
    const errors = await form.validateForm();
    if (errors.phone) return;
    setSending(true);
    try {
      const answer = await sendSignInCode(sendCodeSchema.cast({ phone: form.values.phone }).phone);
      await form.setFieldValue('phone', answer.phone, false);
      setSent(true);
      dispatch(flashAdded(answer.message, 'success'));
      setSentNow((n) => n + 1);
    } catch (error) {
      flashFailure(error);
    } finally {
      setSending(false);
    }
  };
  const sendButton = (
    <button
      type="submit"
      className={sent ? 'button-link' : 'button auth-submit'}
      formAction={SIGN_IN_CODE_FORM}
      formNoValidate
      disabled={sending}
      onClick={(event) => {
        event.preventDefault();
        void sendCode();
      }}
    >
      {sending ? t('login.sendingCode') : t(sent ? 'login.newCode' : 'login.sendCode')}
    </button>
  );

  return (
    <form className="auth-form" method="post" action={SIGN_IN_CODE_VERIFY_FORM} noValidate onSubmit={form.handleSubmit}>
      <FormToken />
      {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
      <FormField form={form} name="phone" idPrefix="code" label={t('login.mobile')}>
        <input {...controlProps(form, 'phone', 'code')} type="tel" autoComplete="tel-national" inputMode="tel" />
      </FormField>
      {!sent && sendButton}
      {sent && (
        <>
          <FormField form={form} name="code" idPrefix="code" label={t('login.code')}>
            <input
              {...controlProps(form, 'code', 'code')}
              ref={codeField}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={12}
              aria-describedby={['code-code-hint', controlProps(form, 'code', 'code')['aria-describedby']]
                .filter(Boolean)
                .join(' ')}
            />
            <p className="field-hint" id="code-code-hint">
              {t('login.codeHint')}
            </p>
          </FormField>
          {askName && (
            <FormField form={form} name="name" idPrefix="code" label={t('login.yourName')}>
              <input {...controlProps(form, 'name', 'code')} autoComplete="name" />
            </FormField>
          )}
          <button type="submit" className="button auth-submit" disabled={form.isSubmitting}>
            {t('login.signInWithCode')}
          </button>
          {sendButton}
        </>
      )}
    </form>
  );
}
