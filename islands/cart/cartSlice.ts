import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Cart } from '../../shared/api/contract';
import { rootReducer } from '../../shared/store/store';

/** The cart page: loading, failed, or ready with a cart (null: the shopper has none yet). */
export interface CartState {
  status: 'loading' | 'failed' | 'ready';
  cart: Cart | null;
  /** An update or a removal is on its way: the buttons wait. */
  busy: boolean;
}

const NO_ITEMS: Cart['items'] = [];

const initialState: CartState = { status: 'loading', cart: null, busy: false };

const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    requested(state) {
      // A cart already on screen stays there while it is read again.
      if (state.status !== 'ready') state.status = 'loading';
    },
    loaded(state, action: PayloadAction<Cart | null>) {
      state.status = 'ready';
      state.cart = action.payload;
    },
    loadFailed(state) {
      if (state.status !== 'ready') state.status = 'failed';
    },
    changeStarted(state) {
      state.busy = true;
    },
    changeFailed(state) {
      state.busy = false;
    },
    quantitiesUpdated(state, action: PayloadAction<Cart | null>) {
      state.busy = false;
      state.cart = action.payload;
    },
    itemRemoved(state, action: PayloadAction<{ itemId: number; cart: Cart | null }>) {
      state.busy = false;
      state.cart = action.payload.cart;
    },
  },
  selectors: {
    selectCartStatus: (state) => state.status,
    selectCart: (state) => state.cart,
    selectCartBusy: (state) => state.busy,
    /** Empty means no cart or a cart without lines. */
    selectCartItems: (state) => state.cart?.items ?? NO_ITEMS,
  },
});

declare module '../../shared/store/store' {
  // Adds the cart slice to the page store's type when this island is on the page.
  interface LazyLoadedSlices extends WithSlice<typeof cartSlice> {}
}

const injected = cartSlice.injectInto(rootReducer);

/** The slice as the server fills it (shared/mount/preloads.ts): ready with the shopper's cart, so the page shows it. */
export const preloadCart = (cart: Cart | null): { cart: CartState } => ({
  cart: { status: 'ready', cart, busy: false },
});

export const { requested, loaded, loadFailed, changeStarted, changeFailed, quantitiesUpdated, itemRemoved } =
  cartSlice.actions;
export const { selectCartStatus, selectCart, selectCartBusy, selectCartItems } = injected.selectors;
