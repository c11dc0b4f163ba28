import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { CompareProduct } from '../../shared/api/contract';
import { rootReducer } from '../../shared/store/store';

/** The compare page: the products side by side and the removals under way. */
export interface CompareState {
  status: 'loading' | 'failed' | 'ready';
  products: CompareProduct[];
  /** Product ids whose removal is on its way: their buttons wait. */
  removing: number[];
}

const initialState: CompareState = { status: 'loading', products: [], removing: [] };

const compareSlice = createSlice({
  name: 'compare',
  initialState,
  reducers: {
    requested(state) {
      // Products already on screen stay there while the list is read again.
      if (state.status !== 'ready') state.status = 'loading';
    },
    loaded(state, action: PayloadAction<CompareProduct[]>) {
      state.status = 'ready';
      state.products = action.payload;
    },
    loadFailed(state) {
      if (state.status !== 'ready') state.status = 'failed';
    },
    removeStarted(state, action: PayloadAction<number>) {
      state.removing.push(action.payload);
    },
    productRemoved(state, action: PayloadAction<number>) {
      state.removing = state.removing.filter((id) => id !== action.payload);
      state.products = state.products.filter((product) => product.id !== action.payload);
    },
    removeFailed(state, action: PayloadAction<number>) {
      state.removing = state.removing.filter((id) => id !== action.payload);
    },
  },
  selectors: {
    selectCompareStatus: (state) => state.status,
    selectCompareProducts: (state) => state.products,
    selectCompareRemoving: (state) => state.removing,
  },
});

declare module '../../shared/store/store' {
  // Adds the compare slice to the page store's type when this island is on the page.
  interface LazyLoadedSlices extends WithSlice<typeof compareSlice> {}
}

const injected = compareSlice.injectInto(rootReducer);

export const { requested, loaded, loadFailed, removeStarted, productRemoved, removeFailed } = compareSlice.actions;
export const { selectCompareStatus, selectCompareProducts, selectCompareRemoving } = injected.selectors;
