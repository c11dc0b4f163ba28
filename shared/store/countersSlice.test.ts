import {
  cartCounted,
  compareCounted,
  selectCartCount,
  selectCompareCount,
  selectWishlistCount,
  wishlistCounted,
} from './countersSlice';
import { makeStore } from './store';

describe('navbar counters', () => {
  it('start at zero on a fresh page', () => {
    const state = makeStore().getState();
    expect([selectCartCount(state), selectWishlistCount(state), selectCompareCount(state)]).toEqual([0, 0, 0]);
  });

  it('take each count the server gave, independently of the others', () => {
    const store = makeStore();
    store.dispatch(cartCounted(3));
    store.dispatch(wishlistCounted(2));
    store.dispatch(compareCounted(4));
    store.dispatch(cartCounted(1));
    const state = store.getState();
    expect([selectCartCount(state), selectWishlistCount(state), selectCompareCount(state)]).toEqual([1, 2, 4]);
  });

  it('start from the numbers a test preloads', () => {
    const state = makeStore({ counters: { cart: 5, wishlist: 0, compare: 1 } }).getState();
    expect(selectCartCount(state)).toBe(5);
    expect(selectCompareCount(state)).toBe(1);
  });
});
