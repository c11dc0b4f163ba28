import { act, screen, waitFor } from '@testing-library/react';
import { api } from '../../shared/api/client';
import { cartCounted } from '../../shared/store/countersSlice';
import { makeStore } from '../../shared/store/store';
import { renderWithProviders, withShop } from '../../shared/test/renderWithProviders';
import { addToWishlist } from '../../shared/wishlist/addToWishlist';
import { Navbar } from './Navbar';

jest.mock('../../shared/api/client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
jest.mock('../../shared/ui/navigate');
const get = api.get as jest.Mock;
const post = api.post as jest.Mock;

function serverCounts({ cart, wishlist = [] as unknown[] }: { cart: number | null; wishlist?: unknown[] }) {
  get.mockImplementation(async (url: string) => {
    if (url === '/api/checkout/cart') return { data: { data: cart === null ? null : { items_count: cart } } };
    if (url === '/api/customer/wishlist') return { data: { data: wishlist } };
    if (url === '/api/compare-items') return { data: [] };
    throw new Error(`unexpected call ${url}`);
  });
}

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  localStorage.clear();
});

describe('Navbar', () => {
  it("shows the cart count the server gives, and zero for a guest's wishlist and compare", async () => {
    serverCounts({ cart: 2 });
    renderWithProviders(<Navbar />);
    expect(await screen.findByRole('link', { name: 'Cart: 2' })).toHaveAttribute('href', '/checkout/cart');
    expect(screen.getByRole('link', { name: 'Wishlist: 0' })).toHaveAttribute('href', '/customer/login');
    expect(screen.getByRole('link', { name: 'Compare: 0' })).toHaveAttribute('href', '/compare');
  });

  it("counts a customer's wishlist and links to it", async () => {
    serverCounts({ cart: null, wishlist: [{ id: 1 }, { id: 2 }] });
    renderWithProviders(<Navbar />, { shop: { isCustomer: true } });
    expect(await screen.findByRole('link', { name: 'Wishlist: 2' })).toHaveAttribute('href', '/customer/wishlist');
    expect(screen.getByRole('link', { name: 'Cart: 0' })).toBeInTheDocument();
  });

  it('follows the store when another island or tab changes a count', async () => {
    serverCounts({ cart: 0 });
    const { store } = renderWithProviders(<Navbar />);
    await screen.findByRole('link', { name: 'Cart: 0' });
    act(() => {
      store.dispatch(cartCounted(5));
    });
    expect(await screen.findByRole('link', { name: 'Cart: 5' })).toBeInTheDocument();
  });

  it('says a changed count to screen readers, not the counts the page opened with', async () => {
    serverCounts({ cart: 2 });
    const { store, container } = renderWithProviders(<Navbar />, {
      preloadedState: { counters: { cart: 2, wishlist: 0, compare: 0, fromServer: true } },
    });
    const news = container.querySelector('[aria-live="polite"]')!;
    expect(news).toBeEmptyDOMElement();
    act(() => {
      store.dispatch(cartCounted(3));
    });
    expect(news).toHaveTextContent('Cart: 3');
  });

  it('adds the product whose heart a guest tapped, back on its page after signing in', async () => {
    window.history.replaceState(null, '', '/products/jamdani-saree');
    await makeStore(withShop({ isCustomer: false })).dispatch(addToWishlist(9));
    serverCounts({ cart: 0, wishlist: [{ id: 1 }] });
    post.mockResolvedValue({ data: { message: 'Item Successfully Added To Wishlist' } });
    const { store } = renderWithProviders(<Navbar />, { shop: { isCustomer: true } });
    expect(await screen.findByRole('link', { name: 'Wishlist: 1' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/customer/wishlist', { product_id: 9 });
    expect(store.getState().flash.map((f) => f.text)).toEqual(['Item Successfully Added To Wishlist']);
    window.history.replaceState(null, '', '/');
  });

  it('keeps working with the preloaded numbers when the server cannot be reached', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    get.mockRejectedValue(new Error('Network Error'));
    renderWithProviders(<Navbar />, { preloadedState: { counters: { cart: 4, wishlist: 0, compare: 0 } } });
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith('[haat] could not read the cart counter', expect.any(Error)),
    );
    expect(screen.getByRole('link', { name: 'Cart: 4' })).toBeInTheDocument();
    errors.mockRestore();
  });

  it('searches products by term at /search', async () => {
    serverCounts({ cart: 0 });
    renderWithProviders(<Navbar />);
    await screen.findByRole('link', { name: 'Cart: 0' });
    const search = screen.getByRole('combobox', { name: 'Search products' });
    expect(search).toHaveAttribute('name', 'term');
    expect(screen.getByRole('search')).toHaveAttribute('action', '/search');
  });
});

describe('Navbar in Bangla', () => {
  it('names the search and the counters in Bangla, with Bangla digits', async () => {
    serverCounts({ cart: 12 });
    renderWithProviders(<Navbar />, { shop: { locale: 'bn-BD' } });
    const cart = await screen.findByRole('link', { name: 'কার্ট: ১২' });
    expect(cart).toHaveAttribute('href', '/checkout/cart');
    expect(cart.querySelector('.badge')).toHaveTextContent('১২');
    expect(screen.getByRole('link', { name: 'উইশলিস্ট: ০' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'তুলনা: ০' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'হাট হোম' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('combobox', { name: 'পণ্য খুঁজুন' })).toHaveAttribute(
      'placeholder',
      'পণ্য, ব্র্যান্ড ও আরও অনেক কিছু খুঁজুন',
    );
    expect(screen.getByRole('button', { name: 'খুঁজুন' })).toBeInTheDocument();
  });
});
