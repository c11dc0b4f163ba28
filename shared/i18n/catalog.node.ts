import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Messages } from '@lingui/core';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from './languages';

/** One language's texts: namespace (the file's name) → key → ICU message. */
export type Catalog = Record<string, Record<string, string>>;

/**
 * Reads shared/i18n/catalogs/<language>/<namespace>.json for every language. A text's id is
 * "<namespace>.<key>" (cart.json's "empty" is cart.empty). Used by the server at start, by the
 * build (the browser's copy of the catalogue) and by the tests; the islands never read files.
 */
export function readCatalogs(dir: string): Record<Language, Catalog> {
  const read = (language: Language): Catalog => {
    const folder = path.join(dir, language);
    return Object.fromEntries(
      readdirSync(folder)
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => [
          file.slice(0, -'.json'.length),
          JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<string, string>,
        ]),
    );
  };
  return Object.fromEntries(
    (Object.keys(LANGUAGES) as Language[]).map((language) => [language, read(language)]),
  ) as Record<Language, Catalog>;
}

/**
 * The namespaces' texts as Lingui runs them: ids "<namespace>.<key>", each ICU message compiled
 * once ({count, plural, one {# item} other {# items}}, {name}, <0>link</0>), so the browser
 * carries no message compiler. Without `namespaces`, every namespace.
 */
export function compileCatalog(catalog: Catalog, namespaces?: readonly string[]): Messages {
  const messages: Messages = {};
  for (const namespace of namespaces ?? Object.keys(catalog)) {
    for (const [key, message] of Object.entries(catalog[namespace] ?? {}))
      messages[`${namespace}.${key}`] = compileMessage(message);
  }
  return messages;
}

/** Where the catalogues live, from the repository's root. */
export const CATALOG_DIR = 'shared/i18n/catalogs';
