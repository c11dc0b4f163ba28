import { FLASH_TYPES, flashCarried, nextFlashId, type FlashMessage, type FlashType } from './flashSlice';
import { CARRIED_FLASHES_KEY, storage } from './carriedFlashKey';
import type { AppStore } from './store';
import { whenFlashAreaLive } from './flashArea';

type Carried = Pick<FlashMessage, 'text' | 'type'>;

/** The flashes the previous page of this tab left, taken once. */
function takeCarriedFlashes(): Carried[] {
  const store = storage();
  const text = store?.getItem(CARRIED_FLASHES_KEY);
  if (!store || !text) return [];
  store.removeItem(CARRIED_FLASHES_KEY);
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
  whenFlashAreaLive(doc, show);
}
