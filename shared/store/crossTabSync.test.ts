import { cartCounted, compareCounted, selectCartCount, selectCompareCount } from './countersSlice';
import { TAB_CHANNEL_NAME, type TabChannel } from './crossTabSync';
import { flashAdded, flashDismissed, flashExpired, selectFlashMessages } from './flashSlice';
import { makeStore } from './store';

/** Two fake tabs' channels: what one posts, the other hears (never the poster), like BroadcastChannel. */
function fakeChannelPair() {
  const posted: unknown[][] = [[], []];
  const listeners: ((event: MessageEvent) => void)[][] = [[], []];
  const make = (self: 0 | 1): TabChannel => ({
    postMessage(message) {
      posted[self].push(message);
      for (const listener of listeners[1 - self]) listener({ data: structuredClone(message) } as MessageEvent);
    },
    addEventListener: (_type, listener) => listeners[self].push(listener),
    close: () => undefined,
  });
  return { a: make(0), b: make(1), postedByA: posted[0], postedByB: posted[1] };
}

describe('cross-tab sync over an injected channel', () => {
  it('shows a counter change made in tab A in tab B', () => {
    const { a, b } = fakeChannelPair();
    const tabA = makeStore(undefined, { channel: a });
    const tabB = makeStore(undefined, { channel: b });
    tabA.dispatch(cartCounted(2));
    tabA.dispatch(compareCounted(1));
    expect(selectCartCount(tabB.getState())).toBe(2);
    expect(selectCompareCount(tabB.getState())).toBe(1);
  });

  it('shows a flash raised in tab A in tab B with the same id, and closes it there when dismissed', () => {
    const { a, b } = fakeChannelPair();
    const tabA = makeStore(undefined, { channel: a });
    const tabB = makeStore(undefined, { channel: b });
    tabA.dispatch(flashAdded('Added to compare', 'success'));
    expect(selectFlashMessages(tabB.getState())).toEqual(selectFlashMessages(tabA.getState()));
    const [flash] = selectFlashMessages(tabB.getState());
    tabB.dispatch(flashDismissed(flash.id));
    expect(selectFlashMessages(tabA.getState())).toEqual([]);
  });

  it('sends events, not state, and never posts back what it heard (no echo loop)', () => {
    const { a, b, postedByA, postedByB } = fakeChannelPair();
    const tabA = makeStore(undefined, { channel: a });
    makeStore(undefined, { channel: b });
    tabA.dispatch(cartCounted(2));
    expect(postedByA).toEqual([{ type: cartCounted.type, payload: 2 }]);
    expect(postedByB).toEqual([]);
  });

  it('keeps local-only actions to the tab: each tab expires its own copy of a flash', () => {
    const { a, b, postedByA } = fakeChannelPair();
    const tabA = makeStore(undefined, { channel: a });
    makeStore(undefined, { channel: b });
    tabA.dispatch(flashExpired(1));
    tabA.dispatch({ type: 'cart/somethingPrivate', payload: 1 });
    expect(postedByA).toEqual([]);
  });

  it('ignores messages that are not shop events', () => {
    const { a, b } = fakeChannelPair();
    const tabB = makeStore(undefined, { channel: b });
    const before = tabB.getState();
    a.postMessage({ type: 'counters/reset', payload: null });
    a.postMessage('hello');
    a.postMessage(null);
    expect(tabB.getState()).toBe(before);
  });

  it('works in one tab when the browser has no channel', () => {
    const store = makeStore(undefined, { channel: null });
    store.dispatch(cartCounted(4));
    store.dispatch(flashAdded('Welcome'));
    expect(selectCartCount(store.getState())).toBe(4);
    expect(selectFlashMessages(store.getState())).toHaveLength(1);
  });
});

describe('cross-tab sync over real BroadcastChannels', () => {
  let channels: BroadcastChannel[] = [];
  const open = () => {
    const channel = new BroadcastChannel(TAB_CHANNEL_NAME);
    channels.push(channel);
    return channel;
  };
  afterEach(() => {
    for (const channel of channels) channel.close();
    channels = [];
  });

  /** Resolves once the store's state satisfies the check (messages arrive asynchronously). */
  const until = (store: ReturnType<typeof makeStore>, check: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      if (check()) return resolve();
      const timer = setTimeout(() => reject(new Error('the other tab never heard it')), 2000);
      const unsubscribe = store.subscribe(() => {
        if (!check()) return;
        clearTimeout(timer);
        unsubscribe();
        resolve();
      });
    });

  it('carries a counter change and a flash from tab A to tab B', async () => {
    const tabA = makeStore(undefined, { channel: open() });
    const tabB = makeStore(undefined, { channel: open() });
    tabA.dispatch(cartCounted(3));
    tabA.dispatch(flashAdded('Added to cart', 'success'));
    await until(tabB, () => selectFlashMessages(tabB.getState()).length === 1);
    expect(selectCartCount(tabB.getState())).toBe(3);
    expect(selectFlashMessages(tabB.getState())[0]).toMatchObject({ text: 'Added to cart', type: 'success' });
  });

  it('does not bounce a remote event back: tab A hears nothing after tab B applied it', async () => {
    const tabA = makeStore(undefined, { channel: open() });
    const tabB = makeStore(undefined, { channel: open() });
    const heardByA: unknown[] = [];
    channels[0].addEventListener('message', (event) => heardByA.push(event.data));
    const listener = open();
    const onWire: unknown[] = [];
    listener.addEventListener('message', (event) => onWire.push(event.data));

    tabA.dispatch(compareCounted(2));
    await until(tabB, () => selectCompareCount(tabB.getState()) === 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onWire).toEqual([{ type: compareCounted.type, payload: 2 }]);
    expect(heardByA).toEqual([]);
  });
});
