import { useFormik } from 'formik';
import { signIn } from '../../shared/api/customer';
import { SIGN_IN_FORM } from '../../shared/forms/formActions';
import { FormToken } from '../../shared/forms/PostForm';
import { errorMessageOf, fieldErrorsOf } from '../../shared/api/envelope';
import { useT } from '../../shared/i18n/useT';
import { flashAdded } from '../../shared/store/flashSlice';
import { useAppDispatch } from '../../shared/store/hooks';
import { navigate } from '../../shared/ui/navigate';
import { controlProps, firstMessages, FormField } from '../../shared/validation/FormField';
import { loginSchema } from '../../shared/validation/loginSchema';
import { safeReturnPath } from '../../shared/validation/returnPath';

/** POST /customer/login {login, password, returnTo}; on success the browser goes to data.redirect. */
export function LoginForm({ returnTo }: { returnTo?: string }) {
  const dispatch = useAppDispatch();
  const t = useT();
  const form = useFormik({
    initialValues: { login: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values, { setErrors }) => {
      try {
        const redirect = await signIn({ ...loginSchema.cast(values), ...(returnTo ? { returnTo } : {}) });
        // The server checks the place too; the page follows only a path on this shop.
        navigate(safeReturnPath(redirect) ?? '/');
      } catch (error) {
        const errors = fieldErrorsOf(error);
        const messages = Object.values(firstMessages(errors ?? {}));
        if (errors) setErrors(firstMessages(errors));
        for (const text of messages.length ? messages : [errorMessageOf(error, t('login.failed'))])
          dispatch(flashAdded(text, 'error'));
      }
    },
  });

  return (
    // Sent by the browser itself before (or without) the script: the server signs in and redirects.
    <form className="auth-form" method="post" action={SIGN_IN_FORM} noValidate onSubmit={form.handleSubmit}>
      <FormToken />
      {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
      <FormField form={form} name="login" idPrefix="login" label={t('login.emailOrPhone')}>
        <input {...controlProps(form, 'login', 'login')} autoComplete="username" inputMode="email" />
      </FormField>
      <FormField form={form} name="password" idPrefix="login" label={t('login.password')}>
        <input {...controlProps(form, 'password', 'login')} type="password" autoComplete="current-password" />
      </FormField>
      <button type="submit" className="button auth-submit" disabled={form.isSubmitting}>
        {form.isSubmitting ? t('login.signingIn') : t('login.signIn')}
      </button>
    </form>
  );
}
