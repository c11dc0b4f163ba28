import { useFormik } from 'formik';
import { signIn } from '../../shared/api/customer';
import { errorMessageOf, fieldErrorsOf } from '../../shared/api/envelope';
import { flashAdded } from '../../shared/store/flashSlice';
import { useAppDispatch } from '../../shared/store/hooks';
import { navigate } from '../../shared/ui/navigate';
import { controlProps, firstMessages, FormField } from '../../shared/validation/FormField';
import { loginSchema } from '../../shared/validation/loginSchema';
import { safeReturnPath } from '../../shared/validation/returnPath';

export const SIGN_IN_FAILED = 'Something went wrong. Please try again.';

/** POST /customer/login {login, password, returnTo}; on success the browser goes to data.redirect. */
export function LoginForm({ returnTo }: { returnTo?: string }) {
  const dispatch = useAppDispatch();
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
        for (const text of messages.length ? messages : [errorMessageOf(error, SIGN_IN_FAILED)]) dispatch(flashAdded(text, 'error'));
      }
    },
  });

  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit}>
      <FormField form={form} name="login" idPrefix="login" label="Email or Phone">
        <input {...controlProps(form, 'login', 'login')} autoComplete="username" inputMode="email" />
      </FormField>
      <FormField form={form} name="password" idPrefix="login" label="Password">
        <input {...controlProps(form, 'password', 'login')} type="password" autoComplete="current-password" />
      </FormField>
      <button type="submit" className="button auth-submit" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Signing in...' : 'Sign In'}
      </button>
    </form>
  );
}
