/**
 * Flashes a page leaves for the next page of the same tab: sessionStorage is this tab's alone
 * (another tab saw the flash over the BroadcastChannel already) and outlives the navigation.
 */
export const CARRIED_FLASHES_KEY = 'haat-next-page-flash';

/** The tab's session storage, or null where the browser refuses it (private modes, a full quota). */
export function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Whether the tab's previous page left flashes: the code that shows them (carriedFlash) loads only
 * then, so a page's first script carries none of it.
 */
export function hasCarriedFlashes(): boolean {
  try {
    return Boolean(storage()?.getItem(CARRIED_FLASHES_KEY));
  } catch {
    return false;
  }
}
