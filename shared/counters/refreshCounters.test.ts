import { api } from '../api/client';
import { COMPARE_STORAGE_KEY } from '../compare/compareStorage';
import type { TabChannel } from '../store/crossTabSync';
import { makeStore } from '../store/store';
import { withShop } from '../test/renderWithProviders';
import { refreshCounters } from './refreshCounters';

jest.mock('../api/client', () => ({ api: { get: jest.fn() } }));
const get = api.get as jest.Mock;

/** The server's answers by path; a missing path fails like a 500. */
function serverAnswers(answers: Record<string, unknown>) {
  get.mockImplementation(async (url: string) => {
    if (!(url in answers))
      throw Object.assign(new Error('Request failed with status code 500'), { isAxiosError: true });
    return { data: answers[url], status: 200 };
  });
}

let errors: jest.SpyInstance;
beforeEach(() => {
  get.mockReset();
  localStorage.clear();
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

describe('refreshCounters', () => {
  it('reads the cart count from data.items_count', async () => {
    serverAnswers({ '/api/checkout/cart': { data: { items_count: 3, items: [] } } });
    const store = makeStore();
    await store.dispatch(refreshCounters());
    expect(store.getState().counters).toEqual({ cart: 3, wishlist: 0, compare: 0 });
  });

  it('counts a missing cart (data null) as 0', async () => {
    serverAnswers({ '/api/checkout/cart': { data: null } });
    const store = makeStore({ counters: { cart: 2, wishlist: 0, compare: 0 } });
    await store.dispatch(refreshCounters(['cart']));
    expect(store.getState().counters.cart).toBe(0);
  });

  it("sends a guest's compare ids from localStorage compare_items as product_ids", async () => {
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([4, 9]));
    serverAnswers({ '/api/checkout/cart': { data: null }, '/api/compare-items': { data: [{ id: 4 }, { id: 9 }] } });
    const store = makeStore();
    await store.dispatch(refreshCounters());
    expect(get).toHaveBeenCalledWith('/api/compare-items', { params: { product_ids: [4, 9] } });
    expect(store.getState().counters.compare).toBe(2);
  });

  it('asks nothing about compare or wishlist for a guest with an empty list', async () => {
    localStorage.setItem(COMPARE_STORAGE_KEY, 'not json');
    serverAnswers({ '/api/checkout/cart': { data: null } });
    await makeStore().dispatch(refreshCounters());
    expect(get.mock.calls.map((call) => call[0])).toEqual(['/api/checkout/cart']);
  });

  it("counts a customer's wishlist (data or data.data) and compare list from the server", async () => {
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([4]));
    serverAnswers({
      '/api/checkout/cart': { data: { items_count: 1 } },
      '/api/customer/wishlist': { data: [{ id: 1 }, { id: 2 }, { id: 3 }] },
      '/api/compare-items': [{ id: 5 }, { id: 6 }],
    });
    const store = makeStore(withShop({ isCustomer: true }));
    await store.dispatch(refreshCounters());
    expect(store.getState().counters).toEqual({ cart: 1, wishlist: 3, compare: 2 });
    expect(get).toHaveBeenCalledWith('/api/compare-items');
  });

  it('only logs a failed call and keeps the old number; the other counters still update', async () => {
    serverAnswers({ '/api/checkout/cart': { data: { items_count: 2 } } });
    const store = makeStore(withShop({ isCustomer: true }, { counters: { cart: 0, wishlist: 5, compare: 1 } }));
    await store.dispatch(refreshCounters());
    expect(store.getState().counters).toEqual({ cart: 2, wishlist: 5, compare: 1 });
    expect(store.getState().flash).toEqual([]);
    expect(errors.mock.calls.map((call) => call[0])).toEqual(
      expect.arrayContaining([
        '[haat] could not read the wishlist counter',
        '[haat] could not read the compare counter',
      ]),
    );
  });

  it('tells the other tabs only about counts that changed', async () => {
    const posted: unknown[] = [];
    const channel: TabChannel = {
      postMessage: (m) => posted.push(m),
      addEventListener: () => undefined,
      close: () => undefined,
    };
    serverAnswers({ '/api/checkout/cart': { data: { items_count: 2 } } });
    const store = makeStore({ counters: { cart: 2, wishlist: 0, compare: 0 } }, { channel });
    await store.dispatch(refreshCounters());
    expect(posted).toEqual([]);
    serverAnswers({ '/api/checkout/cart': { data: { items_count: 3 } } });
    await store.dispatch(refreshCounters());
    expect(posted).toEqual([{ type: 'counters/cartCounted', payload: 3 }]);
  });
});
