import { string } from 'yup';
import { MESSAGES } from './messages';

/** A phone number is empty, or digits with an optional leading plus. */
export function isPhone(value: string | null | undefined): boolean {
  return value == null || value === '' || /^\+?\d+$/.test(value);
}

/** A Bangladeshi mobile number in its local form: 01, an operator digit 3 to 9, eight digits. */
export const BD_MOBILE = /^01[3-9]\d{8}$/;

/**
 * The local form of a number typed as +880 1XXX..., 880 1XXX... or with spaces and dashes, so a
 * shopper who types the country code is not refused. Anything else is returned as typed.
 */
export function toLocalMobile(value: string): string {
  const compact = value.trim().replace(/[\s-]/g, '');
  return /^\+?8801\d{9}$/.test(compact) ? compact.replace(/^\+?88/, '') : compact;
}

/** A phone field under that rule (optional unless .required() is added). */
export function phoneNumber(label: string) {
  return string().trim().label(label).test('phone', MESSAGES.phone, isPhone);
}

/**
 * A required Bangladeshi mobile number (01XXXXXXXXX), normalised from +880 forms: where the shop
 * or its courier calls or texts the shopper. What is no phone number at all breaks the phone rule,
 * with its message; a phone number that is not a mobile one is asked for as a mobile number.
 */
export function bdMobile(label: string) {
  return string()
    .label(label)
    .transform((value: unknown) => (typeof value === 'string' ? toLocalMobile(value) : value))
    .required(MESSAGES.required)
    .test('phone', MESSAGES.phone, isPhone)
    .test('mobile', MESSAGES.mobile, (value) => !isPhone(value) || !value || BD_MOBILE.test(value));
}
