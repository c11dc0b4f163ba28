import { combineSlices, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import countersSlice from './countersSlice';
import flashSlice, { FLASH_TYPES, flashAdded, type FlashType } from './flashSlice';
import { crossTabSync, openTabChannel, type TabChannel } from './crossTabSync';
import { flashExpiry } from './flashExpiry';
import { hasCarriedFlashes } from './carriedFlashKey';
import shopSlice from './shopSlice';

/**
 * Page islands add their slices here by declaration merging, then inject them:
 *   declare module '../../shared/store/store' { interface LazyLoadedSlices extends WithSlice<typeof cartSlice> {} }
 *   const injected = cartSlice.injectInto(rootReducer)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(countersSlice, flashSlice, shopSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  /** Cross-tab channel; null (the default in tests) keeps the store to this tab. */
  channel?: TabChannel | null;
}

/**
 * The root reducer, keeping the preloaded state of slices not injected yet: the server writes the
 * state of every island of the page, and an island's slice is injected only when its script runs,
 * after the page store is made (combineSlices alone would drop that state).
 */
function keepingPreloaded(reducer: typeof rootReducer): typeof rootReducer {
  return ((state: Record<string, unknown> | undefined, action: UnknownAction) => {
    const next = reducer(state as RootState | undefined, action) as unknown as Record<string, unknown>;
    if (!state) return next;
    const waiting = Object.keys(state).filter((key) => !(key in next));
    return waiting.length === 0 ? next : { ...next, ...Object.fromEntries(waiting.map((key) => [key, state[key]])) };
  }) as unknown as typeof rootReducer;
}

export function makeStore(preloadedState?: Partial<RootState>, { channel = null }: StoreOptions = {}) {
  return configureStore({
    reducer: keepingPreloaded(rootReducer),
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(crossTabSync(channel), flashExpiry()),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * Every thunk of the shop: it reads what it needs (shop settings, the island's slice) from
 * getState() and resolves when its calls are done.
 *   export function loadCart(): AppThunk { return async (dispatch, getState) => { ... } }
 */
export type AppThunk<R = void> = ThunkAction<Promise<R>, RootState, undefined, UnknownAction>;

/** A window 'add-flash' event ({detail: {text, type}}) adds a flash, for code outside React. */
export function listenForAddFlash(store: AppStore, target: Window): void {
  target.addEventListener('add-flash', (event) => {
    const detail = (event as CustomEvent<{ text?: unknown; type?: unknown }>).detail ?? {};
    if (typeof detail.text !== 'string' || detail.text === '') return;
    const type = FLASH_TYPES.includes(detail.type as FlashType) ? (detail.type as FlashType) : 'info';
    store.dispatch(flashAdded(detail.text, type));
  });
}

/** The id of the page's <script type="application/json"> holding the state the server rendered the islands with. */
export const PRELOADED_STATE_ID = 'haat-state';

/** The state the server wrote into the page, or undefined (a page without it, or a broken one, logged). */
export function readPreloadedState(doc: Document): Partial<RootState> | undefined {
  const text = doc.getElementById(PRELOADED_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state: unknown = JSON.parse(text);
    if (state !== null && typeof state === 'object' && !Array.isArray(state)) return state as Partial<RootState>;
    throw new Error('not an object');
  } catch (error) {
    console.error(
      `[haat] #${PRELOADED_STATE_ID} is not a JSON object (${(error as Error).message}); starting from the defaults`,
    );
    return undefined;
  }
}

let pageStore: AppStore | undefined;

/**
 * The one store of this page: every island of every entry shares it (it lives in a shared chunk).
 * It starts from the state the server rendered the islands with, so hydration paints the same;
 * the flashes the tab's previous page left for this one follow (addCarriedFlashes).
 */
export function getPageStore(): AppStore {
  if (!pageStore) {
    pageStore = makeStore(readPreloadedState(document), { channel: openTabChannel() });
    const store = pageStore;
    if (hasCarriedFlashes()) {
      void import('./carriedFlash').then(({ addCarriedFlashes }) => addCarriedFlashes(store, document));
    }
    listenForAddFlash(pageStore, window);
  }
  return pageStore;
}
