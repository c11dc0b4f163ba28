import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../api/client';
import { cartCounted, selectCartCount } from '../store/countersSlice';
import { useState } from 'react';
import { useAppDispatch, useAppSelector, useShop } from '../store/hooks';
import { renderToString } from 'react-dom/server';
import { getPageStore, makeStore, readPreloadedState } from '../store/store';
import { IslandRoot } from './IslandRoot';
import { testI18n } from '../test/testI18n';
import { mountIsland } from './mountIsland';
import { resetPageI18n } from '../i18n/pageI18n';
import { useT } from '../i18n/useT';
import path from 'node:path';
import { CATALOG_DIR, compileCatalog, readCatalogs } from '../i18n/catalog.node';

jest.mock('../api/client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const get = api.get as jest.Mock;

// The page store opens the 'haat' BroadcastChannel when there is one; without it the store keeps to
// this tab (as in a browser without BroadcastChannel) and no open channel keeps jest alive.
const realBroadcastChannel = globalThis.BroadcastChannel;
beforeAll(() => Reflect.deleteProperty(globalThis, 'BroadcastChannel'));
afterAll(() => Object.assign(globalThis, { BroadcastChannel: realBroadcastChannel }));

// The browser's idle moments, under the test's control: runIdle() is the page going idle.
const idleCallbacks: (() => void)[] = [];
beforeAll(() => Object.assign(window, { requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback) }));
afterAll(() => Reflect.deleteProperty(window, 'requestIdleCallback'));
const runIdle = () => idleCallbacks.splice(0).forEach((callback) => callback());

