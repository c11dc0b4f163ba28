import type { Crumb } from '../../shared/ui/Breadcrumb';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/i18n/languages';
import { breadcrumbLd, CURRENCY_CODE, jsonLdText, type JsonLd } from './jsonLd';
import { summary } from './text';
import { canonicalUrl, pictureUrl } from './urls';

/** The page's language and its texts (a request has both): a head is written in the page's language. */
export interface PageLanguage {
  language: Language;
  t(id: string, values?: Record<string, unknown>): string;
}

/** OpenGraph names a language with a territory, written with an underscore. */
const OG_LOCALES: Record<Language, string> = { en: 'en_US', bn: 'bn_BD' };
const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];

/** What a page says about itself to search engines and link previews. */
export interface HeadInput {
  /** The page's own name, in its language; " | Haat" is added unless `wholeTitle` (the home page's). */
  title: string;
  wholeTitle?: boolean;
  description: string;
  /** The page's canonical path, built from what it shows (a product's url_key ...), never from the request. */
  path: string;
  /** Query parameters that change what the page shows and so stay in its canonical URL. */
  keep?: Record<string, string | number | undefined>;
  /** OpenGraph type: a product, an article, else a website page. */
  type?: 'website' | 'product' | 'article';
  /** The picture a shared link shows: a storage path or a path of the shop. */
  image?: { path: string | null | undefined; alt: string };
  /** A product's price now, in taka. */
  price?: number;
  /** An article's first publication (ISO time) and section. */
  article?: { publishedTime: string; section?: string };
  /** The breadcrumb shown above the page, Home first, the page itself last. */
  crumbs?: Crumb[];
  /** More structured data: the product, the post, the list ... */
  jsonLd?: JsonLd[];
  /** Search result pages: the links are followed, the page is not indexed. */
  noindex?: boolean;
}

/**
 * What server/views/partials/seo-head.html writes, every text escaped by the template but the JSON-LD (escaped here).
 */
export interface Head {
  title: string;
  description: string;
  robots: string | null;
  canonical: string | null;
  /** The same page in each language and for any other (x-default: the English), for an indexed page. */
  alternates: { hreflang: string; href: string }[];
  siteName: string;
  og: {
    type: string;
    title: string;
    description: string;
    url: string;
    image: string | null;
    imageAlt: string | null;
    locale: string;
    localeAlternates: string[];
  } | null;
  twitterCard: 'summary' | 'summary_large_image';
  price: { amount: string; currency: string } | null;
  article: { publishedTime: string; section?: string } | null;
  jsonLd: string[];
}

const fullTitle = (page: PageLanguage, title: string) => page.t('seo.pageTitle', { title });

/**
 * A path's address in a language: the English page is the plain address, every other language's
 * adds ?lang= (after the parameters the page keeps), which is how the shop is asked for it.
 */
export function languageUrl(
  origin: string,
  language: Language,
  path: string,
  keep: Record<string, string | number | undefined> = {},
): string {
  return canonicalUrl(origin, path, { ...keep, lang: language === DEFAULT_LANGUAGE ? undefined : language });
}

/**
 * A page for search engines, in the page's language: its canonical URL is this language's address
 * (the Bangla page's ends in ?lang=bn), an indexed page names its address in every language
 * (hreflang), share tags for OpenGraph and Twitter cards, structured data.
 */
export function pageHead(origin: string, page: PageLanguage, input: HeadInput): Head {
  const addressIn = (language: Language) => languageUrl(origin, language, input.path, input.keep);
  const canonical = addressIn(page.language);
  const title = input.wholeTitle ? input.title : fullTitle(page, input.title);
  const description = summary(input.description);
  const image = input.image ? pictureUrl(origin, input.image.path) : null;
  const crumbs =
    input.crumbs && input.crumbs.length > 1
      ? [breadcrumbLd(origin, input.crumbs, canonical, (href) => languageUrl(origin, page.language, href))]
      : [];
  const alternates = input.noindex
    ? []
    : [
        ...LANGUAGE_CODES.map((language) => ({ hreflang: language, href: addressIn(language) })),
        { hreflang: 'x-default', href: addressIn(DEFAULT_LANGUAGE) },
      ];
  return {
    title,
    description,
    robots: input.noindex ? 'noindex, follow' : null,
    canonical,
    alternates,
    siteName: page.t('seo.siteName'),
    og: {
      type: input.type ?? 'website',
      title: input.title,
      description,
      url: canonical,
      image,
      imageAlt: image ? input.image!.alt : null,
      locale: OG_LOCALES[page.language],
      localeAlternates: LANGUAGE_CODES.filter((language) => language !== page.language).map(
        (language) => OG_LOCALES[language],
      ),
    },
    twitterCard: image ? 'summary_large_image' : 'summary',
    price: input.price !== undefined ? { amount: input.price.toFixed(2), currency: CURRENCY_CODE } : null,
    article: input.article ?? null,
    jsonLd: [...crumbs, ...(input.jsonLd ?? [])].map(jsonLdText),
  };
}

/**
 * A page of one shopper's own (sign-in, cart, checkout, account, wishlist, compare): a title and a
 * description, no canonical URL or share tags, and noindex, so search engines never list it.
 */
export function privateHead(page: PageLanguage, title: string, description: string): Head {
  return {
    title: fullTitle(page, title),
    description: summary(description),
    robots: 'noindex',
    canonical: null,
    alternates: [],
    siteName: page.t('seo.siteName'),
    og: null,
    twitterCard: 'summary',
    price: null,
    article: null,
    jsonLd: [],
  };
}
