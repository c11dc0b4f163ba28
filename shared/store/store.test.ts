import { createSlice } from '@reduxjs/toolkit';
import { makeStore, rootReducer, type RootState } from './store';

/** A page island's slice, injected when its script runs: after the page store was made. */
const noteSlice = createSlice({
  name: 'note',
  initialState: { text: 'loading' },
  reducers: { written: (_state, action: { payload: string }) => ({ text: action.payload }) },
});

describe('the page store', () => {
  it("keeps the server's state of a slice injected after the store was made", () => {
    const store = makeStore({ note: { text: 'from the server' } } as Partial<RootState>);
    expect((store.getState() as Record<string, unknown>).note).toEqual({ text: 'from the server' });
    const injected = noteSlice.injectInto(rootReducer);
    store.dispatch({ type: 'page/anything' });
    expect(injected.selectSlice(store.getState() as never)).toEqual({ text: 'from the server' });
    store.dispatch(noteSlice.actions.written('changed'));
    expect(injected.selectSlice(store.getState() as never)).toEqual({ text: 'changed' });
  });
});
