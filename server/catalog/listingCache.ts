import { CACHE_TTL_MS } from './cache';

/**
 * Listing answers (what a listing call sends: its JSON text and encodings) remembered for a few seconds per database,
 * keyed by the normalised query, so a busy listing costs one query run per few seconds instead
 * of one per shopper. Shoppers asking the same page at once share one load. A failed load (a
 * refused filter, an unknown category) is not remembered. At most MAX_LISTING_ANSWERS are kept:
 * price ranges are free numbers, so the keys are unbounded.
 */
export const MAX_LISTING_ANSWERS = 1000;

interface Entry {
  until: number;
  answer: Promise<unknown>;
}
const stores = new WeakMap<object, Map<string, Entry>>();

/**
 * HAAT_LISTING_CACHE=off answers every listing from the database (the listing routes then ask no
 * cache): for measuring the listing queries themselves (npm run bench:listing-ratio) or watching
 * catalogue changes show at once.
 */
export const listingCacheOff = (): boolean => process.env.HAAT_LISTING_CACHE === 'off';

/**
 * The remembered answer of `key`, or `load`'s. When an answer has expired, `load` is given it
 * (settled, or undefined when it failed), so an unchanged listing can keep what was made from it.
 */
export function cachedListing<T>(
  owner: object,
  key: string,
  load: (expired?: Promise<T | undefined>) => Promise<T>,
  now = Date.now(),
): Promise<T> {
  let store = stores.get(owner);
  if (!store) stores.set(owner, (store = new Map()));
  const hit = store.get(key);
  if (hit && hit.until > now) return hit.answer as Promise<T>;
  if (hit) store.delete(key);
  if (store.size >= MAX_LISTING_ANSWERS) store.delete(store.keys().next().value!); // the oldest
  const answer = load(hit && (hit.answer as Promise<T>).catch(() => undefined));
  store.set(key, { until: now + CACHE_TTL_MS, answer });
  answer.catch(() => store.get(key)?.answer === answer && store.delete(key));
  return answer;
}

/** Forgets the remembered listings of this database (tests that change the catalogue mid-way). */
export function forgetListings(owner: object): void {
  stores.delete(owner);
}
