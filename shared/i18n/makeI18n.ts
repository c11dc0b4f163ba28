import type { Messages } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

/** A page's texts in one language: `_(id, values)` writes the text `id` with its values filled in. */
export interface I18n {
  readonly locale: string;
  _(id: string, values?: Record<string, unknown>): string;
}

type Values = Record<string, unknown>;
type Cases = Record<string, CompiledMessage>;

/** Intl's formatters, made once per kind, locale and options (making one costs far more than using it). */
const made = new Map<string, unknown>();
function intl<T>(key: string, make: () => T): T {
  if (!made.has(key)) made.set(key, make());
  return made.get(key) as T;
}

/**
 * The texts of one language, run from the catalogue Lingui's compiler made (catalog.node.ts): a
 * text's values filled in, `{n, number}` (and its style), `{n, plural, ...}` (its `=N` and `offset:`
 * cases, `#` as the number), `selectordinal` and `select`, word for word as Lingui's runtime writes
 * them (makeI18n.test.ts compares every text of the catalogues with it). Dates are formatted by
 * shared/format/date.ts, not in texts: a `{d, date}` argument is not run here.
 * The server makes one per page it renders, the browser one per page (pageI18n). `missing` says
 * what a text id without a text shows (the id itself by default); the tests make it throw, so a
 * key absent from the catalogue fails them.
 */
export function makeI18n(locale: string, messages: Messages, missing?: (locale: string, id: string) => string): I18n {
  const locales = [locale, 'en'];
  const number = (value: unknown, style?: Intl.NumberFormatOptions['style']) =>
    intl(`number ${locale} ${style}`, () => new Intl.NumberFormat(locales, style ? { style } : undefined)).format(
      value as number,
    );
  const pluralForm = (type: string, value: number) =>
    intl(`${type} ${locale}`, () => {
      return new Intl.PluralRules(locales, { type: type === 'selectordinal' ? 'ordinal' : 'cardinal' });
    }).select(value);
  // `count`: inside a plural's case, the number its # stands for.
  const write = (message: CompiledMessage | string, values: Values, count?: number): string => {
    if (typeof message === 'string') return message;
    return message
      .map((token) => {
        if (typeof token === 'string') return token === '#' && count !== undefined ? number(count) : token;
        const [name, type, format] = token as [string, string?, (Cases | string)?];
        const value = values[name];
        if (!type) return value ?? '';
        if (type === 'number') return number(value, format as Intl.NumberFormatOptions['style']);
        const cases = format as Cases & { offset?: number };
        if (type === 'select') return write(cases[String(value)] ?? cases.other, values);
        const at = Number(value) - (cases.offset ?? 0);
        return write(cases[String(value)] ?? cases[pluralForm(type, at)] ?? cases.other, values, at);
      })
      .join('');
  };
  return {
    locale,
    _: (id, values = {}) => {
      const message = messages[id];
      if (message === undefined) return missing ? missing(locale, id) : id;
      return write(message, values);
    },
  };
}
