import path from 'node:path';
import type { I18n } from '../i18n/makeI18n';
import { CATALOG_DIR, compileCatalog, readCatalogs } from '../i18n/catalog.node';
import { languageOf } from '../i18n/languages';
import { makeI18n } from '../i18n/makeI18n';

const catalogs = readCatalogs(path.join(__dirname, '../..', CATALOG_DIR));
const made = new Map<string, I18n>();

/**
 * The shop's texts for a component test, in a locale's language (English by default): every
 * namespace, and a text id missing from the catalogue throws, so the test names it.
 */
export function testI18n(locale = 'en-BD'): I18n {
  let i18n = made.get(locale);
  if (!i18n) {
    i18n = makeI18n(locale, compileCatalog(catalogs[languageOf(locale)]), (_locale, id) => {
      throw new Error(`No text "${id}" in the ${languageOf(locale)} catalogue`);
    });
    made.set(locale, i18n);
  }
  return i18n;
}
