import type { Middleware } from '@reduxjs/toolkit';
import { FLASH_TIMEOUT_MS, flashAdded, flashExpired } from './flashSlice';

/**
 * Removes each flash 5 s after its creation time (its id), whichever tab created it. A plain
 * middleware, like crossTabSync: RTK's listener middleware would do the same with more code on
 * every page.
 */
export function flashExpiry(): Middleware {
  return (api) => (next) => (action) => {
    const result = next(action);
    if (flashAdded.match(action)) {
      const { id } = action.payload;
      const left = Math.max(0, id + FLASH_TIMEOUT_MS - Date.now());
      setTimeout(() => api.dispatch(flashExpired(id)), left);
    }
    return result;
  };
}
