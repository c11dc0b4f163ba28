import { AUTH_MESSAGES } from '../routes/customer/auth';
import { tooManyComments } from '../routes/blog';
import { waitText } from '../limits/rateLimit';
import { HttpBrowser, type HttpAnswer } from '../test/httpBrowser';
import { GULSHAN_HOME } from '../test/shoppers';
import { startBuiltShop, type BuiltShop } from '../test/builtShop';
import { freshShopDatabase, type ShopDatabase } from '../test/shopServer';
import { TEST_DIALECTS } from '../test/testShop';

const PASSWORD = 'two-servers-1';
let serial = 0;

/** Registers a customer through `origin`; the email to sign in with. */
async function register(browser: HttpBrowser, origin: string): Promise<string> {
  serial += 1;
  const email = `shopper${serial}-${Date.now()}@example.com`;
  const phone = `016${String(Date.now() % 1e6).padStart(6, '0')}${String(serial).padStart(2, '0')}`;
  const answer = await browser.post(origin, '/customer/register', {
    first_name: 'Nadia',
    last_name: 'Islam',
    email,
    phone,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    is_subscribed: false,
  });
  expect(answer.status).toBe(200);
  return email;
}

/** The navbar's counters (cart lines, wishlist, compare list) as the islands read them from one server. */
async function counters(browser: HttpBrowser, origin: string) {
  const [cart, wishlist, compare] = await Promise.all([
    browser.get(origin, '/api/checkout/cart'),
    browser.get(origin, '/api/customer/wishlist'),
    browser.get(origin, '/api/compare-items'),
  ]);
  return {
    cart: cart.json().data?.items_count ?? 0,
    cartLines: (cart.json().data?.items ?? []).map((i: { product_id: number; quantity: number }) => [
      i.product_id,
      i.quantity,
    ]),
    wishlist: wishlist.json().data.map((e: { product: { id: number } }) => e.product.id),
    compare: compare.json().data.map((p: { id: number }) => p.id),
  };
}

const expectLocked = (answer: HttpAnswer) => {
  expect(answer.status).toBe(429);
  expect(answer.json().message).toBe(AUTH_MESSAGES.locked(Number(answer.headers.get('retry-after'))));
};

describe.each(TEST_DIALECTS)('two servers on one %s database', (dialect) => {
  let database: ShopDatabase;
  let a: BuiltShop;
  let b: BuiltShop;
  beforeAll(async () => {
    database = await freshShopDatabase(dialect);
    [a, b] = await Promise.all([startBuiltShop(database.env), startBuiltShop(database.env)]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await database?.drop();
  });

  it('signs a shopper in on both, with one cart, wishlist, compare list and order list', async () => {
    const browser = new HttpBrowser();
    const [first, second, third] = database.products;
    const email = await register(browser, a.url);
    expect((await browser.post(b.url, '/customer/login', { email, password: PASSWORD })).status).toBe(200);
    for (const server of [a, b]) expect((await browser.get(server.url, '/')).text).toContain('data-is-customer="true"');

    expect((await browser.post(a.url, '/api/checkout/cart', { product_id: first, quantity: 2 })).status).toBe(200);
    expect((await browser.post(b.url, '/api/checkout/cart', { product_id: second, quantity: 1 })).status).toBe(200);
    expect((await browser.post(b.url, '/api/customer/wishlist', { product_id: third })).status).toBe(200);
    expect((await browser.post(a.url, '/api/compare-items', { product_id: first })).status).toBe(200);
    const onA = await counters(browser, a.url);
    expect(onA).toEqual({
      cart: 2,
      cartLines: expect.arrayContaining([
        [first, 2],
        [second, 1],
      ]),
      wishlist: [third],
      compare: [first],
    });
    expect(await counters(browser, b.url)).toEqual(onA);

    // Checkout split across the servers: address on A, shipping on B, payment on A, the order placed on B.
    const address = (await browser.post(a.url, '/customer/account/addresses/create', GULSHAN_HOME)).json().data;
    await browser.post(b.url, '/api/checkout/onepage/addresses', {
      address_id: address.id,
      billing: address,
      shipping: address,
    });
    await browser.post(a.url, '/api/checkout/onepage/shipping-methods', { shipping_method: 'flatrate_flatrate' });
    await browser.post(a.url, '/api/checkout/onepage/payment-methods', { payment: { method: 'cashondelivery' } });
    const placed = await browser.post(b.url, '/api/checkout/onepage/orders', {});
    expect(placed.status).toBe(200);
    const orderId = placed.json().data.order.id;
    for (const server of [a, b]) {
      expect(
        (await browser.get(server.url, '/api/customer/orders')).json().data.map((o: { id: number }) => o.id),
      ).toEqual([orderId]);
      expect((await counters(browser, server.url)).cart).toBe(0);
    }

    // Signed out on one server is signed out on the other.
    expect((await browser.post(b.url, '/customer/logout')).status).toBe(200);
    expect((await browser.get(a.url, '/')).text).toContain('data-is-customer="false"');
  }, 30_000);

  it('counts sign-in misses on both servers together', async () => {
    // How many misses one server takes before it locks a name, measured on an account of its own.
    const alone = new HttpBrowser();
    const measured = await register(alone, a.url);
    let misses = 0;
    while ((await alone.post(a.url, '/customer/login', { email: measured, password: 'wrong-1' })).status === 422) {
      misses += 1;
      if (misses > 50) throw new Error('one server never locked the name');
    }

    // Alternating between the servers, the lock comes no later: neither server counts alone.
    const browser = new HttpBrowser();
    const email = await register(browser, b.url);
    let attempts = 0;
    let answer: HttpAnswer;
    do {
      answer = await browser.post(attempts % 2 === 0 ? a.url : b.url, '/customer/login', {
        email,
        password: 'wrong-2',
      });
      attempts += 1;
    } while (answer.status === 422 && attempts <= misses);
    expectLocked(answer);
    expectLocked(await browser.post(a.url, '/customer/login', { email, password: PASSWORD }));
    expectLocked(await browser.post(b.url, '/customer/login', { email, password: PASSWORD }));
  }, 60_000);

  it('shares the blog comment limit between the servers', async () => {
    const browser = new HttpBrowser();
    const blogs = (await browser.get(a.url, '/all/blogs')).json().data;
    const blogId = (blogs.first_blog ?? blogs.rest_blogs[0]).id;
    const comment = (n: number) => ({
      name: 'Nadia',
      email: 'nadia@example.com',
      comment: `Comment number ${n}`,
      blog_id: blogId,
    });
    const statuses: number[] = [];
    let refused: HttpAnswer | undefined;
    for (let n = 0; n < 6; n += 1) {
      const answer = await browser.post(n % 2 === 0 ? a.url : b.url, '/submit-comment', comment(n));
      statuses.push(answer.status);
      if (answer.status === 429) refused ??= answer;
    }
    // Three a minute from one address in all: a limit kept per server would let all six through.
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect(refused!.json().message).toBe(tooManyComments(waitText(Number(refused!.headers.get('retry-after')))));
  }, 30_000);
});
