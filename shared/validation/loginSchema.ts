import { object, string, type InferType } from 'yup';
import { MESSAGES, ruleMessage } from './messages';
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
    .label('forms.fieldEmailOrPhone')
    .transform((value: unknown) => {
      if (typeof value !== 'string') return value;
      const trimmed = value.trim();
      return loginKind(trimmed) === 'email' ? trimmed.toLowerCase() : toLocalMobile(trimmed);
    })
    .required(MESSAGES.required)
    .test('email-or-phone', ruleMessage('forms.emailOrPhone'), (value = '') =>
      loginKind(value) === 'email' ? EMAIL.isValidSync(value) : BD_MOBILE.test(value),
    ),
  password: string().label('forms.fieldPassword').required(MESSAGES.required).max(128, MESSAGES.max),
});

export type Login = InferType<typeof loginSchema>;
