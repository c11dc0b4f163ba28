import { RECENT_COOKIE, RECENT_KEPT } from './recentContract';

/** Guests keep their viewed product ids, newest first, in this browser's localStorage under this key. */
export const RECENT_STORAGE_KEY = 'recently_viewed';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The guest's viewed ids; a damaged entry reads as an empty list rather than breaking the page. */
export function readRecentIds(storage: Storage = window.localStorage): number[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENT_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed
          .map(Number)
          .filter((id) => Number.isInteger(id) && id > 0)
          .slice(0, RECENT_KEPT)
      : [];
  } catch {
    return [];
  }
}

/** Keeps `ids` in localStorage, and a copy in the cookie the sign-in merges (an empty list removes it). */
export function writeRecentIds(ids: number[], storage: Storage = window.localStorage): void {
  if (ids.length) storage.setItem(RECENT_STORAGE_KEY, JSON.stringify(ids));
  else storage.removeItem(RECENT_STORAGE_KEY);
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  const maxAge = ids.length ? YEAR_SECONDS : 0;
  document.cookie = `${RECENT_COOKIE}=${ids.join('.')}; path=/; max-age=${maxAge}; samesite=lax${secure}`;
}

/** A guest's view: the product moves to the front, the newest RECENT_KEPT stay. */
export function rememberView(id: number, storage: Storage = window.localStorage): void {
  writeRecentIds([id, ...readRecentIds(storage).filter((other) => other !== id)].slice(0, RECENT_KEPT), storage);
}
