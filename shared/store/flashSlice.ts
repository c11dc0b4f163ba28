import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A flash message disappears this long after it was made. */
export const FLASH_TIMEOUT_MS = 5000;

export type FlashType = 'info' | 'success' | 'warning' | 'error';
export const FLASH_TYPES: readonly FlashType[] = ['info', 'success', 'warning', 'error'];

export interface FlashMessage {
  /** Creation time in ms, with a random fraction so flashes of two tabs in one ms stay apart. */
  id: number;
  text: string;
  type: FlashType;
}

let lastId = 0;
/** A creation-time id, strictly increasing in a tab; the fraction keeps other tabs' ids apart. */
export function nextFlashId(now = Date.now() + Math.random()): number {
  lastId = Math.max(now, lastId + 1);
  return lastId;
}

const flashSlice = createSlice({
  name: 'flash',
  initialState: [] as FlashMessage[],
  reducers: {
    // Shown in every tab: travels over the BroadcastChannel.
    added: {
      reducer(state, action: PayloadAction<FlashMessage>) {
        if (!state.some((m) => m.id === action.payload.id)) state.push(action.payload);
      },
      prepare(text: string, type: FlashType = 'info', id: number = nextFlashId()) {
        return { payload: { id, text, type } };
      },
    },
    // Left by this tab's previous page (carriedFlash.ts): the other tabs showed it when it was made.
    carried(state, action: PayloadAction<FlashMessage>) {
      if (!state.some((m) => m.id === action.payload.id)) state.push(action.payload);
    },
    // The shopper clicked ×: closed in every tab.
    dismissed(state, action: PayloadAction<number>) {
      return state.filter((m) => m.id !== action.payload);
    },
    // Its 5 s are over: each tab expires its own copy, so this one stays local.
    expired(state, action: PayloadAction<number>) {
      return state.filter((m) => m.id !== action.payload);
    },
  },
  selectors: {
    selectFlashMessages: (state) => state,
  },
});

export const {
  added: flashAdded,
  carried: flashCarried,
  dismissed: flashDismissed,
  expired: flashExpired,
} = flashSlice.actions;
export const { selectFlashMessages } = flashSlice.selectors;
export default flashSlice;
