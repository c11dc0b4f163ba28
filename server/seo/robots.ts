/**
 * Paths crawlers are kept out of: a shopper's own pages (cart, checkout, account, wishlist,
 * sign-in and registration under /customer/, compare) and the JSON calls the islands make, which
 * are no pages (the pages' first screen is in their HTML, so nothing a crawler renders needs them).
 * The search page stays crawlable: it says noindex itself and its links lead to products.
 */
export const DISALLOWED = [
  '/checkout/',
  '/customer/',
  '/compare',
  '/api/',
  '/all/',
  '/home/',
  '/featured/',
  '/trending/',
  '/flashdeal/',
  '/shop/',
  '/search/products',
  '/categories/products/',
  '/brand/products/',
  '/campaign/products/',
  '/category-filter/',
  '/brand-filter/',
  '/related-products/',
  '/get/',
  '/get-cities',
  '/districts/',
  '/thanas/',
  '/currencies/',
  '/locales/',
];

/** robots.txt: every crawler, the paths above refused, and where the sitemap index is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
