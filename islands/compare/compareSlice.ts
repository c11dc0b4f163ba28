import type { WithSlice } from '@reduxjs/toolkit';
import type { CompareProduct } from '../../shared/api/contract';
import {
  createRemovableListSlice,
  type RemovableList,
  type RemovableListState,
} from '../../shared/store/removableList';
import { rootReducer } from '../../shared/store/store';

/** The compare page: the products side by side and the removals under way. */
const compareSlice = createRemovableListSlice<CompareProduct, 'compare'>('compare');

declare module '../../shared/store/store' {
  // Adds the compare slice to the page store's type when this island is on the page.
  interface LazyLoadedSlices extends WithSlice<typeof compareSlice> {}
}

/** The slice as the server fills it (shared/mount/preloads.ts): ready with the list, so the page shows it. */
export const preloadCompare = (items: CompareProduct[]): { compare: RemovableListState<CompareProduct> } => ({
  compare: { status: 'ready', items, removing: [] },
});

const injected = compareSlice.injectInto(rootReducer);

export const {
  selectStatus: selectCompareStatus,
  selectItems: selectCompareProducts,
  selectRemoving: selectCompareRemoving,
} = injected.selectors;
/** For the list thunks (loadList, removeFromList). */
export const compareList: RemovableList = { actions: compareSlice.actions, selectRemoving: selectCompareRemoving };
