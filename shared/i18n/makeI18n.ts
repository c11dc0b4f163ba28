import { setupI18n, type I18n, type Messages } from '@lingui/core';

/**
 * A Lingui instance for one page in one language: the server makes one per page it renders, the
 * browser one per page (pageI18n). `missing` says what a text id without a text shows; the tests
 * make it throw, so a key absent from the catalogue fails them.
 */
export function makeI18n(locale: string, messages: Messages, missing?: (locale: string, id: string) => string): I18n {
  return setupI18n({ locale, messages: { [locale]: messages }, ...(missing && { missing }) });
}
