import { createListenerMiddleware } from '@reduxjs/toolkit';
import { FLASH_TIMEOUT_MS, flashAdded, flashExpired } from './flashSlice';

/** Removes each flash 5 s after its creation time (its id), whichever tab created it. */
export function flashExpiry() {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: flashAdded,
    effect: (action, api) => {
      const { id } = action.payload;
      const left = Math.max(0, id + FLASH_TIMEOUT_MS - Date.now());
      setTimeout(() => api.dispatch(flashExpired(id)), left);
    },
  });
  return listener.middleware;
}
