import { checkForm } from './fieldErrors';
import { EMPTY_REGISTRATION, registrationSchema } from './registrationSchema';

const rahima = { first_name: 'Rahima', last_name: 'Akter', email: 'Rahima@Example.com', phone: '01712345678', password: 'secret1', password_confirmation: 'secret1', is_subscribed: true };

describe('registrationSchema', () => {
  it('accepts a complete registration, email lower-cased', async () => {
    expect(await checkForm(registrationSchema, rahima)).toEqual({ ok: true, value: { ...rahima, email: 'rahima@example.com' } });
  });

  it('refuses the empty form field by field', async () => {
    const result = await checkForm(registrationSchema, EMPTY_REGISTRATION);
    expect(result).toEqual({
      ok: false,
      errors: {
        first_name: ['The first name field is required'],
        last_name: ['The last name field is required'],
        email: ['The email field is required'],
        phone: ['The phone field is required'],
        password: ['The password field is required'],
        password_confirmation: ['The password confirmation field is required'],
      },
    });
  });

  it('wants a Bangladeshi mobile, a 6-character password and a matching confirmation', async () => {
    const result = await checkForm(registrationSchema, { ...rahima, phone: '0171234', password: 'abc', password_confirmation: 'abd' });
    expect(result).toEqual({
      ok: false,
      errors: {
        phone: ['This phone must be a valid phone number.'],
        password: ['The password field must be at least 6 characters'],
        password_confirmation: ['The password field confirmation does not match'],
      },
    });
  });

  it('treats a missing subscribe box as not subscribed', async () => {
    const { is_subscribed: _ignored, ...rest } = rahima;
    expect(await checkForm(registrationSchema, rest)).toMatchObject({ ok: true, value: { is_subscribed: false } });
  });
});
