import type forms from '../i18n/catalogs/en/forms.json';

/**
 * A message for the shopper as data: a text of the catalogue and the values it fills in. Values
 * that are texts themselves (a field's label) are written in the same language. The shared form
 * schemas give their messages in this form, so one schema serves both sides: the island writes a
 * message in the page's language where it shows it (FormField), the server in the request's
 * language before it answers (request.t). A message already written (a server's answer) is a string.
 */
export type ShopText = {
  id: string;
  values?: Record<string, unknown>;
};

/** A form field's message: a text to write, or one the server has written already. */
export type FieldMessage = string | ShopText;

/** What writes a text of the catalogue in one language: Lingui's i18n._, request.t, useT(). */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

/** The ids of the forms' texts (shared/i18n/catalogs/en/forms.json): the compiler checks every id the schemas name. */
export type FormTextId = `forms.${keyof typeof forms}`;

export function isShopText(value: unknown): value is ShopText {
  return typeof value === 'object' && value !== null && typeof (value as ShopText).id === 'string';
}

/** A message in the language `t` writes; a string (already written) as it is. */
export function say(t: Translate, message: FieldMessage): string {
  if (typeof message === 'string') return message;
  const values = Object.fromEntries(Object.entries(message.values ?? {}).map(([name, value]) => [name, isShopText(value) ? say(t, value) : value]));
  return t(message.id, values);
}

/** A form text: formText('forms.enterName'), formText('forms.photoTooMany', { max: 4 }). */
export function formText(id: FormTextId, values?: Record<string, unknown>): ShopText {
  return values ? { id, values } : { id };
}

/** A field's label given as a forms text id (label('forms.fieldEmail')) is written in the shopper's language; any other label as it is. */
export function labelText(label: string): FieldMessage {
  return /^forms\.field[A-Z]\w*$/.test(label) ? { id: label } : label;
}