let errors: jest.SpyInstance;
beforeEach(() => {
  document.body.innerHTML = '';
  resetPageI18n();
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

/** The texts the server writes into every page with islands (the test islands show none of the catalogue's). */
const PAGE_TEXTS = '<script type="application/json" id="haat-messages" data-locale="en-BD">{}</script>';

/** A page holding these mount points, as the server writes them. */
function page(html: string) {
  document.body.innerHTML = html + PAGE_TEXTS;
}
const island = (id: string) => within(document.getElementById(id)!);

/** An island root takes its data-props; the shop settings come from the page store (useShop). */
function Greeting({ who = 'guest' }: { who?: string }) {
  const { currency, isCustomer, locale, pixelId } = useShop();
  return <p>{[who, currency, String(isCustomer), locale, pixelId || 'no pixel'].join(' | ')}</p>;
}

const SHOP_ATTRIBUTES = 'data-currency="Tk" data-is-customer="true" data-locale="en-IN" data-pixel-id="42"';

describe('mountIsland', () => {
  it("mounts into every matching element with its JSON data-props and the page's typed shop settings", async () => {
    page(`
      <div id="one" data-island="greeting" ${SHOP_ATTRIBUTES} data-props='{"who":"Rahim"}'></div>
      <div id="two" data-island="greeting" ${SHOP_ATTRIBUTES}></div>
      <div id="other" data-island="something-else"></div>`);
    let mounted = 0;
    await act(async () => {
      mounted = mountIsland('greeting', Greeting, { store: makeStore() });
    });
    expect(mounted).toBe(2);
    expect(island('one').getByText('Rahim | Tk | true | en-IN | 42')).toBeInTheDocument();
    expect(island('two').getByText('guest | Tk | true | en-IN | 42')).toBeInTheDocument();
    expect(document.getElementById('other')).toBeEmptyDOMElement();
    expect(errors).not.toHaveBeenCalled();
  });

  it('gives the islands of a page whose mount points carry no settings the defaults', async () => {
    page('<div id="two" data-island="greeting"></div>');
    await act(async () => {
      mountIsland('greeting', Greeting, { store: makeStore() });
    });
    expect(island('two').getByText('guest | ৳ | false | en-BD | no pixel')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it("keeps the page's settings and names a mount point that says otherwise", async () => {
    page(
      `<div id="one" data-island="greeting" ${SHOP_ATTRIBUTES}></div><div id="menu" data-island="menu" ` +
        `data-currency="$" ${SHOP_ATTRIBUTES.replace('data-currency="Tk" ', '')}></div>`,
    );
    const store = makeStore();
    await act(async () => {
      mountIsland('greeting', Greeting, { store });
      mountIsland('menu', Greeting, { store });
    });
    expect(island('menu').getByText('guest | Tk | true | en-IN | 42')).toBeInTheDocument();
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
      '[haat] island "menu": its shop settings {"currency":"$","isCustomer":true,"locale":"en-IN","pixelId":"42"} ' +
        'differ from the page\'s {"currency":"Tk","isCustomer":true,"locale":"en-IN","pixelId":"42"}; using the ' +
        "page's",
    ]);
  });

  it('logs a bad attribute with the island name, and the other islands still mount', async () => {
    page(`
      <div id="broken" data-island="greeting" data-props="{who: Rahim}"></div>
      <div id="odd" data-island="greeting" data-is-customer="yes"></div>
      <div id="menu" data-island="menu"></div>`);
    await act(async () => {
      mountIsland('greeting', Greeting);
      mountIsland('menu', () => <a href="/categories/groceries">Groceries</a>);
    });
    expect(document.getElementById('broken')).toBeEmptyDOMElement();
    expect(island('odd').getByText('guest | ৳ | false | en-BD | no pixel')).toBeInTheDocument();
    expect(island('menu').getByRole('link', { name: 'Groceries' })).toBeInTheDocument();
    const logged = errors.mock.calls.map((call) => String(call[0]));
    expect(logged).toContainEqual(
      expect.stringMatching(/^\[haat\] island "greeting": data-props is not a JSON object/),
    );
    expect(logged).toContainEqual(
      '[haat] island "greeting": data-is-customer must be "true" or "false", got "yes"; using false',
    );
  });

  it('keeps an island that throws from blanking the others, naming it in the log', async () => {
    page('<div id="bad" data-island="bad"></div><div id="good" data-island="good"></div>');
    const Bad = () => {
      throw new Error('boom');
    };
    await act(async () => {
      mountIsland('bad', Bad);
      mountIsland('good', () => <p>still here</p>);
    });
    expect(document.getElementById('bad')).toBeEmptyDOMElement();
    expect(island('good').getByText('still here')).toBeInTheDocument();
    expect(errors.mock.calls.map((call) => String(call[0]))).toContain('[haat] island "bad" failed to render');
  });

  it('hydrates the markup the server rendered into a mount point, keeping its elements', async () => {
    const store = makeStore();
    const markup = renderToString(
      <IslandRoot island="greeting" store={store} i18n={testI18n()}>
        <Greeting who="Rahim" />
      </IslandRoot>,
    );
    page(`<div id="one" data-island="greeting" data-props='{"who":"Rahim"}'>${markup}</div>`);
    const served = document.querySelector('#one p');
    await act(async () => {
      mountIsland('greeting', Greeting, { store });
    });
    await waitFor(() => expect(document.getElementById('one')).toHaveAttribute('data-mounted', 'true'));
    expect(document.querySelector('#one p')).toBe(served);
    expect(island('one').getByText('Rahim | ৳ | false | en-BD | no pixel')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it('names the island whose server markup does not match what the browser renders', async () => {
    page(`<div id="one" data-island="greeting" data-props='{"who":"Rahim"}'><p>something else</p></div>`);
    await act(async () => {
      mountIsland('greeting', Greeting, { store: makeStore() });
    });
    await waitFor(() =>
      expect(errors.mock.calls.map((call) => String(call[0]))).toContain(
        '[haat] hydration mismatch in island "greeting"',
      ),
    );
    expect(island('one').getByText('Rahim | ৳ | false | en-BD | no pixel')).toBeInTheDocument();
  });

  it(
    'hydrates an island below the screen later, and at once when a shopper clicks in it first, the click ' + 'kept',
    async () => {
      function AddButton() {
        const [added, setAdded] = useState(0);
        return <button onClick={() => setAdded(added + 1)}>Added: {added}</button>;
      }
      const store = makeStore();
      const markup = renderToString(
        <IslandRoot island="add" store={store} i18n={testI18n()}>
          <AddButton />
        </IslandRoot>,
      );
      page(`<div id="top" data-island="add">${markup}</div><div id="low" data-island="add">${markup}</div>`);
      // Far below the screen: it waits until it comes near or the page is idle.
      jest
        .spyOn(document.getElementById('low')!, 'getBoundingClientRect')
        .mockReturnValue({ top: 5000, bottom: 5040 } as DOMRect);
      await act(async () => {
        mountIsland('add', AddButton, { store });
      });
      await waitFor(() => expect(document.getElementById('top')).toHaveAttribute('data-mounted', 'true'));
      expect(document.getElementById('low')).not.toHaveAttribute('data-mounted');
      act(() => {
        fireEvent.click(island('low').getByRole('button', { name: 'Added: 0' }));
      });
      await waitFor(() => expect(document.getElementById('low')).toHaveAttribute('data-mounted', 'true'));
      expect(island('low').getByRole('button', { name: 'Added: 1' })).toBeInTheDocument();
      expect(island('top').getByRole('button', { name: 'Added: 0' })).toBeInTheDocument();
      expect(errors).not.toHaveBeenCalled();
    },
  );

  it('keeps what a shopper types into a field of an island they focused before it was hydrated', async () => {
    function QuantityField() {
      const [quantity, setQuantity] = useState('1');
      return (
        <label>
          Quantity <input value={quantity} onChange={(event) => setQuantity(event.target.value)} />{' '}
          <output>Ordered: {quantity}</output>
        </label>
      );
    }
    const store = makeStore();
    const markup = renderToString(
      <IslandRoot island="quantity" store={store} i18n={testI18n()}>
        <QuantityField />
      </IslandRoot>,
    );
    page(`<div id="low" data-island="quantity">${markup}</div>`);
    jest
      .spyOn(document.getElementById('low')!, 'getBoundingClientRect')
      .mockReturnValue({ top: 5000, bottom: 5040 } as DOMRect);
    await act(async () => {
      mountIsland('quantity', QuantityField, { store });
    });
    const field = island('low').getByRole('textbox', { name: /Quantity/ });
    // A filled field as a browser fills it: focus, then the new value and one input event (no key
    // events). The focus is outside act(), which would finish the hydration React had started.
    field.focus();
    act(() => {
      fireEvent.input(field, { target: { value: '2' } });
    });
    expect(island('low').getByText('Ordered: 2')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it('hydrates an island below the screen once the page is idle', async () => {
    const store = makeStore();
    const markup = renderToString(
      <IslandRoot island="greeting" store={store} i18n={testI18n()}>
        <Greeting who="Rahim" />
      </IslandRoot>,
    );
    page(`<div id="low" data-island="greeting" data-props='{"who":"Rahim"}'>${markup}</div>`);
    jest
      .spyOn(document.getElementById('low')!, 'getBoundingClientRect')
      .mockReturnValue({ top: 5000, bottom: 5040 } as DOMRect);
    await act(async () => {
      mountIsland('greeting', Greeting, { store });
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.getElementById('low')).not.toHaveAttribute('data-mounted');
    await act(async () => runIdle());
    await waitFor(() => expect(document.getElementById('low')).toHaveAttribute('data-mounted', 'true'));
    expect(island('low').getByText('Rahim | ৳ | false | en-BD | no pixel')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it("reads the page's preloaded state from its JSON script, and logs a broken one", () => {
    page('<script type="application/json" id="haat-state">{"counters":{"cart":3,"wishlist":0,"compare":0}}</script>');
    expect(readPreloadedState(document)).toEqual({ counters: { cart: 3, wishlist: 0, compare: 0 } });
    page('<script type="application/json" id="haat-state">{"counters":</script>');
    expect(readPreloadedState(document)).toBeUndefined();
    expect(String(errors.mock.calls[0][0])).toMatch(/^\[haat\] #haat-state is not a JSON object/);
  });

  it(
    "shows the page's texts in its language, or fetches them when the page carries none (another " + 'backend)',
    async () => {
      function Hello() {
        const t = useT();
        return <p>{t('layout.skipToContent')}</p>;
      }
      const fetched = jest
        .spyOn(globalThis, 'fetch')
        .mockResolvedValue({ ok: true, json: async () => ({ 'layout.skipToContent': ['মূল অংশে যান'] }) } as Response);
      document.body.innerHTML = '<div id="one" data-island="hello" data-locale="bn-BD"></div>';
      await act(async () => {
        mountIsland('hello', Hello, { store: makeStore() });
      });
      expect(await island('one').findByText('মূল অংশে যান')).toBeInTheDocument();
      expect(fetched).toHaveBeenCalledWith('/build/i18n/bn-BD.json');
      fetched.mockRestore();

      resetPageI18n();
      page('<div id="two" data-island="hello"></div>');
      document.getElementById('haat-messages')!.textContent = '{"layout.skipToContent":["Skip to content"]}';
      await act(async () => {
        mountIsland('hello', Hello, { store: makeStore() });
      });
      expect(island('two').getByText('Skip to content')).toBeInTheDocument();
    },
  );

  it('fetches the texts file the page names once for all its islands, and mounts them in that language', async () => {
    function Hello() {
      const t = useT();
      return <p>{t('layout.skipToContent')}</p>;
    }
    const fetched = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue({ ok: true, json: async () => ({ 'layout.skipToContent': ['মূল অংশে যান'] }) } as Response);
    resetPageI18n();
    document.body.innerHTML =
      '<div id="one" data-island="hello"></div><div id="two" data-island="hello"></div>' +
      '<script type="application/json" id="haat-messages" data-locale="bn-BD" ' +
      'data-src="/build/i18n/bn-BD-Ab3.json"></script>';
    await act(async () => {
      mountIsland('hello', Hello, { store: makeStore() });
    });
    expect(await island('one').findByText('মূল অংশে যান')).toBeInTheDocument();
    expect(await island('two').findByText('মূল অংশে যান')).toBeInTheDocument();
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(fetched).toHaveBeenCalledWith('/build/i18n/bn-BD-Ab3.json');
    fetched.mockRestore();
  });

  it('does not mount the same element twice when an entry runs again', async () => {
    page('<div id="one" data-island="greeting"></div>');
    await act(async () => {
      mountIsland('greeting', Greeting);
    });
    let again = -1;
    await act(async () => {
      again = mountIsland('greeting', Greeting);
    });
    expect(again).toBe(0);
    expect(island('one').getAllByText(/guest/)).toHaveLength(1);
  });

  it('gives the islands of two entries one store: what one does, the other shows', async () => {
    page('<div id="badge" data-island="cart-badge"></div><div id="button" data-island="add-button"></div>');
    function CartBadge() {
      return <p>Cart: {useAppSelector(selectCartCount)}</p>;
    }
    function AddButton() {
      const dispatch = useAppDispatch();
      const count = useAppSelector(selectCartCount);
      return <button onClick={() => dispatch(cartCounted(count + 1))}>Add To Cart</button>;
    }
    await act(async () => {
      mountIsland('cart-badge', CartBadge); // entries/cart-badge.tsx
      mountIsland('add-button', AddButton); // entries/add-button.tsx
    });
    const before = selectCartCount(getPageStore().getState());
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(island('badge').getByText(`Cart: ${before + 1}`)).toBeInTheDocument();
    expect(selectCartCount(getPageStore().getState())).toBe(before + 1);
  });

  it('runs the real layout entries on one page store, with the add-flash event wired', async () => {
    get.mockImplementation(async (url: string) => ({
      data: url === '/api/checkout/cart' ? { data: { items_count: 2 } } : [],
    }));
    page(
      '<div id="navbar" data-island="navbar" data-is-customer="false"></div><div id="flash" ' +
        'data-island="flash-messages"></div>',
    );
    // The texts the server sends with these two islands.
    const english = readCatalogs(path.join(__dirname, '../..', CATALOG_DIR)).en;
    document.getElementById('haat-messages')!.textContent = JSON.stringify(
      compileCatalog(english, ['common', 'navbar', 'flash-messages']),
    );
    // Both entries import the same store module, as the two scripts of a page share its chunk.
    await act(async () => {
      await import('../../entries/navbar');
      await import('../../entries/flash-messages');
    });
    expect(await island('navbar').findByRole('link', { name: 'Cart: 2' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new CustomEvent('add-flash', { detail: { text: 'Welcome to Haat', type: 'success' } }));
    });
    expect(island('flash').getByText('Welcome to Haat')).toBeInTheDocument();
  });
});
