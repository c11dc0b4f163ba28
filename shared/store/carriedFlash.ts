import { navigate } from '../ui/navigate';
import {
  FLASH_TYPES,
  flashCarried,
  nextFlashId,
  selectFlashMessages,
  type FlashMessage,
  type FlashType,
} from './flashSlice';
import type { AppStore, AppThunk } from './store';

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

type Carried = Pick<FlashMessage, 'text' | 'type'>;

/** The flashes the previous page of this tab left, taken once. */
function takeCarriedFlashes(): Carried[] {
  const store = storage();
  const text = store?.getItem(STORAGE_KEY);
  if (!store || !text) return [];
  store.removeItem(STORAGE_KEY);
  try {
    const list: unknown = JSON.parse(text);
    if (!Array.isArray(list)) return [];
    return list
      .filter(
        (m): m is Carried => typeof m?.text === 'string' && m.text !== '' && FLASH_TYPES.includes(m.type as FlashType),
      )
      .map(({ text: message, type }) => ({ text: message, type }));
  } catch {
    return [];
  }
}

/**
 * Shows the flashes the tab's previous page left (leaveWithFlashes) once the page's flash area
 * is live: the server's markup of it has none of them, and a flash there before its hydration
 * would not match that markup. A page without the server's flash area shows them at once.
 */
export function addCarriedFlashes(store: AppStore, doc: Document): void {
  const carried = takeCarriedFlashes();
  if (carried.length === 0) return;
  // Each shows its full 5 s from when it appears.
  const show = () => carried.forEach((message) => store.dispatch(flashCarried({ id: nextFlashId(), ...message })));
  const area = doc.querySelector<HTMLElement>('[data-island="flash-messages"]');
  const live = () => !area || area.dataset.mounted === 'true' || area.childElementCount === 0;
  if (live()) return show();
  const watch = new MutationObserver(() => {
    if (!live()) return;
    watch.disconnect();
    show();
  });
  watch.observe(area!, { attributes: true, attributeFilter: ['data-mounted'] });
}
