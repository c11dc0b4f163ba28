import { hostileSuite, INJECTIONS, type HostileCase } from './hostileSuite';

const LISTINGS = [
  '/shop/products/data',
  '/home/products',
  '/flashdeal/products/more',
  '/categories/products/1',
  '/brand/products/1',
  '/search/products?term=rice',
];
const BAD_PAGING: [string, string][] = [
  ['a page of 1e18', 'page=1e18'],
  ['a page of 10^23', 'page=100000000000000000000000'],
  ['a page of Infinity', 'page=Infinity'],
  ['a negative page', 'page=-1'],
  ['page 0', 'page=0'],
  ['a page that is a word', 'page=abc'],
  ['a fractional page', 'page=1.5'],
  ['a per_page of a billion', 'per_page=1000000000'],
  ['a negative per_page', 'per_page=-5'],
];
const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

const ID_ROUTES = [
  '/categories/products/:id',
  '/brand/products/:id',
  '/related-products/:id',
  '/get/variant-products/:id',
  '/campaign/products/:id',
  '/category-filter/:id',
  '/brand-filter/:id',
  '/api/product/:id/reviews',
  '/all-comments/:id',
  '/related-blogs/1/:id',
];
const BAD_IDS: [string, string][] = [
  ['id 0', '0'],
  ['a negative id', '-1'],
  ['an id past the integer column', '99999999999999999999'],
  ['an id of 1e400', '1e400'],
  ['an SQL injection as id', encodeURIComponent("1' OR '1'='1")],
];

const cases: HostileCase[] = [
  ...LISTINGS.flatMap((url) =>
    BAD_PAGING.map(([what, query]) => ({ name: `${url.split('?')[0]} with ${what}`, url: withQuery(url, query) })),
  ),
  ...['/api/product/1/reviews', '/all-comments/1'].flatMap((url) =>
    BAD_PAGING.slice(0, 4).map(([what, query]) => ({ name: `${url} with ${what}`, url: withQuery(url, query) })),
  ),
  ...ID_ROUTES.flatMap((route) =>
    BAD_IDS.map(([what, id]) => ({ name: `${route} with ${what}`, url: route.replace(':id', id) })),
  ),
  {
    name: '/search/products with a NUL character in the term',
    url: `/search/products?term=${encodeURIComponent(INJECTIONS['a NUL character'])}`,
  },
  { name: '/products/{url key} with a NUL character in the key', url: '/products/rice%00' },
  { name: '/search/products without a term', url: '/search/products' },
  { name: '/search/products with a 10,000-character term', url: `/search/products?term=${'a'.repeat(10_000)}` },
  { name: '/search/products with only spaces', url: '/search/products?term=%20%20%20' },
  { name: '/categories/products/1 with a negative min_price', url: '/categories/products/1?min_price=-1' },
  {
    name: '/categories/products/1 with a colour id past the integer column',
    url: '/categories/products/1?color_id=99999999999999',
  },
  { name: '/categories/products/1 with a price that is a word', url: '/categories/products/1?max_price=cheap' },
  // Listing sort: only the orders of the sort menu, one at a time.
  ...['/shop/products/data', '/categories/products/1', '/brand/products/1', '/search/products?term=rice'].flatMap(
    (url) => [
      { name: `${url.split('?')[0]} sorted by an order not offered`, url: withQuery(url, 'sort=cheapest') },
      { name: `${url.split('?')[0]} sorted by two orders`, url: withQuery(url, 'sort=price_asc&sort=newest') },
      {
        name: `${url.split('?')[0]} sorted by an SQL injection`,
        url: withQuery(url, `sort=${encodeURIComponent('price_asc; DROP TABLE products')}`),
      },
    ],
  ),
  // Search suggestions (an empty or one-letter term answers empty lists: the box asks from the second letter).
  { name: '/api/search/suggestions with a 101-character term', url: `/api/search/suggestions?term=${'a'.repeat(101)}` },
  {
    name: '/api/search/suggestions with a 10,000-character term',
    url: `/api/search/suggestions?term=${'a'.repeat(10_000)}`,
  },
  {
    name: '/api/search/suggestions with a NUL character in the term',
    url: `/api/search/suggestions?term=${encodeURIComponent(INJECTIONS['a NUL character'])}`,
  },
  {
    name: '/api/search/suggestions with an escape character in the term',
    url: `/api/search/suggestions?term=${encodeURIComponent('walton\u001b[2J')}`,
  },
  {
    name: '/api/search/suggestions with a bell and a backspace in the term',
    url: `/api/search/suggestions?term=${encodeURIComponent('sam\u0007\u0008sung')}`,
  },
  {
    name: '/api/search/suggestions with a term as a list of two',
    url: '/api/search/suggestions?term=walton&term=samsung',
  },
  // Traversal out of the public folders.
  ...[
    ['../ out of /storage', '/storage/../../../../etc/passwd'],
    ['%2e%2e out of /storage', '/storage/%2e%2e/%2e%2e/%2e%2e/etc/passwd'],
    ['encoded slashes out of /storage', '/storage/..%2f..%2f..%2fetc%2fpasswd'],
    ['double-encoded dots out of /storage', '/storage/%252e%252e/%252e%252e/etc/passwd'],
    ['backslashes out of /storage', '/storage/..%5c..%5c..%5cetc%5cpasswd'],
    ['a NUL byte in a /storage path', '/storage/product%00.webp'],
    ['../ out of /build', '/build/../../package.json'],
    ['%2e%2e out of /build', '/build/%2e%2e/%2e%2e/package.json'],
    ['encoded slashes out of /build', '/build/..%2f..%2fpackage.json'],
    ['a server source file through /build', '/build/..%2f..%2fserver%2fconfig.ts'],
    ['a dotfile in /storage', '/storage/.env'],
  ].map(([what, url]) => ({ name: `a file path with ${what}`, url })),
];

hostileSuite('catalogue and file', cases);
