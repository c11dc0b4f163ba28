import { checkForm } from './fieldErrors';
import { loginKind, loginSchema } from './loginSchema';

describe('loginSchema', () => {
  it('takes an email address, lower-cased', async () => {
    expect(await checkForm(loginSchema, { login: ' Rahima@Example.com ', password: 'secret1' })).toEqual({
      ok: true,
      value: { login: 'rahima@example.com', password: 'secret1' },
    });
  });

  it('takes a mobile number in its local form', async () => {
    expect(await checkForm(loginSchema, { login: '+880 1712-345678', password: 'secret1' })).toEqual({
      ok: true,
      value: { login: '01712345678', password: 'secret1' },
    });
  });

  it('refuses something that is neither, and an empty password', async () => {
    expect(await checkForm(loginSchema, { login: 'rahima', password: '' })).toEqual({
      ok: false,
      errors: {
        login: ['The email or phone field must be a valid email or phone number'],
        password: ['The password field is required'],
      },
    });
    expect(await checkForm(loginSchema, {})).toMatchObject({
      ok: false,
      errors: { login: ['The email or phone field is required'] },
    });
  });

  it('tells an email from a phone number', () => {
    expect(loginKind('a@b.com')).toBe('email');
    expect(loginKind('01712345678')).toBe('phone');
  });
});
