import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';

/** Field name -> its messages, the map the server answers and the islands show. */
export type FieldErrors = Record<string, string[]>;

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** 'address[0]' and 'address.0' report as 'address', the name the form knows. */
function fieldOf(path: string | undefined): string {
  return (path ?? 'form').replace(/(\[\d+\]|\.\d+)+$/, '');
}

/**
 * Validates input against a form's schema, collecting every field's messages. On success the
 * value is the schema's cleaned cast (trimmed, normalised), with unknown keys dropped.
 */
export async function checkForm<T extends AnyObject>(schema: ObjectSchema<T>, input: unknown, context?: AnyObject): Promise<Checked<T>> {
  try {
    const value = await schema.validate(input, { abortEarly: false, stripUnknown: true, context });
    return { ok: true, value: value as T };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const errors: FieldErrors = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      const field = fieldOf(inner.path);
      const list = (errors[field] ??= []);
      if (!list.includes(inner.message)) list.push(inner.message);
    }
    return { ok: false, errors };
  }
}

/** The first message of each field, as the flashes show them: '{field}: {first message}'. */
export function fieldErrorLines(errors: FieldErrors | undefined): string[] {
  return Object.entries(errors ?? {})
    .filter(([, messages]) => messages.length > 0)
    .map(([field, messages]) => `${field}: ${messages[0]}`);
}
