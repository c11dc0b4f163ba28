import { api } from '../api/client';
import { aProduct, anHttpError } from '../test/productFixture';
import type { ShopSettings } from '../store/shopSlice';
import { makeStore } from '../store/store';
import { withShop } from '../test/renderWithProviders';
import { trackPixel } from '../tracking/pixel';
import { navigate } from '../ui/navigate';
import { addToCart } from './addToCart';

jest.mock('../api/client');
jest.mock('../ui/navigate');
jest.mock('../tracking/pixel');

const added = { data: { message: 'Item Added To Cart Successfully', data: { items_count: 2 } } };

function setup(shop: Partial<ShopSettings> = {}) {
  jest.clearAllMocks();
  jest.mocked(api.get).mockResolvedValue({ data: { data: { items_count: 2 } } } as never);
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const store = makeStore(withShop(shop));
  const flashes = () => store.getState().flash.map((f) => [f.text, f.type]);
  return { store, flashes };
}

describe('add to cart', () => {
  it(
    'adds through the normal call, flashes the message, tracks AddToCart in BDT and refreshes the cart ' + 'counter',
    async () => {
      const { store, flashes } = setup({ pixelId: '99' });
      jest.mocked(api.post).mockResolvedValue(added as never);
      const outcome = await store.dispatch(addToCart({ product: aProduct({ special_price: 1200 }), quantity: 2 }));
      expect(outcome).toBe('added');
      expect(api.post).toHaveBeenCalledWith('/api/checkout/cart', { quantity: 2, product_id: 7 });
      expect(flashes()).toEqual([['Item Added To Cart Successfully', 'success']]);
      expect(trackPixel).toHaveBeenCalledWith(
        '99',
        'AddToCart',
        expect.objectContaining({ content_ids: [7], value: 2400 }),
      );
      expect(api.get).toHaveBeenCalledWith('/api/checkout/cart');
      expect(store.getState().counters.cart).toBe(2);
    },
  );

  it('uses the campaign call with the campaign price when a campaign applies', async () => {
    const { store } = setup({ isCustomer: true });
    jest.mocked(api.post).mockResolvedValue(added as never);
    await store.dispatch(
      addToCart({ product: aProduct({ has_campaign: true, final_price: 1350, special_price: 1200 }) }),
    );
    expect(api.post).toHaveBeenCalledWith('/api/checkout/cart/campaign', {
      quantity: 1,
      product_id: 7,
      product_price: 1350,
    });
  });

  it('sends the chosen variant from the product page', async () => {
    const { store } = setup();
    jest.mocked(api.post).mockResolvedValue(added as never);
    const variant = { id: 31, price: 900, special_price: null };
    await store.dispatch(addToCart({ product: aProduct({ type: 'configurable' }), variant }));
    expect(api.post).toHaveBeenCalledWith('/api/checkout/cart', { quantity: 1, product_id: 7, variant_id: 31 });
  });

  it('reads the message from data.message and follows the redirect after adding', async () => {
    const { store, flashes } = setup();
    jest
      .mocked(api.post)
      .mockResolvedValue({ data: { data: { message: 'Added' }, redirect: '/checkout/cart' } } as never);
    await store.dispatch(addToCart({ product: aProduct() }));
    expect(flashes()).toEqual([['Added', 'success']]);
    expect(navigate).toHaveBeenCalledWith('/checkout/cart');
  });

  it('follows redirect_uri when the server wants options chosen first, without tracking', async () => {
    const { store } = setup({ pixelId: '99' });
    jest
      .mocked(api.post)
      .mockResolvedValue({ data: { message: 'Please select options', redirect_uri: '/products/panjabi' } } as never);
    const outcome = await store.dispatch(addToCart({ product: aProduct() }));
    expect(outcome).toBe('redirected');
    expect(navigate).toHaveBeenCalledWith('/products/panjabi');
    expect(trackPixel).not.toHaveBeenCalled();
  });

  it('never adds another type from a list: the shopper goes to its page', async () => {
    const { store } = setup();
    await store.dispatch(addToCart({ product: aProduct({ type: 'configurable', url_key: 'panjabi' }) }));
    expect(api.post).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/products/panjabi');
  });

  it('shows the server message on failure, or "An error occurred"', async () => {
    const { store, flashes } = setup();
    jest.mocked(api.post).mockRejectedValueOnce(anHttpError(422, { message: 'The campaign price has changed.' }));
    jest.mocked(api.post).mockRejectedValueOnce(new Error('Network Error'));
    expect(await store.dispatch(addToCart({ product: aProduct() }))).toBe('failed');
    await store.dispatch(addToCart({ product: aProduct() }));
    expect(flashes()).toEqual([
      ['The campaign price has changed.', 'error'],
      ['An error occurred', 'error'],
    ]);
    expect(api.get).not.toHaveBeenCalled();
  });
});
