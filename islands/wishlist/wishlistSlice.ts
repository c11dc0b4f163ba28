import type { WithSlice } from '@reduxjs/toolkit';
import type { WishlistEntry } from '../../shared/api/contract';
import {
  createRemovableListSlice,
  type RemovableList,
  type RemovableListState,
} from '../../shared/store/removableList';
import { rootReducer } from '../../shared/store/store';

/** The wishlist page: its entries (first the page's own, then the server's answers) and the removals under way. */
const wishlistSlice = createRemovableListSlice<WishlistEntry, 'wishlist'>('wishlist');

declare module '../../shared/store/store' {
  // Adds the wishlist slice to the page store's type when this island is on the page.
  interface LazyLoadedSlices extends WithSlice<typeof wishlistSlice> {}
}

/** The slice as the server fills it (shared/mount/preloads.ts): ready with the list, so the page shows it. */
export const preloadWishlist = (items: WishlistEntry[]): { wishlist: RemovableListState<WishlistEntry> } => ({
  wishlist: { status: 'ready', items, removing: [] },
});

const injected = wishlistSlice.injectInto(rootReducer);

export const { pagePainted } = wishlistSlice.actions;
export const {
  selectStatus: selectWishlistStatus,
  selectItems: selectWishlistEntries,
  selectRemoving: selectWishlistRemoving,
} = injected.selectors;
/** For the list thunks (loadList, removeFromList). */
export const wishlist: RemovableList = { actions: wishlistSlice.actions, selectRemoving: selectWishlistRemoving };
