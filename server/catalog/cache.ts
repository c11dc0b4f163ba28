/**
 * A few seconds of memory for what every page asks (the category menu, the flash campaign,
 * brands, colours and sizes), per database, so the layout costs no query on most requests.
 * A change in the admin shows within CACHE_TTL_MS.
 */
export const CACHE_TTL_MS = 5000;

const stores = new WeakMap<object, Map<string, { until: number; value: Promise<unknown> }>>();

export function cached<T>(owner: object, key: string, load: () => Promise<T>, ttl = CACHE_TTL_MS): Promise<T> {
  let store = stores.get(owner);
  if (!store) stores.set(owner, (store = new Map()));
  const now = Date.now();
  const hit = store.get(key);
  if (hit && hit.until > now) return hit.value as Promise<T>;
  const value = load();
  store.set(key, { until: now + ttl, value });
  // A failed load is not remembered: the next request tries again.
  value.catch(() => store.get(key)?.value === value && store.delete(key));
  return value;
}

/** Forgets everything remembered for this owner (tests that change the catalogue mid-way). */
export function forget(owner: object): void {
  stores.delete(owner);
}
