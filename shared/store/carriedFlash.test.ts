import { FLASH_TIMEOUT_MS, flashAdded, selectFlashMessages } from './flashSlice';
import { addCarriedFlashes } from './carriedFlash';
import { leaveWithFlashes } from './leaveWithFlashes';
import { makeStore, PRELOADED_STATE_ID, type AppStore } from './store';
import { navigate } from '../ui/navigate';

jest.mock('../ui/navigate');

const NOW = Date.UTC(2026, 10, 28, 19, 0);

/**
 * The store the next page of this tab starts with (the page store module made afresh, as a new page loads it), once
 * the code that shows carried flashes, which the store loads only when there are some, has run.
 */
async function nextPageStore(): Promise<AppStore> {
  const channel = globalThis.BroadcastChannel;
  // The page store opens the tab's channel; this test's page needs none.
  Object.assign(globalThis, { BroadcastChannel: undefined });
  try {
    let store: AppStore | undefined;
    jest.isolateModules(() => {
      store = (jest.requireActual('./store') as typeof import('./store')).getPageStore();
    });
    const { setImmediate: afterPromises } = jest.requireActual<typeof import('timers')>('timers');
    await new Promise((resolve) => afterPromises(resolve));
    return store!;
  } finally {
    Object.assign(globalThis, { BroadcastChannel: channel });
  }
}

const shown = (store: AppStore) => selectFlashMessages(store.getState()).map(({ text, type }) => ({ text, type }));

async function leave(text: string, type: 'success' | 'warning') {
  const leaving = makeStore();
  leaving.dispatch(flashAdded(text, type));
  jest.advanceTimersByTime(4000);
  await leaving.dispatch(leaveWithFlashes('/customer/account/addresses'));
}

beforeEach(() => {
  // Each page loads the code that shows carried flashes afresh, with its own flash ids.
  jest.resetModules();
  sessionStorage.clear();
  document.body.innerHTML = '';
  jest.useFakeTimers({ now: NOW });
});
afterEach(() => jest.useRealTimers());

describe('flashes carried to the next page', () => {
  it('shows the flashes of the page left on the page the shopper lands on, for their own 5 s, once', async () => {
    await leave('Address Saved Successfully', 'success');
    expect(navigate).toHaveBeenCalledWith('/customer/account/addresses');

    const landed = await nextPageStore();
    expect(shown(landed)).toEqual([{ text: 'Address Saved Successfully', type: 'success' }]);
    jest.advanceTimersByTime(FLASH_TIMEOUT_MS - 1);
    expect(shown(landed)).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(shown(landed)).toEqual([]);
    expect(shown(await nextPageStore())).toEqual([]);
  });

  it("waits for the flash area to hydrate (the server's markup has none of them), after its own flashes", async () => {
    await leave('Failed to save shipping method', 'warning');
    document.body.innerHTML =
      '<div data-island="flash-messages"><div class="flash-list" role="status" aria-live="polite"></div></div>';
    const script = Object.assign(document.createElement('script'), {
      id: PRELOADED_STATE_ID,
      type: 'application/json',
    });
    script.textContent = JSON.stringify({ flash: [{ id: NOW, text: 'Your cart is empty.', type: 'info' }] });
    document.body.append(script);

    const landed = await nextPageStore();
    expect(shown(landed)).toEqual([{ text: 'Your cart is empty.', type: 'info' }]);
    document.querySelector<HTMLElement>('[data-island="flash-messages"]')!.dataset.mounted = 'true';
    await Promise.resolve();
    expect(shown(landed)).toEqual([
      { text: 'Your cart is empty.', type: 'info' },
      { text: 'Failed to save shipping method', type: 'warning' },
    ]);
    // The server's flash expires 5 s after it was made, as every other.
    jest.advanceTimersByTime(FLASH_TIMEOUT_MS);
    expect(shown(landed)).toEqual([]);
  });

  it('carries nothing when no flash is shown, and reads a broken note as none', async () => {
    await makeStore().dispatch(leaveWithFlashes('/checkout/cart'));
    const next = makeStore();
    addCarriedFlashes(next, document);
    expect(shown(next)).toEqual([]);
    for (const note of [
      '{not json',
      JSON.stringify([
        { text: '<b>', type: 'shout' },
        { text: '', type: 'info' },
      ]),
    ]) {
      sessionStorage.setItem('haat-next-page-flash', note);
      addCarriedFlashes(next, document);
      expect(shown(next)).toEqual([]);
      expect(sessionStorage.getItem('haat-next-page-flash')).toBeNull();
    }
  });
});
