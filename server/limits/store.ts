import type { Limit } from './rateLimit';

/**
 * A lock that grows with repeated misses: the first `free` misses cost nothing, each further one
 * locks the key for a delay that doubles from `firstDelayMs` up to `maxDelayMs`. Misses stop
 * counting once `forgetAfterMs` has passed since the last one and no lock runs.
 */
export interface Backoff {
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

export function delayAfter(failures: number, { free, firstDelayMs, maxDelayMs }: Backoff): number {
  if (failures < free) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(30, failures - free));
}

/**
 * Where the shop keeps its counters: the database (every process on one database shares them) or
 * Redis (REDIS_URL). Routes and the sign-in lock see only this, so both stores behave alike.
 */
export interface LimitStore {
  /**
   * Counts one more action under `key` in a fixed window: 0 when it may go ahead, else the seconds until the window
   * closes.
   */
  count(key: string, limit: Limit, now?: Date): Promise<number>;
  /** Seconds `key` is still locked, 0 when free. */
  lockedFor(key: string, now?: Date): Promise<number>;
  /** One more miss under `key`, locking it as `backoff` says. */
  miss(key: string, backoff: Backoff, now?: Date): Promise<void>;
  /** Forgets the misses and lock of `key`. */
  forget(key: string): Promise<void>;
}
