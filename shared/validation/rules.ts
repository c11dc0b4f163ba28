import { number, ref, string, type AnyObject, type Message, type TestConfig } from 'yup';
import { MESSAGES, ruleMessage, ruleText, type RuleName } from './messages';

/**
 * Field builders with the shop's default messages, for the forms of the islands and the server.
 * Each takes the label that the messages show as {field}: a forms text id ('forms.fieldEmail'),
 * so it is written in the shopper's language too.
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

/**
 * A person's name (registration, profile, addresses): letters of any script with the marks, spaces
 * and punctuation names carry; never markup brackets, direction overrides or only invisible
 * characters, which would make the name print as something else on an invoice or a label.
 */
export function personName(label: string, max = 100) {
  return requiredText(label, max).test(
    'person_name',
    MESSAGES.regex,
    (value) => !value || (/\p{L}/u.test(value) && !/[<>\u202A-\u202E\u2066-\u2069\u200B-\u200F\uFEFF]/u.test(value)),
  );
}

/** An email address; optional unless required is true (an empty optional one is valid). */
export function emailAddress(label = 'forms.fieldEmail', { required = true } = {}) {
  const email = string()
    .label(label)
    .trim()
    .lowercase()
    .transform(emptyAsAbsent)
    .email(MESSAGES.email)
    .max(TEXT_MAX, MESSAGES.max);
  return required ? email.required(MESSAGES.required) : email;
}

/** Shortest password a shopper may choose (signing in checks no length, so older passwords still work). */
export const PASSWORD_MIN = 8;

/** What a validation's context may carry: the server's check against its list of common passwords. */
export interface PasswordContext {
  isCommonPassword?: (password: string) => boolean;
}

/**
 * What a shopper's form says about them, in the forms a password might copy (phone with or without +880, the name run
 * together).
 */
function personalValues(form: Record<string, unknown>): string[] {
  const text = (key: string) => (typeof form[key] === 'string' ? (form[key] as string).trim().toLowerCase() : '');
  const [email, phone, first, last] = [text('email'), text('phone'), text('first_name'), text('last_name')];
  const local = phone.replace(/\D/g, '').replace(/^880/, '0');
  const phones = local ? [phone, local, `880${local.slice(1)}`, `+880${local.slice(1)}`] : [];
  return [email, email.split('@')[0], ...phones, first, last, `${first}${last}`, `${first} ${last}`.trim()].filter(
    Boolean,
  );
}

/**
 * A password being chosen (registration, a new password): at least PASSWORD_MIN characters, not
 * the shopper's email, phone number or name (any case), and, where the context brings the
 * server's list, none of the commonest passwords. The list stays on the server so the browser's
 * bundle does not carry it; the island checks the rest as the shopper types. Optional fields
 * (a new password left empty) pass when empty.
 */
export function newPassword(label = 'forms.fieldPassword', { required = true } = {}) {
  const field = string()
    .label(label)
    .transform(emptyAsAbsent)
    .min(PASSWORD_MIN, MESSAGES.min)
    .max(128, MESSAGES.max)
    .test('password_personal', MESSAGES.password_personal, function (value) {
      if (!value) return true;
      return !personalValues((this.parent ?? {}) as Record<string, unknown>).includes(value.trim().toLowerCase());
    })
    .test('password_common', MESSAGES.password_common, function (value) {
      const isCommon = (this.options.context as PasswordContext | undefined)?.isCommonPassword;
      return !value || !isCommon || !isCommon(value);
    });
  return required ? field.required(MESSAGES.required) : field;
}

/**
 * The 'confirmed' rule: equal to the field named `other`; a mismatch names that field ('The password field confirmation
 * does not match').
 */
export function confirmed(other: string, label: string, otherLabel = other) {
  return string()
    .label(label)
    .transform(emptyAsAbsent)
    .required(MESSAGES.required)
    .oneOf([ref(other)], ruleText('confirmed', otherLabel));
}

