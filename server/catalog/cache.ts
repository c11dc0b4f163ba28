/**
 * A few seconds of memory for what every page asks (the category menu, the flash campaign,
 * brands, colours, sizes, a listing's filter choices, the enabled campaigns), per database and
 * per server process, so most requests cost no query for them. For one more CACHE_TTL_MS past its
 * time the remembered value is still answered while one fresh load runs, so no shopper waits for
 * it; an older one (no one asked for a while) is loaded afresh and waited for. So a change in the
 * admin shows on every server within twice CACHE_TTL_MS, however long a server sat idle.
 */
export const CACHE_TTL_MS = 5000;

interface Entry {
  until: number;
  value: Promise<unknown>;
  refreshing: boolean;
}
const stores = new WeakMap<object, Map<string, Entry>>();

export function cached<T>(
  owner: object,
  key: string,
  load: () => Promise<T>,
  ttl = CACHE_TTL_MS,
  now = Date.now(),
): Promise<T> {
  let store = stores.get(owner);
  if (!store) stores.set(owner, (store = new Map()));
  const hit = store.get(key);
  if (hit && hit.until > now) return hit.value as Promise<T>;
  if (hit && hit.until + ttl > now) {
    if (!hit.refreshing) {
      hit.refreshing = true;
      const fresh = load();
      // The fresh value replaces the old one once loaded; a failed load leaves the old one in place.
      fresh.then(
        () => store.set(key, { until: Date.now() + ttl, value: fresh, refreshing: false }),
        () => (hit.refreshing = false),
      );
    }
    return hit.value as Promise<T>;
  }
  const value = load();
  store.set(key, { until: now + ttl, value, refreshing: false });
  // A failed first load is not remembered: the next request tries again.
  value.catch(() => store.get(key)?.value === value && store.delete(key));
  return value;
}

/** Forgets what is remembered for this owner: one key, or everything (tests that change the catalogue mid-way). */
export function forget(owner: object, key?: string): void {
  if (key === undefined) stores.delete(owner);
  else stores.get(owner)?.delete(key);
}
