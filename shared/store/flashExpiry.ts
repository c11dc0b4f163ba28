import type { Middleware } from '@reduxjs/toolkit';
import { FLASH_TIMEOUT_MS, flashAdded, flashCarried, flashExpired, type FlashMessage } from './flashSlice';

/**
 * Removes each flash 5 s after its creation time (its id), whichever tab created it, those the
 * page store started with included (left by a call or by the previous page). A plain middleware,
 * like crossTabSync: RTK's listener middleware would do the same with more code on every page.
 */
export function flashExpiry(): Middleware {
  return (api) => {
    const expireLater = (id: number) => {
      const left = Math.max(0, id + FLASH_TIMEOUT_MS - Date.now());
      setTimeout(() => api.dispatch(flashExpired(id)), left);
    };
    (api.getState() as { flash?: FlashMessage[] }).flash?.forEach((message) => expireLater(message.id));
    return (next) => (action) => {
      const result = next(action);
      if (flashAdded.match(action) || flashCarried.match(action)) expireLater(action.payload.id);
      return result;
    };
  };
}
