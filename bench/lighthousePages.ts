/**
 * The pages Lighthouse measures, found through a running shop's own calls (so --url works on any
 * shop): the category with the most products, a simple product, and a guest cart holding it.
 */
export interface MeasuredPage {
  name: string;
  path: string;
  /** A Cookie header for the visit (the guest cart's session), else none. */
  cookie?: string;
}

export const PAGE_NAMES = [
  'home',
  'category',
  'product',
  'cart',
  'search',
  'products',
  'blog',
  'brand',
  'post',
] as const;

async function json<T>(origin: string, path: string): Promise<T> {
  const response = await fetch(origin + path);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Name=value pairs of a response's Set-Cookie lines. */
const cookiesOf = (response: Response) => response.headers.getSetCookie().map((line) => line.split(';')[0]);

/**
 * A guest's cart with one product, put there as the islands do: a first call gives the XSRF cookie,
 * the add-to-cart call sends it back with its value in the X-XSRF-TOKEN header. Answers the Cookie
 * header that shows this cart (session and XSRF cookies).
 */
export async function guestCartCookie(origin: string, productId: number): Promise<string> {
  const first = await fetch(`${origin}/api/checkout/cart`);
  if (!first.ok) throw new Error(`GET /api/checkout/cart answered ${first.status}`);
  const jar = new Map(cookiesOf(first).map((pair) => [pair.slice(0, pair.indexOf('=')), pair]));
  const xsrf = jar.get('XSRF-TOKEN');
  if (!xsrf) throw new Error('the shop set no XSRF-TOKEN cookie');
  const added = await fetch(`${origin}/api/checkout/cart`, {
    method: 'POST',
    headers: {
      cookie: [...jar.values()].join('; '),
      'x-xsrf-token': decodeURIComponent(xsrf.slice(xsrf.indexOf('=') + 1)),
      'content-type': 'application/json',
    },
    body: JSON.stringify({ product_id: productId, quantity: 1 }),
  });
  if (!added.ok)
    throw new Error(`adding product ${productId} to the cart answered ${added.status}: ${await added.text()}`);
  for (const pair of cookiesOf(added)) jar.set(pair.slice(0, pair.indexOf('=')), pair);
  return [...jar.values()].join('; ');
}

export async function findPages(origin: string, names: readonly string[]): Promise<MeasuredPage[]> {
  const categories = await json<{ data: { slug: string; product_count: number }[] }>(origin, '/api/categories');
  const category = [...categories.data].sort((a, b) => b.product_count - a.product_count)[0];
  const listed = await json<{ data: { id: number; type: string; url_key: string }[] }>(
    origin,
    '/shop/products/data?per_page=60',
  );
  const product = listed.data.find((p) => p.type === 'simple');
  if (!category || !product) throw new Error('the shop lists no category or no simple product');
  const paths: Record<string, () => Promise<MeasuredPage>> = {
    home: async () => ({ name: 'home', path: '/' }),
    category: async () => ({ name: 'category', path: `/categories/${category.slug}` }),
    product: async () => ({ name: 'product', path: `/products/${product.url_key}` }),
    cart: async () => ({ name: 'cart', path: '/checkout/cart', cookie: await guestCartCookie(origin, product.id) }),
    search: async () => ({ name: 'search', path: '/search?term=shirt' }),
    products: async () => ({ name: 'products', path: '/products' }),
    blog: async () => ({ name: 'blog', path: '/blog' }),
    brand: async () => ({
      name: 'brand',
      path: `/brands/${(await json<{ data: { slug: string }[] }>(origin, '/all/brands')).data[0].slug}`,
    }),
    post: async () => {
      const blog = await json<{ data: { first_blog: { slug: string } } }>(origin, '/all/blogs');
      return { name: 'post', path: `/blogs/${blog.data.first_blog.slug}` };
    },
  };
  const unknown = names.filter((n) => !(n in paths));
  if (unknown.length) throw new Error(`unknown page ${unknown.join(', ')} (${PAGE_NAMES.join(', ')})`);
  return Promise.all(names.map((n) => paths[n]()));
}

/**
 * Asks once for every stored picture the pages name (src, srcset, preloads), before a run: the
 * shop makes a picture's AVIF and WebP copies on their first request (a fraction of a second
 * each), which a shopper after the first never waits for. Lighthouse estimates the server's
 * response time from the requests it saw, so a cold copy would slow every simulated request.
 */
export async function warmPictures(origin: string, pages: MeasuredPage[]): Promise<number> {
  const pictures = new Set<string>();
  for (const page of pages) {
    const response = await fetch(origin + page.path, { headers: page.cookie ? { cookie: page.cookie } : {} });
    for (const [url] of (await response.text()).matchAll(/\/storage\/[^"\s,]+/g))
      pictures.add(url.replace(/&#x3D;/g, '='));
  }
  const queue = [...pictures];
  const worker = async () => {
    for (let url = queue.pop(); url; url = queue.pop()) await (await fetch(origin + url)).arrayBuffer();
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return pictures.size;
}
