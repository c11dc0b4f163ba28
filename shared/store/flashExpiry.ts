import type { Middleware } from '@reduxjs/toolkit';
import { whenFlashAreaLive } from './flashArea';
import { FLASH_TIMEOUT_MS, flashAdded, flashCarried, flashExpired, type FlashMessage } from './flashSlice';

/**
 * Removes each flash 5 s after its creation time (its id), whichever tab created it, those the
 * page store started with included (left by a call or by the previous page), which wait for the
 * flash area's hydration when it comes later. A plain middleware,
 * like crossTabSync: RTK's listener middleware would do the same with more code on every page.
 */
export function flashExpiry(): Middleware {
  return (api) => {
    const expireLater = (id: number, painted = false) => {
      const left = Math.max(0, id + FLASH_TIMEOUT_MS - Date.now());
      const expire = () => api.dispatch(flashExpired(id));
      // One the server painted stays until the flash area has hydrated, late as that may be on a slow phone.
      setTimeout(() => (painted ? whenFlashAreaLive(globalThis.document, expire) : expire()), left);
    };
    (api.getState() as { flash?: FlashMessage[] }).flash?.forEach((message) => expireLater(message.id, true));
    return (next) => (action) => {
      const result = next(action);
      if (flashAdded.match(action) || flashCarried.match(action)) expireLater(action.payload.id);
      return result;
    };
  };
}
