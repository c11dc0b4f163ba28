import { number, ref, string } from 'yup';
import { formatMessage, MESSAGES } from './messages';

/**
 * Field builders with the shop's default messages, for the forms of the islands and the server.
 * Each takes the label that the messages show as {field}.
 */

/** Longest text a name, street or email column takes. */
export const TEXT_MAX = 191;

/** Like the rule set it follows, an empty value only breaks 'required', never 'min' or 'email'. */
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

export function requiredText(label: string, max = TEXT_MAX) {
  return string().label(label).trim().required(MESSAGES.required).max(max, MESSAGES.max);
}

export function optionalText(label: string, max = TEXT_MAX) {
  return string().label(label).trim().max(max, MESSAGES.max);
}

/** An email address; optional unless required is true (an empty optional one is valid). */
export function emailAddress(label = 'email', { required = true } = {}) {
  const email = string().label(label).trim().lowercase().transform(emptyAsAbsent).email(MESSAGES.email).max(TEXT_MAX, MESSAGES.max);
  return required ? email.required(MESSAGES.required) : email;
}

export function password(label = 'password', min = 6, max = 128) {
  return string().label(label).transform(emptyAsAbsent).required(MESSAGES.required).min(min, MESSAGES.min).max(max, MESSAGES.max);
}

/** The 'confirmed' rule: equal to the field named `other`; a mismatch names that field ('The password field confirmation does not match'). */
export function confirmed(other: string, label: string, otherLabel = other) {
  return string().label(label).transform(emptyAsAbsent).required(MESSAGES.required).oneOf([ref(other)], formatMessage('confirmed', otherLabel));
}

/** Exactly `length` digits (a postcode, for example). */
export function digits(label: string, length: number) {
  return string()
    .label(label)
    .trim()
    .required(MESSAGES.required)
    .test({ name: 'digits', message: MESSAGES.digits, params: { length }, test: (value) => new RegExp(`^\\d{${length}}$`).test(value ?? '') });
}

/** The id of something chosen from a list (a select's value arrives as a string). */
export function chosenId(label: string) {
  return number()
    .label(label)
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(MESSAGES.required)
    .required(MESSAGES.required)
    .integer(MESSAGES.integer)
    .min(1, MESSAGES.required);
}
