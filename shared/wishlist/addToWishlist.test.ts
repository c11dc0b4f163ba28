import { api } from '../api/client';
import { anHttpError } from '../test/productFixture';
import { makeStore } from '../store/store';
import { withShop } from '../test/renderWithProviders';
import { navigate } from '../ui/navigate';
import { addToWishlist } from './addToWishlist';

jest.mock('../api/client');
jest.mock('../ui/navigate');

function setup({ isCustomer = true } = {}) {
  jest.clearAllMocks();
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.mocked(api.get).mockResolvedValue({ data: { data: [{ id: 1 }, { id: 2 }] } } as never);
  return { store: makeStore(withShop({ isCustomer })), logged };
}

describe('wishlist', () => {
  it('sends a guest to /customer/login without calling the server', async () => {
    const { store } = setup({ isCustomer: false });
    expect(await store.dispatch(addToWishlist(7))).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/customer/login');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('saves a customer product, shows the server message and refreshes the wishlist counter', async () => {
    const { store } = setup();
    jest.mocked(api.post).mockResolvedValue({ data: { message: 'Item Successfully Added To Wishlist' } } as never);
    expect(await store.dispatch(addToWishlist(7))).toBe(true);
    expect(api.post).toHaveBeenCalledWith('/api/customer/wishlist', { product_id: 7 });
    expect(store.getState().flash.map((f) => f.text)).toEqual(['Item Successfully Added To Wishlist']);
    expect(api.get).toHaveBeenCalledWith('/api/customer/wishlist');
    expect(store.getState().counters.wishlist).toBe(2);
  });

  it('only logs a failure: no message for the shopper', async () => {
    const { store, logged } = setup();
    jest.mocked(api.post).mockRejectedValue(anHttpError(422, { message: 'Already in your wishlist' }));
    expect(await store.dispatch(addToWishlist(7))).toBe(false);
    expect(store.getState().flash).toEqual([]);
    expect(logged).toHaveBeenCalled();
  });
});
