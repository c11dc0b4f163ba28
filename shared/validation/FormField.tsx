import type { FormikProps } from 'formik';
import { useCallback, type ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { isShopText, say, type FieldMessage } from './shopText';

/**
 * A field's message once the shopper has left it or tried to send the form: the schema's text
 * (written in the page's language where it is shown: FormField, useFieldText) or the server's
 * message, already in the shopper's language.
 */
export function shownError<V>(form: FormikProps<V>, name: keyof V & string): FieldMessage | undefined {
  const error: unknown = form.errors[name];
  return (form.touched[name] || form.submitCount > 0) && (typeof error === 'string' || isShopText(error))
    ? error
    : undefined;
}

/**
 * Writes a field's message in the page's language: const fieldText = useFieldText(); fieldText(shownError(form, 'cv')).
 */
export function useFieldText(): (message: FieldMessage | undefined) => string | undefined {
  const t = useT();
  return useCallback((message) => (message === undefined ? undefined : say(t, message)), [t]);
}

/** What a formik-bound input, select or textarea needs: value, handlers, id and its error's description. */
export function controlProps<V>(form: FormikProps<V>, name: keyof V & string, idPrefix: string) {
  const error = shownError(form, name);
  return {
    id: `${idPrefix}-${name}`,
    ...form.getFieldProps(name),
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? `${idPrefix}-${name}-error` : undefined,
  };
}

interface Props<V> {
  form: FormikProps<V>;
  name: keyof V & string;
  idPrefix: string;
  label: string;
  children: ReactNode;
}

/** Label, control and the field's message under it. */
export function FormField<V>({ form, name, idPrefix, label, children }: Props<V>) {
  const error = useFieldText()(shownError(form, name));
  return (
    <div className={`form-field${error ? ' has-error' : ''}`}>
      <label htmlFor={`${idPrefix}-${name}`}>{label}</label>
      {children}
      {error && (
        <p className="field-error" id={`${idPrefix}-${name}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The first message of each field of a server's field map, for formik's setErrors. */
export function firstMessages(errors: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([, messages]) => messages.length)
      .map(([field, messages]) => [field, messages[0]]),
  );
}
