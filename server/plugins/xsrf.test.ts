import { seedCustomers, DEMO_CUSTOMER } from '../seed/customers';
import { Browser } from '../test/browser';
import { signedInShopper } from '../test/shoppers';
import { TEST_DIALECTS, testShop, type TestShop } from '../test/testShop';
import { SESSION_COOKIE } from './session';
import { XSRF_COOKIE, XSRF_MESSAGE } from './xsrf';

/** A call carrying one browser's session cookie and another's XSRF cookie and header. */
function forged(shop: TestShop, victim: Browser, attacker: Browser, url: string, payload: object = {}) {
  const token = attacker.cookies.get(XSRF_COOKIE)!;
  return shop.app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      cookie: `${SESSION_COOKIE}=${victim.cookies.get(SESSION_COOKIE)}; ${XSRF_COOKIE}=${token}`,
      'x-xsrf-token': decodeURIComponent(token),
    },
  });
}

describe.each(TEST_DIALECTS)('XSRF tokens bound to the session on %s', (dialect) => {
  const shop = testShop(dialect, { stock: seedCustomers });

  it("refuses a guest's valid token pair beside a customer's session cookie, and changes nothing", async () => {
    const victim = await signedInShopper(shop, 'Victim');
    const guest = new Browser(shop.app);
    await guest.get('/api/checkout/cart');
    const res = await forged(shop, victim.browser, guest, '/customer/logout');
    expect([res.statusCode, res.json()]).toEqual([403, { message: XSRF_MESSAGE }]);
    expect((await victim.browser.get('/api/customer/wishlist')).statusCode).toBe(200);
  }, 30_000);

  it('sends no token with an answer any cache may keep, and one with a page', async () => {
    const robots = await shop.app.inject({ method: 'GET', url: '/robots.txt' });
    expect([robots.statusCode, robots.headers['cache-control']]).toEqual([200, expect.stringContaining('public')]);
    expect(robots.headers['set-cookie']).toBeUndefined();
    const page = await shop.app.inject({ method: 'GET', url: '/customer/login', headers: { accept: 'text/html' } });
    expect(String(page.headers['set-cookie'])).toContain(`${XSRF_COOKIE}=`);
  });

  it("refuses another customer's valid token pair", async () => {
    const victim = await signedInShopper(shop, 'Victim');
    const attacker = await signedInShopper(shop, 'Attacker');
    const res = await forged(shop, victim.browser, attacker.browser, '/customer/logout');
    expect(res.statusCode).toBe(403);
    expect((await victim.browser.get('/api/customer/wishlist')).statusCode).toBe(200);
  }, 30_000);

  it(
    'hands a new token with the new session at sign-in: ' + "the page's next call goes through, the old token does not",
    async () => {
      const browser = new Browser(shop.app);
      await browser.get('/customer/login', { accept: 'text/html' });
      const before = browser.cookies.get(XSRF_COOKIE);
      const signIn = await browser.post('/customer/login', {
        email: DEMO_CUSTOMER.email,
        password: DEMO_CUSTOMER.password,
      });
      expect(signIn.statusCode).toBe(200);
      expect(browser.cookies.get(XSRF_COOKIE)).not.toBe(before);
      const stale = await shop.app.inject({
        method: 'POST',
        url: '/customer/logout',
        payload: {},
        headers: {
          cookie: `${SESSION_COOKIE}=${browser.cookies.get(SESSION_COOKIE)}; ${XSRF_COOKIE}=${before}`,
          'x-xsrf-token': decodeURIComponent(before!),
        },
      });
      expect(stale.statusCode).toBe(403);
      const next = await browser.post('/customer/logout', {});
      expect([next.statusCode, next.json().success]).toEqual([200, true]);
      // Signed out, a new session: the page can still call.
      expect(
        (await browser.post('/customer/login', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }))
          .statusCode,
      ).toBe(200);
    },
    30_000,
  );

  it("hands a new token with a guest's first session, so the next call goes through", async () => {
    const browser = new Browser(shop.app);
    await browser.get('/api/checkout/cart');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    await browser.get(`/customer/login?returnTo=${encodeURIComponent('/checkout/cart')}`, { accept: 'text/html' });
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(true);
    expect(
      (await browser.post('/customer/login', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })).json()
        .redirect,
    ).toBe('/checkout/cart');
  }, 30_000);
});
