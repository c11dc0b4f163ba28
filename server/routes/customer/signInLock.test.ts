import { randomBytes } from 'node:crypto';
import { ACCOUNT_LOCK, ADDRESS_LOCK } from '../../customer/loginThrottle';
import { delayAfter } from '../../limits/store';
import { Browser } from '../../test/browser';
import { register } from '../../test/shoppers';
import { TEST_DIALECTS, testShop, type TestShop } from '../../test/testShop';
import { redisForTests } from '../../test/redis';
import { AUTH_MESSAGES } from './auth';

/** A sign-in from this connection address, with whatever X-Forwarded-For the client chose. */
const signIn = (shop: TestShop, remoteAddress: string, email: string, password: string, forwardedFor?: string) =>
  new Browser(shop.app).request({
    method: 'POST',
    url: '/customer/login',
    payload: { email, password },
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

function lockTests(shop: TestShop) {
  it(
    'locks the account after five misses from any addresses: the right password waits too, whatever X-Forwarded-For ' +
      'says',
    async () => {
      const { email, password } = await register(new Browser(shop.app), 'Locked');
      for (let i = 0; i < 5; i += 1) {
        expect(
          (await signIn(shop, `198.51.100.${i + 1}`, email, 'not-the-password', `203.0.113.${i + 1}`)).statusCode,
        ).toBe(422);
      }
      for (const [address, forwarded] of [
        ['198.51.100.1', '192.0.2.77'],
        ['198.51.100.99', undefined],
      ] as const) {
        const locked = await signIn(shop, address, email, password, forwarded);
        expect(locked.statusCode).toBe(429);
        expect(locked.json()).toEqual({ success: false, message: AUTH_MESSAGES.locked(30) });
        expect(locked.json().message).toBe('Too many failed sign-in attempts. Please try again in 30 seconds.');
        expect(locked.headers['retry-after']).toBe('30');
      }
    },
    30_000,
  );

  it('locks an address that tries one password on many accounts, and not another address', async () => {
    const browser = new Browser(shop.app);
    const { email, password } = await register(browser, 'Sprayed');
    for (let i = 0; i < ADDRESS_LOCK.free; i += 1) {
      expect(
        (await signIn(shop, '198.51.100.200', `nobody${i}@example.com`, 'Password1', `203.0.113.${i}`)).statusCode,
      ).toBe(422);
    }
    const sprayer = await signIn(shop, '198.51.100.200', email, password, '192.0.2.1');
    expect([sprayer.statusCode, sprayer.json().message]).toEqual([429, AUTH_MESSAGES.locked(60)]);
    expect((await signIn(shop, '198.51.100.201', email, password)).statusCode).toBe(200);
  }, 60_000);

  it("forgets an account's misses at the right password", async () => {
    const { email, password } = await register(new Browser(shop.app), 'Forgets');
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 4; i += 1)
        expect((await signIn(shop, '198.51.100.50', email, 'wrong-wrong')).statusCode).toBe(422);
      expect((await signIn(shop, '198.51.100.50', email, password)).statusCode).toBe(200);
    }
  }, 30_000);
}

describe.each(TEST_DIALECTS)('the sign-in lock on %s', (dialect) => {
  const shop = testShop(dialect);
  lockTests(shop);
});

const redisUrl = redisForTests();
(redisUrl ? describe : describe.skip)('the sign-in lock with its counters in Redis', () => {
  const shop = testShop('sqlite', {
    config: { redisUrl: redisUrl!, redisPrefix: `haat-test:${randomBytes(6).toString('hex')}:` },
  });
  lockTests(shop);
});

it('keeps the account lock short: doubling from 30 seconds, never past 5 minutes', () => {
  expect([4, 5, 6, 7, 20].map((misses) => delayAfter(misses, ACCOUNT_LOCK))).toEqual([
    0, 30_000, 60_000, 120_000, 300_000,
  ]);
  expect(delayAfter(1000, ADDRESS_LOCK)).toBe(15 * 60_000);
});
