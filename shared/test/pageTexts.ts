import path from 'node:path';
import { CATALOG_DIR, compileCatalog, readCatalogs } from '../i18n/catalog';
import { languageOf, type Language } from '../i18n/languages';
import { pageI18n, resetPageI18n } from '../i18n/pageI18n';

const catalogs = readCatalogs(path.join(__dirname, '../..', CATALOG_DIR));
const written = new Map<Language, string>();

/**
 * Gives the test's page the texts the server writes into every page (#haat-messages) in a
 * locale's language, so that thunks writing flash messages (pageText) read them as in the
 * browser. The element is read at once and removed: the document stays as the test made it.
 */
export function writePageTexts(locale = 'en-BD'): void {
  const language = languageOf(locale);
  let json = written.get(language);
  if (json === undefined) {
    json = JSON.stringify(compileCatalog(catalogs[language]));
    written.set(language, json);
  }
  resetPageI18n();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'haat-messages';
  script.dataset.locale = locale;
  script.textContent = json;
  document.head.append(script);
  pageI18n();
  script.remove();
}
