import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { CATALOG_DIR, compileCatalog, readCatalogs } from './catalog.node';
import { LANGUAGES } from './languages';
import { makeI18n } from './makeI18n';

const catalogs = readCatalogs(path.join(__dirname, '../..', CATALOG_DIR));

/** The names a compiled message fills in, wherever they sit (plural and select cases included). */
function namesOf(part: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(part)) {
    if (typeof part[0] === 'string' && part.length <= 3 && (part.length === 1 || typeof part[1] === 'string'))
      found.add(part[0]);
    part.forEach((inner) => namesOf(inner, found));
  } else if (part && typeof part === 'object') Object.values(part).forEach((inner) => namesOf(inner, found));
  return found;
}

/** Values a shop fills in: plural's every form (none, one, few, many, a fraction), large numbers, words. */
const SAMPLES: unknown[] = [0, 1, 2, 3, 5, 11, 21, 101, 1234.5, 1_000_000, 'রহিম', 'Rahim'];

describe("the shop's texts as Lingui's runtime writes them", () => {
  it.each(Object.values(LANGUAGES).map(({ locale }) => locale))('writes every text of %s word for word', (locale) => {
    const messages = compileCatalog(catalogs[locale === LANGUAGES.bn.locale ? 'bn' : 'en']);
    const ours = makeI18n(locale, messages);
    const lingui = setupI18n({ locale, messages: { [locale]: messages } });
    let compared = 0;
    for (const [id, message] of Object.entries(messages)) {
      const names = [...namesOf(message)];
      for (const sample of SAMPLES) {
        const values = Object.fromEntries(names.map((name) => [name, sample]));
        expect([id, ours._(id, values)]).toEqual([id, lingui._(id, values)]);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('writes what the catalogues may come to use: offsets, exact cases, ordinals, selects, percent', () => {
    const messages = Object.fromEntries(
      [
        '{n, plural, offset:1 =0 {nobody} =1 {{who}} one {{who} and # other} other {{who} and # others}}',
        '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
        '{kind, select, bkash {bKash {n, number}} other {cash}}',
        '{share, number, percent} off',
        'Hello {name}, {missing}!',
      ].map((text, i) => [`t.${i}`, compileMessage(text)]),
    );
    for (const locale of ['en-BD', 'bn-BD']) {
      const ours = makeI18n(locale, messages);
      const lingui = setupI18n({ locale, messages: { [locale]: messages } });
      for (const n of [0, 1, 2, 3, 4, 11, 22, 103])
        for (const id of Object.keys(messages)) {
          const values = { n, who: 'Rahim', kind: n % 2 ? 'bkash' : 'cod', share: n / 100, name: 'Karim' };
          expect(ours._(id, values)).toBe(lingui._(id, values));
        }
    }
  });

  it('shows a missing text as its id, or as `missing` says', () => {
    expect(makeI18n('en-BD', {})._('cart.nothing')).toBe('cart.nothing');
    expect(makeI18n('en-BD', {}, (locale, id) => `${locale}:${id}`)._('cart.nothing')).toBe('en-BD:cart.nothing');
  });
});
