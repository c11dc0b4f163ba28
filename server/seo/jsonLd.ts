import type { ProductDetail } from '../../shared/api/contract';
import type { SoldOut } from '../../shared/api/alertsContract';
import type { BlogDetail } from '../../shared/api/blogContract';
import type { Crumb } from '../../shared/ui/Breadcrumb';
import { LANGUAGES } from '../../shared/i18n/languages';
import { plainText, summary } from './text';
import { absoluteUrl, pictureUrl } from './urls';

/** One schema.org object, written as <script type="application/ld+json"> (data, never run: the CSP allows it). */
export type JsonLd = Record<string, unknown>;

export const SHOP_NAME = 'Haat';
/** ISO 4217 code of the taka, the currency of every price. */
export const CURRENCY_CODE = 'BDT';
const CONTEXT = 'https://schema.org';

/**
 * JSON for inside a <script> element: '<' (so no '</script>' or '<!--'), '>', '&' and the two
 * line separators JavaScript once refused are written as \u escapes, which JSON reads back as the
 * same characters. No text of a product or post can end the element.
 */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The shop itself: who publishes the pages. */
export function organizationLd(origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: SHOP_NAME,
    url: `${origin}/`,
    areaServed: 'BD',
  };
}

/** The site, with its search (the search page's `term`) for a search box in results. */
export function webSiteLd(origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: SHOP_NAME,
    url: `${origin}/`,
    // Every page is there in each of the shop's languages (?lang=).
    inLanguage: Object.values(LANGUAGES).map((language) => language.locale),
    publisher: { '@id': `${origin}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?term={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * The breadcrumb shown above a page: Home, the pages between (each at `urlOf` its path: the
 * address in the page's language), then the page itself (at its canonical URL).
 */
export function breadcrumbLd(
  origin: string,
  crumbs: Crumb[],
  pageUrl: string,
  urlOf = (href: string) => absoluteUrl(origin, href),
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: index === crumbs.length - 1 ? pageUrl : crumb.href ? urlOf(crumb.href) : undefined,
    })),
  };
}

/**
 * A product and its offer at the price a shopper pays now (a running campaign's included), in
 * taka: InStock while it can be ordered, OutOfStock when the shop has none of it (stock_levels) or,
 * for one with options, of none of its variants. The rating is written only when the product has reviews.
 */
export function productLd(origin: string, product: ProductDetail, pageUrl: string, soldOut?: SoldOut): JsonLd {
  const images = product.images
    .map((image) => pictureUrl(origin, image.path))
    .filter((url): url is string => url !== null);
  const price = product.final_price ?? product.special_price ?? product.price;
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': `${pageUrl}#product`,
    name: product.name,
    sku: product.sku,
    url: pageUrl,
    image: images.length > 0 ? images : undefined,
    description: summary(plainText(product.short_description) || plainText(product.description), 5000) || undefined,
    brand: product.brand ? { '@type': 'Brand', name: product.brand.admin_name } : undefined,
    category: product.category?.name,
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: price.toFixed(2),
      priceCurrency: CURRENCY_CODE,
      availability: `https://schema.org/${outOfStock(product, soldOut) ? 'OutOfStock' : 'InStock'}`,
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@id': `${origin}/#organization` },
    },
    aggregateRating:
      product.reviews_count > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: product.average_rating,
            reviewCount: product.reviews_count,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
  };
}

/** Whether none of the product can be ordered: it is sold out, or every variant of it is. */
function outOfStock(product: ProductDetail, soldOut: SoldOut | undefined): boolean {
  if (!soldOut) return false;
  const variants = product.product_variants;
  return soldOut.product || (variants.length > 0 && variants.every((v) => soldOut.variants.includes(v.id)));
}

/** A list page (category, brand, campaign, all products): its name and the products of its first page in order. */
export function collectionLd(
  origin: string,
  pageUrl: string,
  page: { name: string; description: string; products: { name: string; url_key: string }[] },
): JsonLd {
  const { name, description, products } = page;
  return {
    '@context': CONTEXT,
    '@type': 'CollectionPage',
    name,
    description,
    url: pageUrl,
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: products.map((product, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absoluteUrl(origin, `/products/${product.url_key}`),
        name: product.name,
      })),
    },
  };
}

/** A blog post: headline (Google shows at most 110 characters), picture, date, author, the shop as publisher. */
export function blogPostingLd(origin: string, blog: BlogDetail, pageUrl: string): JsonLd {
  const image = pictureUrl(origin, blog.banner[0] ?? blog.thumbnail[0]);
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    '@id': `${pageUrl}#post`,
    headline: summary(blog.title, 110),
    description: summary(plainText(blog.description)) || undefined,
    image: image ? [image] : undefined,
    datePublished: blog.created_at,
    author: { '@type': 'Person', name: blog.admin_name },
    publisher: { '@id': `${origin}/#organization`, '@type': 'Organization', name: SHOP_NAME, url: `${origin}/` },
    mainEntityOfPage: pageUrl,
    url: pageUrl,
    articleSection: blog.category?.name,
    // The post's own text, which stays in the language its editor wrote it in on either language's page.
    inLanguage: 'en-BD',
  };
}
