import type { Crumb } from '../../shared/ui/Breadcrumb';
import { breadcrumbLd, CURRENCY_CODE, jsonLdText, SHOP_NAME, type JsonLd } from './jsonLd';
import { summary } from './text';
import { canonicalUrl, pictureUrl } from './urls';

/** What a page says about itself to search engines and link previews. */
export interface HeadInput {
  /** The page's own name; " | Haat" is added unless `wholeTitle` (the home page's). */
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

/** What server/views/partials/seo-head.html writes, every text escaped by the template but the JSON-LD (escaped here). */
export interface Head {
  title: string;
  description: string;
  robots: string | null;
  canonical: string | null;
  og: { type: string; title: string; description: string; url: string; image: string | null; imageAlt: string | null } | null;
  twitterCard: 'summary' | 'summary_large_image';
  price: { amount: string; currency: string } | null;
  article: { publishedTime: string; section?: string } | null;
  jsonLd: string[];
}

const fullTitle = (title: string) => `${title} | ${SHOP_NAME}`;

/** A page for search engines: canonical URL, share tags for OpenGraph and Twitter cards, structured data. */
export function pageHead(origin: string, input: HeadInput): Head {
  const canonical = canonicalUrl(origin, input.path, input.keep);
  const title = input.wholeTitle ? input.title : fullTitle(input.title);
  const description = summary(input.description);
  const image = input.image ? pictureUrl(origin, input.image.path) : null;
  const structured = [...(input.crumbs && input.crumbs.length > 1 ? [breadcrumbLd(origin, input.crumbs, canonical)] : []), ...(input.jsonLd ?? [])];
  return {
    title,
    description,
    robots: input.noindex ? 'noindex, follow' : null,
    canonical,
    og: { type: input.type ?? 'website', title: input.title, description, url: canonical, image, imageAlt: image ? input.image!.alt : null },
    twitterCard: image ? 'summary_large_image' : 'summary',
    price: input.price !== undefined ? { amount: input.price.toFixed(2), currency: CURRENCY_CODE } : null,
    article: input.article ?? null,
    jsonLd: structured.map(jsonLdText),
  };
}

/**
 * A page of one shopper's own (sign-in, cart, checkout, account, wishlist, compare): a title and a
 * description, no canonical URL or share tags, and noindex, so search engines never list it.
 */
export function privateHead(title: string, description: string): Head {
  return { title: fullTitle(title), description: summary(description), robots: 'noindex', canonical: null, og: null, twitterCard: 'summary', price: null, article: null, jsonLd: [] };
}
