/**
 * The default messages of the shop's form rules, as yup message templates:
 * yup puts the field's label (or its name) into ${path} and the rule's numbers into ${min},
 * ${max}, ${length}. The same texts are produced on the server, which validates the same schemas.
 */
export const MESSAGES = {
  required: 'The ${path} field is required',
  email: 'The ${path} field must be a valid email',
  min: 'The ${path} field must be at least ${min} characters',
  max: 'The ${path} field may not be greater than ${max} characters',
  min_value: 'The ${path} field must be ${min} or more',
  max_value: 'The ${path} field must be ${max} or less',
  between: 'The ${path} field must be between ${min} and ${max}',
  length: 'The ${path} field must be ${length} long',
  digits: 'The ${path} field must be numeric and exactly contain ${length} digits',
  integer: 'The ${path} field must be an integer',
  numeric: 'The ${path} field may only contain numeric characters',
  alpha: 'The ${path} field may only contain alphabetic characters',
  alpha_num: 'The ${path} field may only contain alpha-numeric characters',
  alpha_dash: 'The ${path} field may contain alpha-numeric characters as well as dashes and underscores',
  alpha_spaces: 'The ${path} field may only contain alphabetic characters as well as spaces',
  regex: 'The ${path} field format is invalid',
  url: 'The ${path} field is not a valid URL',
  confirmed: 'The ${path} field confirmation does not match',
  is: 'The ${path} field value is not valid',
  is_not: 'The ${path} field value is not valid',
  one_of: 'The ${path} field is not a valid value',
  not_one_of: 'The ${path} field is not a valid value',
  ext: 'The ${path} field is not a valid file',
  mimes: 'The ${path} field must have a valid file type',
  image: 'The ${path} field must be an image',
  size: 'The ${path} field size must be less than ${size}KB',
  dimensions: 'The ${path} field must be ${width} pixels by ${height} pixels',
  /** The shop's password rules (registration and a new password). */
  password_personal: 'The ${path} must not be your email, phone number or name',
  password_common: 'The ${path} is one of the most common passwords and easy to guess. Please choose another',
  /** The shop's own phone rule. */
  phone: 'This ${path} must be a valid phone number.',
} as const;

export type RuleName = keyof typeof MESSAGES;

/** A message filled in outside yup (for a rule checked by hand): formatMessage('min', 'password', { min: 6 }). */
export function formatMessage(rule: RuleName, field: string, params: Record<string, string | number> = {}): string {
  const values: Record<string, string | number> = { ...params, path: field };
  return MESSAGES[rule].replace(/\$\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
