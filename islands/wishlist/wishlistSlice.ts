import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { WishlistEntry } from '../../shared/api/contract';
import { rootReducer } from '../../shared/store/store';

/** The wishlist page: its entries (first the page's own, then the server's answers) and the removals under way. */
export interface WishlistState {
  status: 'loading' | 'failed' | 'ready';
  entries: WishlistEntry[];
  /** Entry ids whose removal is on its way: their buttons wait. */
  removing: number[];
}

const initialState: WishlistState = { status: 'loading', entries: [], removing: [] };

const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState,
  reducers: {
    /** The entries the server wrote into the page. */
    pagePainted(state, action: PayloadAction<WishlistEntry[]>) {
      state.status = 'ready';
      state.entries = action.payload;
    },
    requested(state) {
      // Entries already on screen stay there while the server is asked again.
      if (state.status !== 'ready') state.status = 'loading';
    },
    loaded(state, action: PayloadAction<WishlistEntry[]>) {
      state.status = 'ready';
      state.entries = action.payload;
    },
    loadFailed(state) {
      if (state.status !== 'ready') state.status = 'failed';
    },
    removeStarted(state, action: PayloadAction<number>) {
      state.removing.push(action.payload);
    },
    entryRemoved(state, action: PayloadAction<number>) {
      state.removing = state.removing.filter((id) => id !== action.payload);
      state.entries = state.entries.filter((entry) => entry.id !== action.payload);
    },
    removeFailed(state, action: PayloadAction<number>) {
      state.removing = state.removing.filter((id) => id !== action.payload);
    },
  },
  selectors: {
    selectWishlistStatus: (state) => state.status,
    selectWishlistEntries: (state) => state.entries,
    selectWishlistRemoving: (state) => state.removing,
  },
});

declare module '../../shared/store/store' {
  // Adds the wishlist slice to the page store's type when this island is on the page.
  interface LazyLoadedSlices extends WithSlice<typeof wishlistSlice> {}
}

const injected = wishlistSlice.injectInto(rootReducer);

export const { pagePainted, requested, loaded, loadFailed, removeStarted, entryRemoved, removeFailed } = wishlistSlice.actions;
export const { selectWishlistStatus, selectWishlistEntries, selectWishlistRemoving } = injected.selectors;
