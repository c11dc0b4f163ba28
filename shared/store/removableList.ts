import { createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import { refreshCounters } from '../counters/refreshCounters';
import type { Counts } from './countersSlice';
import { flashAdded } from './flashSlice';
import type { AppThunk, RootState } from './store';

/**
 * A list page whose items the shopper removes one by one (wishlist, compare): loading, failed or
 * ready with its items, and the ids whose removal is on its way (their buttons wait).
 */
export interface RemovableListState<T> {
  status: 'loading' | 'failed' | 'ready';
  items: T[];
  removing: number[];
}

/**
 * The slice of such a page, named after it ('wishlist' -> wishlist/loaded, wishlist/itemRemoved ...).
 *   const wishlistSlice = createRemovableListSlice<WishlistEntry, 'wishlist'>('wishlist');
 */
export function createRemovableListSlice<T extends { id: number }, Name extends string>(name: Name) {
  const initialState: RemovableListState<T> = { status: 'loading', items: [], removing: [] };
  const stopRemoving = (state: { removing: number[] }, id: number) => {
    state.removing = state.removing.filter((removing) => removing !== id);
  };
  return createSlice({
    name,
    initialState,
    reducers: {
      /** The items the server wrote into the page. */
      pagePainted(state, action: PayloadAction<T[]>) {
        state.status = 'ready';
        state.items = action.payload as Draft<T>[];
      },
      requested(state) {
        // Items already on screen stay there while the list is read again.
        if (state.status !== 'ready') state.status = 'loading';
      },
      loaded(state, action: PayloadAction<T[]>) {
        state.status = 'ready';
        state.items = action.payload as Draft<T>[];
      },
      loadFailed(state) {
        if (state.status !== 'ready') state.status = 'failed';
      },
      removeStarted(state, action: PayloadAction<number>) {
        state.removing.push(action.payload);
      },
      itemRemoved(state, action: PayloadAction<number>) {
        stopRemoving(state, action.payload);
        state.items = state.items.filter((item) => item.id !== action.payload);
      },
      removeFailed(state, action: PayloadAction<number>) {
        stopRemoving(state, action.payload);
      },
    },
    selectors: {
      selectStatus: (state) => state.status,
      selectItems: (state) => state.items as T[],
      selectRemoving: (state) => state.removing,
    },
  });
}

type ListSlice = ReturnType<typeof createRemovableListSlice>;

/** What the list thunks need of an island's injected list slice. */
export interface RemovableList {
  actions: ListSlice['actions'];
  selectRemoving: (state: RootState) => number[];
}

/**
 * Reads the list into its slice; a failure is logged (the items on screen stay, otherwise the page offers to try
 * again).
 */
export function loadList<T extends { id: number }>(
  list: RemovableList,
  fetch: () => Promise<T[]>,
  what: string,
): AppThunk {
  return async (dispatch) => {
    dispatch(list.actions.requested());
    try {
      dispatch(list.actions.loaded(await fetch()));
    } catch (error) {
      console.error(`[haat] could not load the ${what}`, error);
      dispatch(list.actions.loadFailed());
    }
  };
}

/**
 * Removes one item: takeOut removes it where the list lives, resolving false once it has told
 * the shopper why not. Then the item leaves the page, `removed` is flashed and the navbar
 * counter is read again (every tab hears it): removed first, so the page never takes its own
 * new count for another tab's change.
 */
export function removeFromList(
  list: RemovableList,
  id: number,
  takeOut: AppThunk<boolean>,
  { removed, counter }: { removed: string; counter: keyof Counts },
): AppThunk {
  return async (dispatch, getState) => {
    if (list.selectRemoving(getState()).includes(id)) return;
    dispatch(list.actions.removeStarted(id));
    if (!(await dispatch(takeOut))) {
      dispatch(list.actions.removeFailed(id));
      return;
    }
    dispatch(list.actions.itemRemoved(id));
    dispatch(flashAdded(removed, 'success'));
    await dispatch(refreshCounters([counter]));
  };
}
