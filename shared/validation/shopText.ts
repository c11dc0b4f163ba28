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

/**
 * An amount of money among a text's values ({ amount: { poisha: 150000 } }): written as the shop writes prices in that
 * language.
 */
export interface Money {
  poisha: number;
}

const isMoney = (value: unknown): value is Money => typeof (value as Money | null)?.poisha === 'number';

/**
 * A message in the language `t` writes (amounts by `money`, the language's price format, lists
 * joined with commas); a string (already written) as it is.
 */
export function say(t: Translate, message: FieldMessage, money: (poisha: number) => string = String): string {
  if (typeof message === 'string') return message;
  const write = (value: unknown): unknown => {
    if (isShopText(value)) return say(t, value, money);
    if (isMoney(value)) return money(value.poisha);
    // A list of things (the products an order again left out) reads 'a, b, c'.
    return Array.isArray(value) ? value.map(write).join(', ') : value;
  };
  const values = Object.fromEntries(Object.entries(message.values ?? {}).map(([name, value]) => [name, write(value)]));
  return t(message.id, values);
}

/** A form text: formText('forms.enterName'), formText('forms.photoTooMany', { max: 4 }). */
export function formText(id: FormTextId, values?: Record<string, unknown>): ShopText {
  return values ? { id, values } : { id };
}

/**
 * A field's label given as a forms text id (label('forms.fieldEmail')) is written in the shopper's language; any other
 * label as it is.
 */
export function labelText(label: string): FieldMessage {
  return /^forms\.field[A-Z]\w*$/.test(label) ? { id: label } : label;
}
