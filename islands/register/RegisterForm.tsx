import { useFormik } from 'formik';
import { register } from '../../shared/api/customer';
import { errorMessageOf, fieldErrorsOf } from '../../shared/api/envelope';
import { flashAdded } from '../../shared/store/flashSlice';
import { useAppDispatch } from '../../shared/store/hooks';
import { navigate } from '../../shared/ui/navigate';
import { controlProps, firstMessages, FormField } from '../../shared/validation/FormField';
import { EMPTY_REGISTRATION, registrationSchema, type Registration } from '../../shared/validation/registrationSchema';

/** After a registration the shopper reads its message for this long, then goes to the login page. */
export const LOGIN_REDIRECT_MS = 1300;
export const UNEXPECTED_ANSWER = 'Unexpected response from the server.';
export const REGISTRATION_FAILED = 'Something went wrong. Please try again.';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const FIELDS: [keyof Registration & string, string, Record<string, string>][] = [
  ['first_name', 'First Name', { autoComplete: 'given-name' }],
  ['last_name', 'Last Name', { autoComplete: 'family-name' }],
  ['email', 'Email', { type: 'email', autoComplete: 'email' }],
  ['phone', 'Phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: '01XXXXXXXXX' }],
  ['password', 'Password', { type: 'password', autoComplete: 'new-password' }],
  ['password_confirmation', 'Confirm Password', { type: 'password', autoComplete: 'new-password' }],
];

/**
 * POST /customer/register. Success shows the server's message and goes to the login page after
 * 1300 ms (the button reads 'Loading...' until then); field errors are shown as flashes.
 */
export function RegisterForm({ loginUrl }: { loginUrl: string }) {
  const dispatch = useAppDispatch();
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
        for (const text of messages.length ? messages : [errorMessageOf(error, REGISTRATION_FAILED)]) dispatch(flashAdded(text, 'error'));
        return;
      }
      const { success, message } = answer;
      if (!success) {
        dispatch(flashAdded(message ?? UNEXPECTED_ANSWER, 'warning'));
        return;
      }
      if (message) dispatch(flashAdded(message, 'success'));
      await wait(LOGIN_REDIRECT_MS);
      navigate(loginUrl);
    },
  });

  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit}>
      {FIELDS.map(([name, label, extra]) => (
        <FormField key={name} form={form} name={name} idPrefix="register" label={label}>
          <input {...controlProps(form, name, 'register')} {...extra} />
        </FormField>
      ))}
      <label className="check-field">
        <input type="checkbox" {...form.getFieldProps({ name: 'is_subscribed', type: 'checkbox' })} />
        Subscribe to our newsletter
      </label>
      <button type="submit" className="button auth-submit" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Loading...' : 'Create Account'}
      </button>
    </form>
  );
}
