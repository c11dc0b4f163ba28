import { HttpBrowser, type HttpAnswer } from '../test/httpBrowser';
import { GULSHAN_HOME } from '../test/shoppers';
import { startBuiltShop, type BuiltShop } from '../test/builtShop';
import { freshShopDatabase, type ShopDatabase } from '../test/shopServer';
import { TEST_DIALECTS } from '../test/testShop';

/** Shoppers writing at once, each from an address of their own (the shop trusts one proxy hop). */
const SHOPPERS = 8;
const PASSWORD = 'concurrent-writes-1';

interface Shopper {
  browser: HttpBrowser;
  email: string;
  phone: string;
}

/** A call that went wrong on the server: its method, path and answer. */
interface Failure {
  call: string;
  status: number;
  text: string;
}

describe.each(TEST_DIALECTS)('writes at once from two server processes on one %s database', (dialect) => {
  let database: ShopDatabase;
  let servers: BuiltShop[] = [];
  const failures: Failure[] = [];
  /** Every write goes to the server after the last one's: the two processes take turns. */
  let turn = 0;

  async function call(browser: HttpBrowser, method: 'GET' | 'POST', path: string, body?: unknown): Promise<HttpAnswer> {
    turn += 1;
    const answer = await browser.request(servers[turn % 2].url, method, path, body);
    if (answer.status >= 500) {
      failures.push({ call: `${method} ${path}`, status: answer.status, text: answer.text.slice(0, 200) });
    }
    return answer;
  }
  const post = (shopper: Shopper, path: string, body: unknown = {}) => call(shopper.browser, 'POST', path, body);
  const each = <T>(write: (shopper: Shopper, n: number) => Promise<T>) => Promise.all(shoppers.map(write));

  const shoppers: Shopper[] = Array.from({ length: SHOPPERS }, (_, n) => ({
    browser: new HttpBrowser({ 'x-forwarded-for': `198.51.100.${n + 1}` }),
    email: `writer${n}-${Date.now()}@example.com`,
    phone: `0191${String(Date.now() % 1e6).padStart(6, '0')}${n}`,
  }));

  beforeAll(async () => {
    database = await freshShopDatabase(dialect);
    servers = await Promise.all([0, 1].map(() => startBuiltShop({ ...database.env, TRUST_PROXY: '1' })));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await database?.drop();
  });

  it('answers every write of every kind without a server error, and keeps them all', async () => {
    const [first, second, third] = database.products;
    const blogs = (await new HttpBrowser().get(servers[0].url, '/all/blogs')).json().data;
    const blogId = (blogs.first_blog ?? blogs.rest_blogs[0]).id;

    // A guest's cart, then registration, every shopper at once (one shopper's calls one after the
    // other: a first cart gives the visitor a session, and with it a new XSRF token).
    await each(async (shopper) => {
      const carted = await post(shopper, '/api/checkout/cart', { product_id: first, quantity: 1 });
      const registered = await post(shopper, '/customer/register', {
        first_name: 'Nadia',
        last_name: 'Islam',
        email: shopper.email,
        phone: shopper.phone,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        is_subscribed: true,
      });
      expect([carted.status, registered.status, registered.text.slice(0, 200)]).toEqual([200, 200, expect.any(String)]);
    });
    // Signing in merges the guest's cart into the customer's.
    await each(async (shopper) => {
      const signedIn = await post(shopper, '/customer/login', { email: shopper.email, password: PASSWORD });
      expect([signedIn.status, signedIn.text.slice(0, 200)]).toEqual([200, expect.any(String)]);
    });

    // Addresses, cart lines, wishlist, compare list, reviews and comments, all at once.
    const writes = (shopper: Shopper, n: number) => {
      const review = new FormData();
      const fields = { title: 'Good', comment: `Review number ${n}`, rating: '4' };
      const comment = { name: 'Nadia Islam', email: shopper.email, comment: `Comment ${n}`, blog_id: blogId };
      for (const [name, value] of Object.entries(fields)) review.append(name, value);
      return Promise.all([
        post(shopper, '/customer/account/addresses/create', { ...GULSHAN_HOME, default_address: false }),
        post(shopper, '/customer/account/addresses/create', { ...GULSHAN_HOME, address: [`House ${n}, Road 7`] }),
        post(shopper, '/api/checkout/cart', { product_id: second, quantity: 2 }),
        post(shopper, '/api/customer/wishlist', { product_id: third }),
        post(shopper, '/api/compare-items', { product_id: first }),
        post(shopper, `/api/product/${first}/review`, review),
        post(shopper, '/submit-comment', comment),
      ]);
    };
    const written = (await each(writes)).flat();
    expect(written.map((answer) => answer.status)).toEqual(written.map(() => 200));

    // Every shopper's checkout, step by step, all shoppers at once; then half cancel their orders.
    const orders = await each(async (shopper) => {
      const address = (await call(shopper.browser, 'GET', '/api/customer/addresses')).json().data?.[0];
      if (!address) return undefined;
      const chosen = { address_id: address.id, billing: address, shipping: address };
      await post(shopper, '/api/checkout/onepage/addresses', chosen);
      await post(shopper, '/api/checkout/onepage/shipping-methods', { shipping_method: 'flatrate_flatrate' });
      await post(shopper, '/api/checkout/onepage/payment-methods', { payment: { method: 'cashondelivery' } });
      return (await post(shopper, '/api/checkout/onepage/orders')).json().data?.order?.id as number | undefined;
    });
    await each(async (shopper, n) => {
      if (n % 2 === 0) await post(shopper, `/customer/account/orders/cancel/${orders[n]}`);
    });

    expect(failures).toEqual([]);
    // Each write was kept, none lost to another.
    for (const shopper of shoppers) {
      const paths = ['/api/customer/addresses', '/api/customer/wishlist', '/api/customer/orders'];
      const [addresses, wishlist, placed] = await Promise.all(paths.map((path) => call(shopper.browser, 'GET', path)));
      expect(addresses.json().data).toHaveLength(2);
      expect(wishlist.json().data.map((e: { product: { id: number } }) => e.product.id)).toEqual([third]);
      expect(placed.json().data).toHaveLength(1);
    }
    expect(orders.every((id) => typeof id === 'number')).toBe(true);
  }, 120_000);
});
