import { existsSync } from 'node:fs';
import path from 'node:path';
import type { HomePageProps } from '../../../shared/api/contract';
import { bundleRenderer } from '../../ssr/islandRenderer';
import { XSRF_COOKIE } from '../../plugins/xsrf';
import { Browser, islandProps } from '../../test/browser';
import { fillCart } from '../../test/shoppers';
import { stockShelves } from '../../test/stock';
import { demoCatalogue, TEST_DIALECTS, testShop } from '../../test/testShop';

const ROOT = path.resolve(__dirname, '../../..');
const html = { accept: 'text/html' };

/** The markup the server rendered into a mount point: what sits between its tag and the next mount point or </main>. */
function mountPointHtml(page: string, island: string): string {
  const start = page.indexOf(`data-island="${island}"`);
  expect(start).toBeGreaterThan(-1);
  const open = page.indexOf('>', start) + 1;
  const ends = ['</main>', '<section class="flash-deal-bar"', '</header>']
    .map((end) => page.indexOf(end, open))
    .filter((i) => i > -1);
  return page.slice(open, Math.min(...ends));
}

/** The page store's preloaded state: the one <script type="application/json"> of the page. */
function preloadedState(page: string): Record<string, unknown> {
  const found = [...page.matchAll(/<script type="application\/json" id="haat-state">([^<]*)<\/script>/g)];
  expect(found).toHaveLength(1);
  return JSON.parse(found[0][1]) as Record<string, unknown>;
}

// npm test builds before jest: the islands' server bundle (dist/ssr/islands.js) is there.
it('has the islands server bundle to render with (npm run build)', () => {
  expect(existsSync(path.join(ROOT, 'dist/ssr/islands.js'))).toBe(true);
  expect(bundleRenderer(path.join(ROOT, 'no-such-root'), () => undefined)).toBeNull();
});

describe.each(TEST_DIALECTS)('server-rendered islands on %s', (dialect) => {
  const shop = testShop(dialect, { stock: demoCatalogue });

  it("writes the first screens' home lists into the markup and the props, with the page state once", async () => {
    const browser = new Browser(shop.app);
    const page = (await browser.get('/', html)).body;
    const props = islandProps<HomePageProps>(page, 'home');
    expect(props.trending!.data).toHaveLength(5);
    const home = mountPointHtml(page, 'home');
    expect(home).toContain('Trending Products');
    for (const product of props.trending!.data)
      expect(home).toContain(`aria-label="${product.name.replace(/'/g, '&#x27;')}"`);
    // The shop's products at the foot are fetched as the shopper nears them: card-sized boxes hold their place.
    expect(props.shopProducts).toBeUndefined();
    expect(home.match(/class="product-card placeholder"/g)).toHaveLength(20);
    expect(mountPointHtml(page, 'navbar')).toContain('<span class="visually-hidden">Cart: 0</span>');
    expect(preloadedState(page)).toEqual({
      // The token the page's forms carry: the visitor's XSRF cookie.
      shop: {
        currency: '৳',
        locale: 'en-BD',
        pixelId: '',
        isCustomer: false,
        formToken: browser.cookies.get(XSRF_COOKIE),
      },
      counters: { cart: 0, wishlist: 0, compare: 0, fromServer: true },
    });
  });
});

describe.each(TEST_DIALECTS)('the server-rendered search box on %s', (dialect) => {
  const shop = testShop(dialect, { stock: demoCatalogue });

  it('holds the term searched for on the results page, and is empty elsewhere', async () => {
    const browser = new Browser(shop.app);
    const results = (await browser.get('/search?term=%3Cb%3Eaarong', html)).body;
    expect(islandProps(results, 'navbar')).toEqual({ term: '<b>aarong' });
    expect(mountPointHtml(results, 'navbar')).toMatch(
      /<input id="navbar-search"[^>]* name="term" value="&lt;b&gt;aarong"/,
    );
    expect(mountPointHtml((await browser.get('/products', html)).body, 'navbar')).toMatch(
      /<input id="navbar-search"[^>]* name="term" value=""/,
    );
  });
});

describe.each(TEST_DIALECTS)('the server-rendered cart on %s', (dialect) => {
  const shop = testShop(dialect, { stock: stockShelves });

  it("renders the shopper's cart lines and counter, and writes the cart into the page state", async () => {
    const browser = new Browser(shop.app);
    await fillCart(browser, [[shop.stock.saree, 2]]);
    const page = (await browser.get('/checkout/cart', html)).body;
    const state = preloadedState(page) as {
      cart: { status: string; cart: { items: { name: string }[] } };
      counters: { cart: number };
    };
    expect(state.cart.status).toBe('ready');
    expect(state.counters.cart).toBe(1);
    const cart = mountPointHtml(page, 'cart');
    expect(cart).toContain('<table class="cart-table">');
    expect(cart).toContain(state.cart.cart.items[0].name);
    expect(mountPointHtml(page, 'navbar')).toContain('<span class="visually-hidden">Cart: 1</span>');
  });
});
