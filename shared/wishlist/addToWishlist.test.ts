import { api } from '../api/client';
import { anHttpError } from '../test/productFixture';
import { makeStore } from '../store/store';
import { withShop } from '../test/renderWithProviders';
import { navigate } from '../ui/navigate';
import { addToWishlist } from './addToWishlist';
import { addWishAfterSignIn } from './wishAfterSignIn';

jest.mock('../api/client');
jest.mock('../ui/navigate');

function setup({ isCustomer = true } = {}) {
  jest.clearAllMocks();
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.mocked(api.get).mockResolvedValue({ data: { data: [{ id: 1 }, { id: 2 }] } } as never);
  return { store: makeStore(withShop({ isCustomer })), logged };
}

describe('wishlist', () => {
  beforeEach(() => sessionStorage.clear());

  it('sends a guest to /customer/login and back to this page, without calling the server', async () => {
    window.history.replaceState(null, '', '/products/jamdani-saree?colour=red#reviews');
    const { store } = setup({ isCustomer: false });
    expect(await store.dispatch(addToWishlist(7))).toBe(false);
    expect(navigate).toHaveBeenCalledWith(
      '/customer/login?returnTo=%2Fproducts%2Fjamdani-saree%3Fcolour%3Dred%23reviews',
    );
    expect(api.post).not.toHaveBeenCalled();
  });

  it('adds the product a guest tapped once signed in and back on that page, once', async () => {
    window.history.replaceState(null, '', '/categories/sarees');
    await setup({ isCustomer: false }).store.dispatch(addToWishlist(7));
    const { store } = setup();
    jest.mocked(api.post).mockResolvedValue({ data: { message: 'Item Successfully Added To Wishlist' } } as never);
    expect(await store.dispatch(addWishAfterSignIn())).toBe(true);
    expect(api.post).toHaveBeenCalledWith('/api/customer/wishlist', { product_id: 7 });
    expect(store.getState().flash.map((f) => f.text)).toEqual(['Item Successfully Added To Wishlist']);
    expect(await store.dispatch(addWishAfterSignIn())).toBe(false);
    expect(api.post).toHaveBeenCalledTimes(1);
  });

  it('drops the wish when the shopper signs in and lands on another page', async () => {
    window.history.replaceState(null, '', '/categories/sarees');
    await setup({ isCustomer: false }).store.dispatch(addToWishlist(7));
    window.history.replaceState(null, '', '/');
    const { store } = setup();
    expect(await store.dispatch(addWishAfterSignIn())).toBe(false);
    window.history.replaceState(null, '', '/categories/sarees');
    expect(await store.dispatch(addWishAfterSignIn())).toBe(false);
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

  it("says so when the product is already in the wishlist, in the server's words", async () => {
    const { store, logged } = setup();
    jest.mocked(api.post).mockRejectedValue(anHttpError(422, { message: 'This item is already in your wishlist.' }));
    expect(await store.dispatch(addToWishlist(7))).toBe(false);
    expect(store.getState().flash.map(({ text, type }) => ({ text, type }))).toEqual([
      { text: 'This item is already in your wishlist.', type: 'warning' },
    ]);
    expect(logged).not.toHaveBeenCalled();
  });

  it('logs any other failure and says an error occurred', async () => {
    const { store, logged } = setup();
    jest.mocked(api.post).mockRejectedValue(new Error('Network Error'));
    expect(await store.dispatch(addToWishlist(7))).toBe(false);
    expect(store.getState().flash.map(({ text, type }) => ({ text, type }))).toEqual([
      { text: 'An error occurred', type: 'error' },
    ]);
    expect(logged).toHaveBeenCalled();
  });
});
