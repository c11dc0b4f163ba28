import { navigate } from '../ui/navigate';
import { FLASH_TYPES, nextFlashId, selectFlashMessages, type FlashMessage, type FlashType } from './flashSlice';
import type { AppThunk } from './store';

/**
 * Flashes a page leaves for the next page of the same tab: sessionStorage is this tab's alone
 * (another tab saw the flash over the BroadcastChannel already) and outlives the navigation.
 */
const STORAGE_KEY = 'haat-next-page-flash';

/** The tab's session storage, or null where the browser refuses it (private modes, a full quota). */
function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Goes to another page with the flashes now shown, so a message said just before the browser
 * moves on ('Address Saved Successfully', a refused shipping method) is read on the page the
 * shopper lands on. Without session storage the browser goes all the same.
 */
export function leaveWithFlashes(url: string): AppThunk {
  return async (_dispatch, getState) => {
    const messages = selectFlashMessages(getState()).map(({ text, type }) => ({ text, type }));
    try {
      if (messages.length) storage()?.setItem(STORAGE_KEY, JSON.stringify(messages));
    } catch (error) {
      console.error('[haat] could not keep the flashes for the next page', error);
    }
    navigate(url);
  };
}

/** The flashes the previous page of this tab left, taken once: each shows its full 5 s from now. */
export function takeCarriedFlashes(): FlashMessage[] {
  const store = storage();
  const text = store?.getItem(STORAGE_KEY);
  if (!store || !text) return [];
  store.removeItem(STORAGE_KEY);
  try {
    const list: unknown = JSON.parse(text);
    if (!Array.isArray(list)) return [];
    return list
      .filter((m): m is { text: string; type: FlashType } => typeof m?.text === 'string' && m.text !== '' && FLASH_TYPES.includes(m.type))
      .map(({ text: message, type }) => ({ id: nextFlashId(), text: message, type }));
  } catch {
    return [];
  }
}
