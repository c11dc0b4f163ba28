import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { TEST_DIALECTS, testDatabase } from '../test/testShop';
import { dbStore } from './dbStore';
import { redisForTests } from '../test/redis';
import { redisStore } from './redisStore';
import type { Backoff, LimitStore } from './store';

const BACKOFF: Backoff = { free: 2, firstDelayMs: 1_000, maxDelayMs: 2_000, forgetAfterMs: 60_000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What every store must do alike; `store()` is read inside the tests, once the store is open. */
function storeContract(store: () => LimitStore) {
  it('lets `limit` actions through in a window, names the seconds left, then starts over', async () => {
    const limit = { limit: 2, windowMs: 1_000 };
    expect(await store().count('comment|a', limit)).toBe(0);
    expect(await store().count('comment|a', limit)).toBe(0);
    expect(await store().count('comment|a', limit)).toBe(1);
    expect(await store().count('comment|b', limit)).toBe(0);
    await sleep(1_100);
    expect(await store().count('comment|a', limit)).toBe(0);
  });

  it('counts simultaneous actions once each', async () => {
    const waits = await Promise.all(
      Array.from({ length: 6 }, () => store().count('comment|c', { limit: 3, windowMs: 60_000 })),
    );
    expect(waits.filter((w) => w === 0)).toHaveLength(3);
  });

  it('locks a key after its free misses, for a delay that doubles up to its cap, until forgotten', async () => {
    const now = new Date();
    const later = (ms: number) => new Date(now.getTime() + ms);
    await store().miss('signin|x', BACKOFF, now);
    expect(await store().lockedFor('signin|x', now)).toBe(0);
    await store().miss('signin|x', BACKOFF, now);
    expect(await store().lockedFor('signin|x', now)).toBe(1);
    expect(await store().lockedFor('signin|x', later(1_000))).toBe(0);
    await store().miss('signin|x', BACKOFF, now);
    await store().miss('signin|x', BACKOFF, now);
    expect(await store().lockedFor('signin|x', now)).toBe(2);
    expect(await store().lockedFor('signin|y', now)).toBe(0);
    await store().forget('signin|x');
    expect(await store().lockedFor('signin|x', now)).toBe(0);
  });
}

describe.each(TEST_DIALECTS)('counters in the %s database', (dialect) => {
  const database = testDatabase(dialect);
  storeContract(() => dbStore(database.db));
});

const redisUrl = redisForTests();
(redisUrl ? describe : describe.skip)('counters in Redis', () => {
  let redis: Redis;
  let store: LimitStore;
  // Every run writes under a prefix of its own, so runs never see each other's counts.
  const prefix = `haat-test:${randomBytes(6).toString('hex')}:`;
  beforeAll(() => {
    redis = new Redis(redisUrl!);
    store = redisStore(redis, prefix);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });
  storeContract(() => store);

  it('lets counts and locks expire in Redis itself', async () => {
    await store.count('expiry', { limit: 5, windowMs: 60_000 });
    await store.miss('expiry', BACKOFF);
    const ttls = await Promise.all([redis.pttl(`${prefix}rate:expiry`), redis.pttl(`${prefix}lock:expiry`)]);
    expect(ttls.every((ttl) => ttl > 0 && ttl <= 60_000)).toBe(true);
  });
});
