import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The navbar's numbers: cart products (items_count), wishlist and compare entries. */
export interface Counts {
  cart: number;
  wishlist: number;
  compare: number;
}

export interface CountersState extends Counts {
  /** True when the server counted them into the page (the navbar then reads only what the browser keeps). */
  fromServer?: boolean;
}

const initialState: CountersState = { cart: 0, wishlist: 0, compare: 0 };

const countersSlice = createSlice({
  name: 'counters',
  initialState,
  reducers: {
    cartCounted(state, action: PayloadAction<number>) {
      state.cart = action.payload;
    },
    wishlistCounted(state, action: PayloadAction<number>) {
      state.wishlist = action.payload;
    },
    compareCounted(state, action: PayloadAction<number>) {
      state.compare = action.payload;
    },
  },
  selectors: {
    selectCartCount: (state) => state.cart,
    selectWishlistCount: (state) => state.wishlist,
    selectCompareCount: (state) => state.compare,
    selectCountedByServer: (state) => state.fromServer === true,
  },
});

/** The counters as the server counted them into the page: the navbar then reads only what the browser keeps. */
export const preloadCounters = (counts: Counts): { counters: CountersState } => ({
  counters: { ...counts, fromServer: true },
});

export const { cartCounted, wishlistCounted, compareCounted } = countersSlice.actions;
export const { selectCartCount, selectWishlistCount, selectCompareCount, selectCountedByServer } =
  countersSlice.selectors;
export default countersSlice;
