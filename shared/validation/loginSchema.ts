import { object, string, type InferType } from 'yup';
import { MESSAGES } from './messages';
import { BD_MOBILE, toLocalMobile } from './phone';

const EMAIL = string().email();

/** 'email' or 'phone': which kind of sign-in name the shopper typed. */
export function loginKind(login: string): 'email' | 'phone' {
  return login.includes('@') ? 'email' : 'phone';
}

/**
 * The sign-in form (POST /customer/login): one field takes an email address or a Bangladeshi
 * mobile number (01XXXXXXXXX, +880 forms accepted), plus the password. Shared with the server.
 */
export const loginSchema = object({
  login: string()
    .label('email or phone')
    .transform((value: unknown) => {
      if (typeof value !== 'string') return value;
      const trimmed = value.trim();
      return loginKind(trimmed) === 'email' ? trimmed.toLowerCase() : toLocalMobile(trimmed);
    })
    .required(MESSAGES.required)
    .test('email-or-phone', 'The ${path} field must be a valid email or phone number', (value = '') =>
      loginKind(value) === 'email' ? EMAIL.isValidSync(value) : BD_MOBILE.test(value),
    ),
  password: string().label('password').required(MESSAGES.required).max(128, MESSAGES.max),
});

export type Login = InferType<typeof loginSchema>;
