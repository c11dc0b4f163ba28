import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { englishForms } from './english';
import { say, type FieldMessage, type Translate } from './shopText';

export { fieldErrorLines, type FieldErrors } from './fieldLines';
import type { FieldErrors } from './fieldLines';

/** Field name -> its messages as the schemas give them (texts not yet written in a language). */
export type FieldTexts = Record<string, FieldMessage[]>;

export type Checked<T, E = FieldErrors> = { ok: true; value: T } | { ok: false; errors: E };

/** 'address[0]' and 'address.0' report as 'address', the name the form knows. */
function fieldOf(path: string | undefined): string {
  return (path ?? 'form').replace(/(\[\d+\]|\.\d+)+$/, '');
}

const sameMessage = (a: FieldMessage, b: FieldMessage) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Validates input against a form's schema, collecting every field's messages as texts (domain
 * modules throw them; the route writes them in the shopper's language). On success the value is
 * the schema's cleaned cast (trimmed, normalised), with unknown keys dropped.
 */
export async function checkFormTexts<T extends AnyObject>(
  schema: ObjectSchema<T>,
  input: unknown,
  context?: AnyObject,
): Promise<Checked<T, FieldTexts>> {
  try {
    const value = await schema.validate(input, { abortEarly: false, stripUnknown: true, context });
    return { ok: true, value: value as T };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const errors: FieldTexts = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      const list = (errors[fieldOf(inner.path)] ??= []);
      const message = inner.message as FieldMessage;
      if (!list.some((known) => sameMessage(known, message))) list.push(message);
    }
    return { ok: false, errors };
  }
}

/** Each field's messages written by `t` (request.t: the shopper's language), amounts by `money` (request.money). */
export function writeFieldErrors(t: Translate, errors: FieldTexts, money?: (poisha: number) => string): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, messages.map((message) => say(t, message, money))]),
  );
}

/** checkFormTexts with the messages written by `t` (English unless a language is given). */
export async function checkForm<T extends AnyObject>(
  schema: ObjectSchema<T>,
  input: unknown,
  context?: AnyObject,
  t: Translate = englishForms,
): Promise<Checked<T>> {
  const checked = await checkFormTexts(schema, input, context);
  return checked.ok ? checked : { ok: false, errors: writeFieldErrors(t, checked.errors) };
}
