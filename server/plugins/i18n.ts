import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Messages } from '@lingui/core';
import { CATALOG_DIR, compileCatalog, readCatalogs, type Catalog } from '../../shared/i18n/catalog.node';
import {
  BROWSER_NAMESPACES,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
} from '../../shared/i18n/languages';
import { makeI18n, type I18n } from '../../shared/i18n/makeI18n';

/** The cookie that keeps the shopper's language (English / বাংলা in the top bar). */
export const LANGUAGE_COOKIE = 'haat_lang';
const YEAR = 365 * 24 * 60 * 60;

type Values = Record<string, unknown>;

export interface ShopTexts {
  /** A text of the catalogue in a language: t('bn', 'cart.empty'). */
  t(language: Language, id: string, values?: Values): string;
  /** What a page sends the browser: its language's texts of these namespaces, compiled. */
  browserMessages(language: Language, namespaces: readonly string[]): Messages;
  /** Every language's catalogue as read (the texts' key lists, for the tests). */
  catalogs: Record<Language, Catalog>;
}

declare module 'fastify' {
  interface FastifyInstance {
    texts: ShopTexts;
  }
  interface FastifyRequest {
    /** The shopper's language: ?lang= on this address, else the cookie, else English. */
    language: Language;
    /** Its locale (en-BD, bn-BD): what numbers, prices and dates are written in. */
    locale: string;
    /** A text of the catalogue in the shopper's language, its values filled in. */
    t(id: string, values?: Values): string;
  }
}

/** The language this request asks for, and whether its address named one (?lang=bn, which the cookie then keeps). */
function chosenLanguage(request: FastifyRequest): { language: Language; named: boolean } {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && 'lang' in query) {
    const asked = query.lang;
    // The other calls' schemas know nothing of lang: it is the page's language, not their input.
    delete query.lang;
    if (isLanguage(asked)) return { language: asked, named: true };
  }
  const kept = request.cookies?.[LANGUAGE_COOKIE];
  return { language: isLanguage(kept) ? kept : DEFAULT_LANGUAGE, named: false };
}

/**
 * The shop's texts in English and Bangla (shared/i18n/catalogs, Lingui's ICU messages), read and
 * compiled once at start, and each request's language. A Bangla text missing from the catalogue
 * shows the English one (the catalogue test fails first).
 */
export default fp<{ root: string; secureCookies: boolean }>(
  async (app, { root, secureCookies }) => {
    const catalogs = readCatalogs(path.join(root, CATALOG_DIR));
    const english = makeI18n(LANGUAGES.en.locale, compileCatalog(catalogs.en));
    const byLanguage: Record<Language, I18n> = {
      en: english,
      bn: makeI18n(LANGUAGES.bn.locale, compileCatalog(catalogs.bn), (_locale, id) => english._(id)),
    };
    const browser = new Map<string, Messages>();

    app.decorate('texts', {
      t: (language: Language, id: string, values?: Values) => byLanguage[language]._(id, values),
      browserMessages(language: Language, namespaces: readonly string[]) {
        const wanted = [...new Set([...BROWSER_NAMESPACES, ...namespaces])].sort();
        const key = `${language}:${wanted.join(',')}`;
        let messages = browser.get(key);
        if (!messages) {
          messages = compileCatalog(catalogs[language], wanted);
          browser.set(key, messages);
        }
        return messages;
      },
      catalogs,
    });
    app.decorateRequest('language', DEFAULT_LANGUAGE);
    app.decorateRequest('locale', LANGUAGES[DEFAULT_LANGUAGE].locale);
    app.decorateRequest('t', function (this: FastifyRequest, id: string, values?: Values) {
      return byLanguage[this.language]._(id, values);
    });
    app.addHook('onRequest', async (request, reply) => {
      const { language, named } = chosenLanguage(request);
      request.language = language;
      request.locale = LANGUAGES[language].locale;
      // Its own function, so it can be handed on as a translator (say(request.t, text)) without its request.
      const texts = byLanguage[language];
      request.t = (id, values) => texts._(id, values);
      if (named && request.cookies?.[LANGUAGE_COOKIE] !== language) {
        reply.setCookie(LANGUAGE_COOKIE, language, {
          path: '/',
          maxAge: YEAR,
          sameSite: 'lax',
          httpOnly: true,
          secure: secureCookies,
        });
      }
    });
  },
  { name: 'i18n', dependencies: ['@fastify/cookie'] },
);
