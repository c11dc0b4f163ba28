import { navigate } from '../ui/navigate';
import { CARRIED_FLASHES_KEY, storage } from './carriedFlashKey';
import { selectFlashMessages } from './flashSlice';
import type { AppThunk } from './store';

/**
 * Goes to another page with the flashes now shown, so a message said just before the browser
 * moves on ('Address Saved Successfully', a refused shipping method) is read on the page the
 * shopper lands on (carriedFlash shows them there). Without session storage the browser goes all
 * the same. A module of its own: only the islands that leave a page with a flash carry it, while
 * every page's store runs carriedFlash.
 */
export function leaveWithFlashes(url: string): AppThunk {
  return async (_dispatch, getState) => {
    const messages = selectFlashMessages(getState()).map(({ text, type }) => ({ text, type }));
    try {
      if (messages.length) storage()?.setItem(CARRIED_FLASHES_KEY, JSON.stringify(messages));
    } catch (error) {
      console.error('[haat] could not keep the flashes for the next page', error);
    }
    navigate(url);
  };
}
