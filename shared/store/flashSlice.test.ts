import { FLASH_TIMEOUT_MS, flashAdded, flashDismissed, nextFlashId, selectFlashMessages } from './flashSlice';
import { listenForAddFlash, makeStore } from './store';

// Ids only ever grow within a page, so every test starts a minute later than the one before.
let NOW = Date.UTC(2026, 10, 22, 9, 30);
beforeEach(() => {
  NOW += 60_000;
  jest.useFakeTimers({ now: NOW });
});
afterEach(() => jest.useRealTimers());

describe('flash messages', () => {
  it('adds a flash with its creation time as id, its text and its type', () => {
    const store = makeStore();
    store.dispatch(flashAdded('Added to compare', 'success'));
    const [flash] = selectFlashMessages(store.getState());
    expect(flash).toEqual({ id: expect.any(Number), text: 'Added to compare', type: 'success' });
    expect(Math.floor(flash.id)).toBe(NOW); // creation time in ms, plus a fraction that keeps tabs apart
  });

  it('is an info flash when no type is given, and keeps all four types', () => {
    const store = makeStore();
    store.dispatch(flashAdded('Welcome'));
    for (const type of ['success', 'warning', 'error'] as const) store.dispatch(flashAdded(type, type));
    expect(selectFlashMessages(store.getState()).map((m) => m.type)).toEqual(['info', 'success', 'warning', 'error']);
  });

  it('gives two flashes of the same millisecond different ids', () => {
    const store = makeStore();
    store.dispatch(flashAdded('Already in compare', 'warning'));
    store.dispatch(flashAdded('Added to compare', 'success'));
    const ids = selectFlashMessages(store.getState()).map((m) => m.id);
    expect(new Set(ids).size).toBe(2);
    expect(nextFlashId(1)).toBeGreaterThan(Math.max(...ids));
  });

  it('removes a flash when the shopper dismisses it, leaving the others', () => {
    const store = makeStore();
    store.dispatch(flashAdded('first'));
    jest.advanceTimersByTime(10);
    store.dispatch(flashAdded('second'));
    const [first] = selectFlashMessages(store.getState());
    store.dispatch(flashDismissed(first.id));
    expect(selectFlashMessages(store.getState()).map((m) => m.text)).toEqual(['second']);
  });

  it('expires a flash exactly 5000 ms after it was created', () => {
    expect(FLASH_TIMEOUT_MS).toBe(5000);
    const store = makeStore();
    store.dispatch(flashAdded('Address saved successfully!', 'success'));
    jest.advanceTimersByTime(4999);
    expect(selectFlashMessages(store.getState())).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(selectFlashMessages(store.getState())).toEqual([]);
  });

  it('expires each flash on its own clock', () => {
    const store = makeStore();
    store.dispatch(flashAdded('early'));
    jest.advanceTimersByTime(3000);
    store.dispatch(flashAdded('late'));
    jest.advanceTimersByTime(2000);
    expect(selectFlashMessages(store.getState()).map((m) => m.text)).toEqual(['late']);
    jest.advanceTimersByTime(3000);
    expect(selectFlashMessages(store.getState())).toEqual([]);
  });

  it('expires a flash that arrives late (from another tab) only for the time it has left', () => {
    const store = makeStore();
    store.dispatch(flashAdded('from the other tab', 'info', NOW - 4000));
    jest.advanceTimersByTime(999);
    expect(selectFlashMessages(store.getState())).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(selectFlashMessages(store.getState())).toEqual([]);
  });

  it('keeps a flash the server painted until the flash area has hydrated, however late', async () => {
    document.body.innerHTML =
      '<div data-island="flash-messages"><div class="flash-list"><div class="flash">Cart updated</div></div></div>';
    const painted = { id: NOW - 6000, text: 'Cart updated', type: 'success' as const };
    const store = makeStore({ flash: [painted] });
    jest.advanceTimersByTime(FLASH_TIMEOUT_MS);
    expect(selectFlashMessages(store.getState())).toEqual([painted]);
    document.querySelector<HTMLElement>('[data-island="flash-messages"]')!.dataset.mounted = 'true';
    await Promise.resolve();
    expect(selectFlashMessages(store.getState())).toEqual([]);
    document.body.innerHTML = '';
  });

  it('does not add the same flash twice', () => {
    const store = makeStore();
    store.dispatch(flashAdded('once', 'info', NOW));
    store.dispatch(flashAdded('once', 'info', NOW));
    expect(selectFlashMessages(store.getState())).toHaveLength(1);
  });
});

describe("the window 'add-flash' event", () => {
  const raise = (detail: unknown) => window.dispatchEvent(new CustomEvent('add-flash', { detail }));

  it('adds a flash for code outside React', () => {
    const store = makeStore();
    listenForAddFlash(store, window);
    raise({ text: 'Order Successfully Cancelled.', type: 'success' });
    const [flash] = selectFlashMessages(store.getState());
    expect(flash).toEqual({ id: expect.any(Number), text: 'Order Successfully Cancelled.', type: 'success' });
    expect(Math.floor(flash.id)).toBe(NOW);
  });

  it('shows an unknown or missing type as info', () => {
    const store = makeStore();
    listenForAddFlash(store, window);
    raise({ text: 'odd type', type: 'danger' });
    raise({ text: 'no type' });
    expect(selectFlashMessages(store.getState()).map((m) => m.type)).toEqual(['info', 'info']);
  });

  it('ignores an event without text', () => {
    const store = makeStore();
    listenForAddFlash(store, window);
    raise({ text: '', type: 'error' });
    raise({ type: 'error' });
    raise({ text: 42 });
    raise(null);
    window.dispatchEvent(new Event('add-flash'));
    expect(selectFlashMessages(store.getState())).toEqual([]);
  });
});
