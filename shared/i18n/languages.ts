/**
 * The shop's languages. English is the default and holds the storefront's texts word for word;
 * Bangla writes numbers, prices and dates with Bangla digits and bn-BD grouping (৳ ১,২৩,৪৫৬).
 * The locale is what Intl formats with and what a mount point's data-locale carries.
 */
export const LANGUAGES = {
  en: { locale: 'en-BD', label: 'English' },
  bn: { locale: 'bn-BD', label: 'বাংলা' },
} as const;

export type Language = keyof typeof LANGUAGES;

export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && Object.hasOwn(LANGUAGES, value);

/** The language of a BCP 47 locale: Bangla for bn and bn-*, English for anything else. */
export const languageOf = (locale: string): Language => (/^bn(-|$)/i.test(locale) ? 'bn' : 'en');

/**
 * The catalogue's namespaces every page with islands sends the browser: the shared components'
 * texts (common: shared/ui, shared/catalog, shared/filters ...), the forms' fields and rules
 * (forms: shared/validation), the shopper's cart, addresses and orders (shopper: shared/cart,
 * shared/address, shared/account); besides these, each island's own namespace (named after the
 * island) goes to the pages that have that island. The others (layout, pages, seo, server ...) are
 * used on the server only and never sent.
 */
export const BROWSER_NAMESPACES = ['common', 'forms', 'shopper'] as const;