/** Exactly `length` digits (a postcode, for example). */
export function digits(label: string, length: number) {
  return string()
    .label(label)
    .trim()
    .required(MESSAGES.required)
    .test({
      name: 'digits',
      message: MESSAGES.digits,
      params: { length },
      test: (value) => new RegExp(`^\\d{${length}}$`).test(value ?? ''),
    });
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

/* ---------------------------------------------------------------------------------------------
 * The rest of the general rule set, as yup tests with the default messages: add one to any
 * field with .test(), e.g. string().label('experience').test(numeric()).test(between(0, 50)).
 * Like the rule set they follow, an empty value passes every rule but 'required'. Each takes an
 * optional message in place of the default one.
 * ------------------------------------------------------------------------------------------- */

type Rule = TestConfig<unknown, AnyObject>;

/** What the file rules read of an upload: the browser's File, or the server's description of one. */
export interface FileLike {
  name: string;
  size: number;
  type: string;
  /** Pixels, when known without decoding (the server's description of an image). */
  width?: number;
  height?: number;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const asNumber = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
const filesOf = (value: unknown) => (Array.isArray(value) ? value : [value]) as FileLike[];
const isFile = (value: unknown): value is FileLike => typeof (value as FileLike | null)?.size === 'number';

function rule(
  name: RuleName,
  message: Message,
  params: Record<string, unknown>,
  valid: (value: unknown) => boolean | Promise<boolean>,
): Rule {
  return { name, message, params, test: (value) => isEmpty(value) || valid(value) };
}

/** A rule every file of the value must pass (a value that is not a file fails). */
function fileRule(
  name: RuleName,
  message: Message,
  params: Record<string, unknown>,
  valid: (file: FileLike) => boolean | Promise<boolean>,
): Rule {
  return rule(name, message, params, async (value) => {
    for (const file of filesOf(value)) if (!isFile(file) || !(await valid(file))) return false;
    return true;
  });
}

/** A number (or numeric text) at least min. */
export const minValue = (min: number, message: Message = MESSAGES.min_value) =>
  rule('min_value', message, { min }, (v) => asNumber(v) >= min);
/** A number (or numeric text) at most max. */
export const maxValue = (max: number, message: Message = MESSAGES.max_value) =>
  rule('max_value', message, { max }, (v) => asNumber(v) <= max);
/** A number (or numeric text) from min to max, both included. */
export const between = (min: number, max: number, message: Message = MESSAGES.between) =>
  rule('between', message, { min, max }, (v) => asNumber(v) >= min && asNumber(v) <= max);
/** Exactly `length` characters (or items of a list). */
export const length = (length: number, message: Message = MESSAGES.length) =>
  rule('length', message, { length }, (v) => (Array.isArray(v) ? v.length : Array.from(String(v)).length) === length);

const pattern =
  (name: RuleName, re: RegExp) =>
  (message: Message = MESSAGES[name]) =>
    rule(name, message, {}, (v) => re.test(String(v)));
/** Digits 0-9 only. */
export const numeric = pattern('numeric', /^[0-9]+$/);
/** Letters of any script (Bangla's vowel signs included). */
export const alpha = pattern('alpha', /^[\p{L}\p{M}]+$/u);
export const alphaNum = pattern('alpha_num', /^[\p{L}\p{M}\p{Nd}]+$/u);
export const alphaDash = pattern('alpha_dash', /^[\p{L}\p{M}\p{Nd}_-]+$/u);
export const alphaSpaces = pattern('alpha_spaces', /^[\p{L}\p{M}\s]+$/u);

/** The whole value matches the pattern. */
export const regex = (re: RegExp, message: Message = MESSAGES.regex) =>
  rule('regex', message, { regex: re }, (v) => {
    re.lastIndex = 0;
    return re.test(String(v));
  });

/** An http or https address with a host. */
export const url = (message: Message = MESSAGES.url) =>
  rule('url', message, {}, (v) => {
    try {
      const parsed = new URL(String(v));
      return ['http:', 'https:'].includes(parsed.protocol) && /^[^.\s]+(\.[^.\s]+)+$|^localhost$/.test(parsed.hostname);
    } catch {
      return false;
    }
  });

/** Equal to `other` (a hidden field that must stay as it was written, for example). */
export const is = (other: unknown, message: Message = MESSAGES.is) =>
  rule('is', message, { other }, (v) => v === other);
export const isNot = (other: unknown, message: Message = MESSAGES.is_not) =>
  rule('is_not', message, { other }, (v) => v !== other);
/** None of these values. */
export const notOneOf = (values: readonly unknown[], message: Message = MESSAGES.not_one_of) =>
  rule('not_one_of', message, { values: values.join(', ') }, (v) => !values.includes(v));

const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
/** A file whose name ends in one of these extensions (pdf, docx ...). */
export const ext = (extensions: readonly string[], message: Message = MESSAGES.ext) =>
  fileRule('ext', message, { extensions: extensions.join(', ') }, (f) =>
    extensions.map((e) => e.toLowerCase()).includes(extensionOf(f.name)),
  );
/** A file of one of these types ('application/pdf', or 'image/*' for any image). */
export const mimes = (types: readonly string[], message: Message = MESSAGES.mimes) =>
  fileRule('mimes', message, { types: types.join(', ') }, (f) =>
    types.some((t) => (t.endsWith('/*') ? f.type.startsWith(t.slice(0, -1)) : f.type === t)),
  );
/** An image file. */
export const image = (message: Message = MESSAGES.image) =>
  fileRule('image', message, {}, (f) => f.type.startsWith('image/'));
/** A file of at most `kilobytes` KB (1 KB = 1024 bytes). */
export const size = (kilobytes: number, message: Message = MESSAGES.size) =>
  fileRule('size', message, { size: kilobytes }, (f) => f.size <= kilobytes * 1024);

/** The browser's image decoder; the server has none (its uploads' descriptions carry the size). */
interface ImageDecoding {
  createImageBitmap?: (image: Blob) => Promise<{ width: number; height: number; close(): void }>;
}

/** An image's width and height: given by the server's description, else decoded in the browser. */
async function pixelsOf(file: FileLike): Promise<{ width: number; height: number } | null> {
  if (file.width !== undefined && file.height !== undefined) return { width: file.width, height: file.height };
  const scope = globalThis as ImageDecoding;
  if (typeof scope.createImageBitmap !== 'function' || typeof Blob === 'undefined' || !(file instanceof Blob))
    return null;
  try {
    const bitmap = await scope.createImageBitmap(file);
    const pixels = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return pixels;
  } catch {
    return null;
  }
}

/** An image of exactly width x height pixels. */
export const dimensions = (width: number, height: number, message: Message = MESSAGES.dimensions) =>
  fileRule('dimensions', message, { width, height }, async (f) => {
    const pixels = f.type.startsWith('image/') ? await pixelsOf(f) : null;
    return pixels !== null && pixels.width === width && pixels.height === height;
  });

/* Dates ---------------------------------------------------------------------------------------- */

const DATE_MESSAGE = ruleMessage('forms.date');
const PAST_MESSAGE = ruleMessage('forms.pastDate');
const EARLIEST_DAY = '1900-01-01';

/** A real calendar day written YYYY-MM-DD (what a date input gives). */
export function isCalendarDay(value: string | undefined): boolean {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

const today = () => new Date().toISOString().slice(0, 10);

/** A required day before today, from 1900 on (a date of birth): YYYY-MM-DD. */
export function pastDay(label: string, requiredMessage: Message = MESSAGES.required) {
  return string()
    .label(label)
    .trim()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .required(requiredMessage)
    .test('date', DATE_MESSAGE, (value) => !value || (isCalendarDay(value) && value >= EARLIEST_DAY))
    .test('past', PAST_MESSAGE, (value) => !value || !isCalendarDay(value) || value < today());
}
