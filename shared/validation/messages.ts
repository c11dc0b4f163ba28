import { formText, labelText, type FormTextId, type ShopText } from './shopText';

/** The rule's numbers a message may fill in (yup passes the value and more, which a message never shows). */
const NUMBERS = ['min', 'max', 'length', 'size', 'width', 'height'] as const;

/**
 * A rule's message as yup calls it: yup passes the field's label (or its name) as `path` and the
 * rule's numbers; the message is a text of the forms catalogue ({field} is the label, written in
 * the same language), not a sentence, so the island and the server each write it in the
 * shopper's language (see shopText.ts).
 */
export function ruleMessage(id: FormTextId) {
  return (given: object): ShopText => {
    const params = given as Record<string, unknown>;
    const values: Record<string, unknown> = { field: labelText(String(params.path)) };
    for (const name of NUMBERS) if (params[name] !== undefined) values[name] = params[name];
    return formText(id, values);
  };
}

/** The default messages of the shop's form rules. */
export const MESSAGES = {
  required: ruleMessage('forms.required'),
  email: ruleMessage('forms.email'),
  min: ruleMessage('forms.min'),
  max: ruleMessage('forms.max'),
  min_value: ruleMessage('forms.minValue'),
  max_value: ruleMessage('forms.maxValue'),
  between: ruleMessage('forms.between'),
  length: ruleMessage('forms.length'),
  digits: ruleMessage('forms.digits'),
  integer: ruleMessage('forms.integer'),
  numeric: ruleMessage('forms.numeric'),
  alpha: ruleMessage('forms.alpha'),
  alpha_num: ruleMessage('forms.alphaNum'),
  alpha_dash: ruleMessage('forms.alphaDash'),
  alpha_spaces: ruleMessage('forms.alphaSpaces'),
  regex: ruleMessage('forms.regex'),
  url: ruleMessage('forms.url'),
  confirmed: ruleMessage('forms.confirmed'),
  is: ruleMessage('forms.is'),
  is_not: ruleMessage('forms.isNot'),
  one_of: ruleMessage('forms.oneOf'),
  not_one_of: ruleMessage('forms.notOneOf'),
  ext: ruleMessage('forms.ext'),
  mimes: ruleMessage('forms.mimes'),
  image: ruleMessage('forms.image'),
  size: ruleMessage('forms.size'),
  dimensions: ruleMessage('forms.dimensions'),
  /** The shop's password rules (registration and a new password). */
  password_personal: ruleMessage('forms.passwordPersonal'),
  password_common: ruleMessage('forms.passwordCommon'),
  /** The shop's own phone rule. */
  phone: ruleMessage('forms.phone'),
  /** A phone number that is not a Bangladeshi mobile number where one is needed. */
  mobile: ruleMessage('forms.mobile'),
} as const;

export type RuleName = keyof typeof MESSAGES;

/** A rule's message for a rule checked by hand: ruleText('min', 'forms.fieldPassword', { min: 6 }). */
export function ruleText(rule: RuleName, field: string, params: Record<string, string | number> = {}): ShopText {
  return MESSAGES[rule]({ ...params, path: field });
}
