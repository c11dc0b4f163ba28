import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { cartCounted, compareCounted, wishlistCounted } from './countersSlice';
import { flashAdded, flashDismissed } from './flashSlice';

/** The part of BroadcastChannel the store needs; jest hands in a pair of fakes. */
export interface TabChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export const TAB_CHANNEL_NAME = 'haat';

/** Events (never state snapshots) that every open tab of the shop should see. */
export const SYNCED_ACTION_TYPES: ReadonlySet<string> = new Set([
  cartCounted.type,
  wishlistCounted.type,
  compareCounted.type,
  flashAdded.type,
  flashDismissed.type,
]);

export function isRemote(action: unknown): boolean {
  return (action as { meta?: { remote?: boolean } }).meta?.remote === true;
}

/** The tab's channel, or null where the browser has no BroadcastChannel (one tab still works). */
export function openTabChannel(): TabChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(TAB_CHANNEL_NAME) : null;
}

/**
 * Posts allowlisted local actions to the other tabs and dispatches theirs here with
 * meta.remote = true; a remote action is never posted again, so there are no echo loops.
 */
export function crossTabSync(channel: TabChannel | null): Middleware {
  return (api) => {
    channel?.addEventListener('message', (event) => {
      const data = event.data as { type?: unknown; payload?: unknown } | null;
      if (!data || typeof data.type !== 'string' || !SYNCED_ACTION_TYPES.has(data.type)) return;
      api.dispatch({ type: data.type, payload: data.payload, meta: { remote: true } });
    });
    return (next) => (action) => {
      const result = next(action);
      const { type, payload } = action as UnknownAction & { payload?: unknown };
      if (channel && SYNCED_ACTION_TYPES.has(type) && !isRemote(action)) {
        channel.postMessage({ type, payload });
      }
      return result;
    };
  };
}
