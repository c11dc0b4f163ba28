import { checkForm } from './fieldErrors';
import { EMPTY_REGISTRATION, registrationSchema } from './registrationSchema';

const rahima = {
  first_name: 'Rahima',
  last_name: 'Akter',
  email: 'Rahima@Example.com',
  phone: '01712345678',
  password: 'jamdani-2026',
  password_confirmation: 'jamdani-2026',
  is_subscribed: true,
};

describe('registrationSchema', () => {
  it('accepts a complete registration, email lower-cased', async () => {
    expect(await checkForm(registrationSchema, rahima)).toEqual({
      ok: true,
      value: { ...rahima, email: 'rahima@example.com' },
    });
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

  it('wants a Bangladeshi mobile, an 8-character password and a matching confirmation', async () => {
    const result = await checkForm(registrationSchema, {
      ...rahima,
      phone: '0171234',
      password: 'abc',
      password_confirmation: 'abd',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        phone: ['Enter a mobile number like 01712345678.'],
        password: ['The password field must be at least 8 characters'],
        password_confirmation: ['The password field confirmation does not match'],
      },
    });
  });

  it.each([
    ['the email', 'RAHIMA.AKTER@example.com'],
    ['the email before its @', 'Rahima.Akter'],
    ['the phone number', '01712345678'],
    ['the phone number with +880', '+8801712345678'],
    ['the name run together', 'RahimaAkter'],
    ['the full name', 'rahima akter'],
  ])('refuses %s as the password, in any case', async (_what, password) => {
    const result = await checkForm(registrationSchema, {
      ...rahima,
      email: 'rahima.akter@example.com',
      password,
      password_confirmation: password,
    });
    expect(result).toEqual({
      ok: false,
      errors: { password: ['The password must not be your email, phone number or name'] },
    });
  });

  it(
    'refuses a common password where the context brings a list (the server), and leaves it to the server in the ' +
      'browser',
    async () => {
      const isCommonPassword = (password: string) => ['password1', 'qwerty123'].includes(password.toLowerCase());
      const common = { ...rahima, password: 'Password1', password_confirmation: 'Password1' };
      expect(await checkForm(registrationSchema, common, { isCommonPassword })).toEqual({
        ok: false,
        errors: {
          password: ['The password is one of the most common passwords and easy to guess. Please choose another.'],
        },
      });
      expect(await checkForm(registrationSchema, common)).toMatchObject({ ok: true });
    },
  );

  it('treats a missing subscribe box as not subscribed', async () => {
    const { is_subscribed: _ignored, ...rest } = rahima;
    expect(await checkForm(registrationSchema, rest)).toMatchObject({ ok: true, value: { is_subscribed: false } });
  });
});
