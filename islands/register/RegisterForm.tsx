import { useFormik } from 'formik';
import { register } from '../../shared/api/customer';
import { errorMessageOf, fieldErrorsOf } from '../../shared/api/envelope';
import { useT } from '../../shared/i18n/useT';
import { flashAdded } from '../../shared/store/flashSlice';
import { useAppDispatch } from '../../shared/store/hooks';
import { navigate } from '../../shared/ui/navigate';
import { controlProps, firstMessages, FormField } from '../../shared/validation/FormField';
import { EMPTY_REGISTRATION, registrationSchema, type Registration } from '../../shared/validation/registrationSchema';

/** After a registration the shopper reads its message for this long, then goes to the login page. */
export const LOGIN_REDIRECT_MS = 1300;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST /customer/register. Success shows the server's message and goes to the login page after
 * 1300 ms (the button reads 'Loading...' until then); field errors are shown as flashes.
 */
export function RegisterForm({ loginUrl }: { loginUrl: string }) {
  const dispatch = useAppDispatch();
  const t = useT();
  const fields: [keyof Registration & string, string, Record<string, string>][] = [
    ['first_name', t('register.firstName'), { autoComplete: 'given-name' }],
    ['last_name', t('register.lastName'), { autoComplete: 'family-name' }],
    ['email', t('register.email'), { type: 'email', autoComplete: 'email' }],
    ['phone', t('register.phone'), { type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: '01XXXXXXXXX' }],
    ['password', t('register.password'), { type: 'password', autoComplete: 'new-password' }],
    ['password_confirmation', t('register.confirmPassword'), { type: 'password', autoComplete: 'new-password' }],
  ];
  const form = useFormik<Registration>({
    initialValues: EMPTY_REGISTRATION,
    validationSchema: registrationSchema,
    onSubmit: async (values, { setErrors }) => {
      let answer: Awaited<ReturnType<typeof register>>;
      try {
        answer = await register(registrationSchema.cast(values));
      } catch (error) {
        const errors = fieldErrorsOf(error);
        const messages = Object.values(firstMessages(errors ?? {}));
        if (errors) setErrors(firstMessages(errors));
        for (const text of messages.length ? messages : [errorMessageOf(error, t('register.failed'))])
          dispatch(flashAdded(text, 'error'));
        return;
      }
      const { success, message } = answer;
      if (!success) {
        dispatch(flashAdded(message ?? t('register.unexpected'), 'warning'));
        return;
      }
      if (message) dispatch(flashAdded(message, 'success'));
      await wait(LOGIN_REDIRECT_MS);
      navigate(loginUrl);
    },
  });

  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit}>
      {fields.map(([name, label, extra]) => (
        <FormField key={name} form={form} name={name} idPrefix="register" label={label}>
          <input {...controlProps(form, name, 'register')} {...extra} />
        </FormField>
      ))}
      <label className="check-field">
        <input type="checkbox" {...form.getFieldProps({ name: 'is_subscribed', type: 'checkbox' })} />
        {t('register.newsletter')}
      </label>
      <button type="submit" className="button auth-submit" disabled={form.isSubmitting}>
        {form.isSubmitting ? t('register.loading') : t('register.create')}
      </button>
    </form>
  );
}
