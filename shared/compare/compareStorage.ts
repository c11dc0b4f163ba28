import { COMPARE_COOKIE, compareCookieIds } from './compareCookie';

/** Guests keep their compare ids in this browser's localStorage under compare_items. */
export const COMPARE_STORAGE_KEY = 'compare_items';

function storedIds(storage: Storage): number[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(COMPARE_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.map(Number).filter((id) => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

/** The ids the compare form left in its cookie (compareCookie.ts), taken out: they are read once. */
function takeFormIds(): number[] {
  const found = document.cookie.match(new RegExp(`(?:^|; )${COMPARE_COOKIE}=([^;]*)`));
  if (!found) return [];
  document.cookie = `${COMPARE_COOKIE}=; path=/; max-age=0; samesite=lax`;
  return compareCookieIds(found[1]);
}

/**
 * The guest's compare ids, with those added by the form without script moved in after them; a
 * damaged entry reads as an empty list rather than breaking the page.
 */
export function readCompareIds(storage: Storage = window.localStorage): number[] {
  const ids = storedIds(storage);
  const fromForm = takeFormIds().filter((id) => !ids.includes(id));
  if (fromForm.length === 0) return ids;
  writeCompareIds([...ids, ...fromForm], storage);
  return [...ids, ...fromForm];
}

export function writeCompareIds(ids: number[], storage: Storage = window.localStorage): void {
  storage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(ids));
}
