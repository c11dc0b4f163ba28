import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import { renderWithProviders } from '../test/renderWithProviders';
import { controlProps, FormField } from './FormField';
import { registrationSchema, EMPTY_REGISTRATION, type Registration } from './registrationSchema';

/** A small form on the registration schema the server checks too: a first name and a password. */
function NameAndPassword() {
  const form = useFormik<Registration>({
    initialValues: EMPTY_REGISTRATION,
    validationSchema: registrationSchema,
    onSubmit: () => undefined,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <FormField form={form} name="first_name" idPrefix="t" label="First Name">
        <input {...controlProps(form, 'first_name', 't')} />
      </FormField>
      <FormField form={form} name="password" idPrefix="t" label="Password">
        <input type="password" {...controlProps(form, 'password', 't')} />
      </FormField>
      <button type="submit">Send</button>
    </form>
  );
}

async function tryIt() {
  await userEvent.type(screen.getByLabelText('Password'), 'abc');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('a form field', () => {
  it("shows the schema's message in English by default, as the storefront words it", async () => {
    renderWithProviders(<NameAndPassword />);
    await tryIt();
    expect(await screen.findByText('The first name field is required')).toBeVisible();
    expect(screen.getByText('The password field must be at least 8 characters')).toBeVisible();
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('The first name field is required');
  });

  it("shows the same schema's message in Bangla on a Bangla page, with Bangla digits", async () => {
    renderWithProviders(<NameAndPassword />, { shop: { locale: 'bn-BD' } });
    await tryIt();
    expect(await screen.findByText('নামের প্রথম অংশ ঘরটি পূরণ করা আবশ্যক')).toBeVisible();
    expect(screen.getByText('পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে')).toBeVisible();
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('নামের প্রথম অংশ ঘরটি পূরণ করা আবশ্যক');
  });
});
