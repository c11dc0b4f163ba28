import { api } from '../api/client';
import { anHttpError } from '../test/productFixture';
import { makeStore } from '../store/store';
import { withShop } from '../test/renderWithProviders';
import { addToCompare } from './addToCompare';
import { readCompareIds } from './compareStorage';

jest.mock('../api/client');

function setup({ isCustomer = false } = {}) {
  jest.clearAllMocks();
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest
    .mocked(api.get)
    .mockImplementation(
      async (_url, config) =>
        ({ data: { data: (config?.params as { product_ids?: number[] })?.product_ids ?? [1, 2, 3] } }) as never,
    );
  const store = makeStore(withShop({ isCustomer }));
  return { store, flashes: () => store.getState().flash.map((f) => [f.text, f.type]) };
}

describe('compare for guests', () => {
  it('keeps ids in compare_items: added once, then refused', async () => {
    const { store, flashes } = setup();
    expect(await store.dispatch(addToCompare(7))).toBe(true);
    expect(await store.dispatch(addToCompare(7))).toBe(false);
    await store.dispatch(addToCompare(9));
    expect(readCompareIds()).toEqual([7, 9]);
    expect(localStorage.getItem('compare_items')).toBe('[7,9]');
    expect(flashes()).toEqual([
      ['Added to compare', 'success'],
      ['Already in compare', 'warning'],
      ['Added to compare', 'success'],
    ]);
    expect(store.getState().counters.compare).toBe(2);
    expect(api.post).not.toHaveBeenCalled();
  });
});

describe('compare for customers', () => {
  it('saves on the server, shows its message and refreshes the counter', async () => {
    const { store, flashes } = setup({ isCustomer: true });
    jest.mocked(api.post).mockResolvedValue({ data: { data: { message: 'Item added to compare list.' } } } as never);
    await store.dispatch(addToCompare(7));
    expect(api.post).toHaveBeenCalledWith('/api/compare-items', { product_id: 7 });
    expect(flashes()).toEqual([['Item added to compare list.', 'success']]);
    expect(store.getState().counters.compare).toBe(3);
    expect(localStorage.getItem('compare_items')).toBeNull();
  });

  it.each([400, 422])('gives a warning with the server message on %i', async (status) => {
    const { store, flashes } = setup({ isCustomer: true });
    jest.mocked(api.post).mockRejectedValue(anHttpError(status, { message: 'Item is already added to compare list.' }));
    await store.dispatch(addToCompare(7));
    expect(flashes()).toEqual([['Item is already added to compare list.', 'warning']]);
    expect(api.get).not.toHaveBeenCalled();
  });

  it('gives an error flash with the message on any other failure', async () => {
    const { store, flashes } = setup({ isCustomer: true });
    jest.mocked(api.post).mockRejectedValueOnce(anHttpError(500, { message: 'Server Error' }));
    jest.mocked(api.post).mockRejectedValueOnce(new Error('Network Error'));
    await store.dispatch(addToCompare(7));
    await store.dispatch(addToCompare(7));
    expect(flashes()).toEqual([
      ['Server Error', 'error'],
      ['Network Error', 'error'],
    ]);
  });
});
