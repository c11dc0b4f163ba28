import { COMMENT_LIMIT, tooManyComments } from '../routes/blog/index';
import { AUTH_MESSAGES, REGISTRATION_LIMIT } from '../routes/customer/auth';
import { stockBlog } from '../test/blog';
import { Browser } from '../test/browser';
import { SHOPPER } from '../test/shoppers';
import { TEST_DIALECTS, testShop } from '../test/testShop';

/** A call from this connection address, claiming to be someone else in X-Forwarded-For. */
const from = (browser: Browser, url: string, payload: object, remoteAddress: string, n: number) =>
  browser.request({
    method: 'POST',
    url,
    payload,
    remoteAddress,
    headers: { 'x-forwarded-for': `203.0.113.${n % 250}` },
  });

describe.each(TEST_DIALECTS)('limits per address on %s', (dialect) => {
  const shop = testShop(dialect, { stock: stockBlog });

  it('counts registration attempts per address, whatever X-Forwarded-For says, and names the wait', async () => {
    const browser = new Browser(shop.app);
    const started = Date.now();
    // Attempts count whether the form is valid or not (an empty form costs no password hash here).
    for (let n = 0; n < REGISTRATION_LIMIT.limit; n += 1)
      expect((await from(browser, '/customer/register', {}, '198.51.100.7', n)).statusCode).toBe(422);
    const refused = await from(browser, '/customer/register', SHOPPER, '198.51.100.7', 999);
    expect(refused.statusCode).toBe(429);
    // The window of an hour opened at the first attempt: the wait is what is left of it.
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(wait).toBeGreaterThanOrEqual(3600 - Math.ceil((Date.now() - started) / 1000));
    expect(refused.json()).toEqual({ success: false, message: AUTH_MESSAGES.tooManyRegistrations(wait) });
    expect(refused.json().message).toBe(
      'You have tried to create several accounts in a short time. Please wait 60 minutes before trying again.',
    );
    expect(await shop.database.db.selectFrom('customers').select('id').execute()).toEqual([]);
    // Another address is not held up.
    expect((await from(browser, '/customer/register', SHOPPER, '198.51.100.8', 0)).statusCode).toBe(200);
  }, 30_000);

  it('counts comments per address, whatever X-Forwarded-For says', async () => {
    const browser = new Browser(shop.app);
    const comment = { name: 'Karim', email: 'karim@example.com', comment: 'Thanks!', blog_id: shop.stock.phone };
    for (let n = 0; n < COMMENT_LIMIT.limit; n += 1)
      expect((await from(browser, '/submit-comment', comment, '198.51.100.9', n)).statusCode).toBe(200);
    const refused = await from(browser, '/submit-comment', comment, '198.51.100.9', 99);
    expect([refused.statusCode, refused.json()]).toEqual([429, { message: tooManyComments('60 seconds') }]);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  const shop = testShop('sqlite', { stock: stockBlog, config: { trustProxy: 1 } });

  it('counts per client address as the proxy names it in X-Forwarded-For', async () => {
    const browser = new Browser(shop.app);
    const comment = { name: 'Karim', email: 'karim@example.com', comment: 'Thanks!', blog_id: shop.stock.phone };
    const post = (client: string) =>
      browser.request({
        method: 'POST',
        url: '/submit-comment',
        payload: comment,
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': client },
      });
    for (let n = 0; n < COMMENT_LIMIT.limit; n += 1) expect((await post('192.0.2.10')).statusCode).toBe(200);
    expect((await post('192.0.2.10')).statusCode).toBe(429);
    expect((await post('192.0.2.11')).statusCode).toBe(200);
  });
});
