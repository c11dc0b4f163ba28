import { object, string, type InferType } from 'yup';
import { MESSAGES } from './messages';
import { bdMobile, toLocalMobile } from './phone';

/** Bangla digits (০ to ৯) as the ASCII digits they stand for: a Bangla keyboard types those. */
export const asciiDigits = (text: string): string =>
  text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));

/** A mobile number as typed, in ASCII or Bangla digits, in its local form 01XXXXXXXXX (bdMobile checks it). */
const mobile = () =>
  bdMobile('forms.fieldMobile').transform((value: unknown) =>
    typeof value === 'string' ? toLocalMobile(asciiDigits(value).replace(/[()]/g, '')) : value,
  );

/** "Send code" (POST /customer/login/code): the Bangladeshi mobile number the code goes to. */
export const sendCodeSchema = object({ phone: mobile() });

/**
 * Signing in with the code (POST /customer/login/code/verify): the number, the six digits sent to
 * it (Bangla digits and spaces accepted) and, only when the number is new to the shop, the name
 * its account is opened with. Shared with the server.
 */
export const codeSignInSchema = object({
  phone: mobile(),
  code: string()
    .label('forms.fieldCode')
    .transform((value: unknown) => (typeof value === 'string' ? asciiDigits(value).replace(/\s/g, '') : value))
    .required(MESSAGES.required)
    .matches(/^\d{6}$/, { message: (given: object) => MESSAGES.digits({ ...given, length: 6 }) }),
  name: string().label('forms.fieldName').trim().max(100, MESSAGES.max),
});

export type CodeSignIn = InferType<typeof codeSignInSchema>;
