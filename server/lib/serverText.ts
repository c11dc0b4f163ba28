import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Messages } from '@lingui/core';
import forms from '../../shared/i18n/catalogs/en/forms.json';
import server from '../../shared/i18n/catalogs/en/server.json';
import { makeI18n } from '../../shared/i18n/makeI18n';
import { writeFieldErrors, type FieldErrors, type FieldTexts } from '../../shared/validation/fieldErrors';
import { say, type FieldMessage, type ShopText, type Translate } from '../../shared/validation/shopText';
import { LANGUAGES } from '../../shared/i18n/languages';
import { formatPoisha } from './money';

/** The ids of the server's texts (shared/i18n/catalogs/en/server.json): the compiler checks every id code names. */
export type ServerTextId = `server.${keyof typeof server}`;

/**
 * A message of the server for the shopper, as data: domain modules and routes say what happened
 * with a text id and its values, knowing nothing of the shopper's language; the route or the
 * errors plugin writes it in the request's language (request.t) before answering.
 */
export function serverText(id: ServerTextId, values?: Record<string, unknown>): ShopText {
  return values ? { id, values } : { id };
}

/**
 * '45 seconds', '12 minutes': a wait as a shopper reads it (a text of its own, filled into the message that names it).
 */
export function waitFor(seconds: number): ShopText {
  if (seconds < 90) return serverText('server.waitSeconds', { count: seconds });
  return serverText('server.waitMinutes', { count: Math.ceil(seconds / 60) });
}

let english: Translate | null = null;

/**
 * The server's and the forms' texts in English: a domain error's message (what logs show) and the English constants.
 */
export const englishTexts: Translate = (id, values) => {
  if (!english) {
    const messages: Messages = {};
    for (const [namespace, texts] of [
      ['server', server],
      ['forms', forms],
    ] as const) {
      for (const [key, text] of Object.entries(texts)) messages[`${namespace}.${key}`] = compileMessage(text);
    }
    const i18n = makeI18n(LANGUAGES.en.locale, messages);
    english = (textId, textValues) => i18n._(textId, textValues);
  }
  return english(id, values);
};

/** A message in English. */
const englishMoney = (poisha: number) => formatPoisha(poisha);

export const inEnglish = (message: FieldMessage): string => say(englishTexts, message, englishMoney);

/** A field map in English. */
export const fieldsInEnglish = (fields: FieldTexts): FieldErrors =>
  writeFieldErrors(englishTexts, fields, englishMoney);

type English<T> = { [K in keyof T]: T[K] extends (...args: infer A) => FieldMessage ? (...args: A) => string : string };

/**
 * A group of messages in English, word for word as the English catalogue has them: the words the
 * storefront's spec fixes, which its tests compare answers with.
 */
export function inEnglishAll<T extends Record<string, FieldMessage | ((...args: never[]) => FieldMessage)>>(
  texts: T,
): English<T> {
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [
      key,
      typeof text === 'function' ? (...args: never[]) => inEnglish(text(...args)) : inEnglish(text),
    ]),
  ) as English<T>;
}
