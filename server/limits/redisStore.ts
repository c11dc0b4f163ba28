import type { Redis } from 'ioredis';
import { delayAfter, type LimitStore } from './store';

/**
 * Counters in Redis, under `prefix` (shops sharing a Redis, test runs): a window is a counter
 * that expires with the window; a lock is a hash of misses and the time it ends, kept while
 * misses still count.
 */
export function redisStore(redis: Redis, prefix: string): LimitStore {
  const windowKey = (key: string) => `${prefix}rate:${key}`;
  const lockKey = (key: string) => `${prefix}lock:${key}`;

  return {
    async count(key, { limit, windowMs }) {
      const k = windowKey(key);
      // INCR and the window's expiry in one transaction; NX keeps the first hit's expiry.
      const answers = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      const hits = Number(answers?.[0]?.[1]);
      const left = Number(answers?.[2]?.[1]);
      if (hits <= limit) return 0;
      return Math.max(1, Math.ceil((left > 0 ? left : windowMs) / 1000));
    },

    async lockedFor(key, now = new Date()) {
      const until = Number(await redis.hget(lockKey(key), 'blocked_until'));
      const left = until - now.getTime();
      return left > 0 ? Math.ceil(left / 1000) : 0;
    },

    async miss(key, backoff, now = new Date()) {
      const k = lockKey(key);
      // The misses expire together forgetAfterMs after the last one (a running lock extends that below).
      const answers = await redis.multi().hincrby(k, 'failures', 1).pexpire(k, backoff.forgetAfterMs).exec();
      const delay = delayAfter(Number(answers?.[0]?.[1]), backoff);
      if (delay) {
        await redis
          .multi()
          .hset(k, 'blocked_until', String(now.getTime() + delay))
          .pexpire(k, Math.max(backoff.forgetAfterMs, delay), 'GT')
          .exec();
      }
    },

    async forget(key) {
      await redis.del(lockKey(key));
    },
  };
}
