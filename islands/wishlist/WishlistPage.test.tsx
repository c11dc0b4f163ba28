import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../shared/api/client';
import type { WishlistEntry } from '../../shared/api/contract';
import { selectWishlistCount, wishlistCounted } from '../../shared/store/countersSlice';
import { selectFlashMessages } from '../../shared/store/flashSlice';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { WishlistPage } from './WishlistPage';
import { wishlistEntry } from './wishlistFixture';

jest.mock('../../shared/api/client');
const get = api.get as jest.Mock;
const post = api.post as jest.Mock;
const remove = api.delete as jest.Mock;

const rice = wishlistEntry(1, 'Chinigura Rice 1kg', { regular: 150, final: 135 });
const phone = wishlistEntry(2, 'Walton Phone', { regular: 20000, final: 18000, campaign: true });
const kurta = wishlistEntry(3, 'Cotton Kurta', { regular: 2500, type: 'configurable' });

/** GET /api/customer/wishlist answers with the wishlist the server has now. */
function serverWishlist(entries: WishlistEntry[]) {
  get.mockImplementation(async (url: string) => {
    if (url === '/api/customer/wishlist') return { data: { data: entries } };
    throw new Error(`unexpected GET ${url}`);
  });
}

/** A failed call as the axios client rejects it. */
const httpFailure = (status: number, data: unknown) =>
  Object.assign(new Error(`status ${status}`), { isAxiosError: true, response: { status, data } });

function renderWishlist(wishlist?: WishlistEntry[]) {
  return renderWithProviders(<WishlistPage wishlist={wishlist} />, { shop: { isCustomer: true } });
}

const flashes = (store: ReturnType<typeof renderWishlist>['store']) =>
  selectFlashMessages(store.getState()).map(({ text, type }) => ({ text, type }));

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the wishlist page', () => {
  it("paints the page's entries at once: picture, linked name, price, and the way to buy", () => {
    renderWishlist([rice, phone, kurta]);
    expect(get).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeWishlist');

    const riceCard = screen.getByRole('article', { name: 'Chinigura Rice 1kg' });
    expect(within(riceCard).getByRole('link', { name: 'Chinigura Rice 1kg' })).toHaveAttribute(
      'href',
      '/products/chinigura-rice-1kg',
    );
    expect(riceCard.querySelector('img')).toHaveAttribute('src', '/storage/product/10/main-1.webp');
    expect(riceCard.querySelector('.price-main')).toHaveTextContent('৳ 135');
    expect(riceCard.querySelector('del')).toHaveTextContent('৳ 150');
    expect(within(riceCard).getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
    expect(within(riceCard).getByRole('button', { name: 'Remove Chinigura Rice 1kg' })).toBeEnabled();

    const phoneCard = screen.getByRole('article', { name: 'Walton Phone' });
    expect(phoneCard.querySelector('.price-main')).toHaveTextContent('৳ 18,000');
    expect(phoneCard.querySelector('del')).toHaveTextContent('৳ 20,000');

    const kurtaCard = screen.getByRole('article', { name: 'Cotton Kurta' });
    expect(kurtaCard.querySelector('del')).toBeNull();
    expect(within(kurtaCard).queryByRole('button', { name: 'Add To Cart' })).not.toBeInTheDocument();
    expect(within(kurtaCard).getByRole('link', { name: 'Select Options' })).toHaveAttribute(
      'href',
      '/products/cotton-kurta',
    );
  });

  it('says so when the wishlist is empty', () => {
    renderWishlist([]);
    expect(screen.getByText('Your Wishlist is Empty!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('reads the wishlist itself when the page wrote none, and offers to try again after a failure', async () => {
    get.mockRejectedValueOnce(new Error('offline'));
    renderWishlist();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your wishlist');
    serverWishlist([kurta]);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Cotton Kurta' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/customer/wishlist');
  });

  it('reads the list again when another tab changes the wishlist counter', async () => {
    const { store } = renderWishlist([rice, phone]);
    serverWishlist([phone]);
    // The navbar's own count of the same list changes nothing.
    store.dispatch(wishlistCounted(2));
    expect(get).not.toHaveBeenCalled();
    store.dispatch(wishlistCounted(1));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Chinigura Rice 1kg' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Walton Phone' })).toBeInTheDocument();
  });

  it('adds a simple product to the cart, at the campaign price when one runs', async () => {
    renderWishlist([rice, phone]);
    post.mockResolvedValue({ data: { message: 'Item Added To Cart Successfully', data: { items_count: 1 } } });
    get.mockResolvedValue({ data: { data: { items_count: 1 } } });
    await userEvent.click(
      within(screen.getByRole('article', { name: 'Chinigura Rice 1kg' })).getByRole('button', { name: 'Add To Cart' }),
    );
    expect(post).toHaveBeenLastCalledWith('/api/checkout/cart', { quantity: 1, product_id: 10 });
    await userEvent.click(
      within(screen.getByRole('article', { name: 'Walton Phone' })).getByRole('button', { name: 'Add To Cart' }),
    );
    expect(post).toHaveBeenLastCalledWith('/api/checkout/cart/campaign', {
      quantity: 1,
      product_id: 20,
      product_price: 18000,
    });
  });
});

describe('removing an entry', () => {
  it('takes it off the page with the success message and counts again in every tab', async () => {
    const { store } = renderWishlist([rice, phone]);
    remove.mockResolvedValue({ data: { data: true, message: 'Item Successfully Removed From Wishlist' } });
    serverWishlist([phone]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Chinigura Rice 1kg' }));

    expect(remove).toHaveBeenCalledWith('/api/customer/wishlist/1');
    expect(screen.queryByRole('article', { name: 'Chinigura Rice 1kg' })).not.toBeInTheDocument();
    expect(flashes(store)).toEqual([{ text: 'Item Successfully Removed From Wishlist', type: 'success' }]);
    await waitFor(() => expect(selectWishlistCount(store.getState())).toBe(1));
    // The new count is the page's own doing: the list is not read again.
    expect(get).toHaveBeenCalledTimes(1);

    serverWishlist([]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Walton Phone' }));
    expect(await screen.findByText('Your Wishlist is Empty!')).toBeInTheDocument();
  });

  it("keeps the entry and shows the server's error when the removal is refused", async () => {
    const { store } = renderWishlist([rice]);
    remove.mockRejectedValue(httpFailure(404, { message: 'This item is not in your wishlist.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Chinigura Rice 1kg' }));
    await waitFor(() =>
      expect(flashes(store)).toEqual([{ text: 'This item is not in your wishlist.', type: 'error' }]),
    );
    expect(screen.getByRole('button', { name: 'Remove Chinigura Rice 1kg' })).toBeEnabled();
    expect(get).not.toHaveBeenCalled();
  });

  it('shows the fallback text when the server says nothing, or answers without data.data', async () => {
    const { store } = renderWishlist([rice]);
    remove.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce({ data: { data: false } });
    const button = screen.getByRole('button', { name: 'Remove Chinigura Rice 1kg' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(flashes(store)).toHaveLength(2));
    expect(flashes(store)).toEqual([
      { text: 'An error occurred while removing the item from your cart.', type: 'error' },
      { text: 'An error occurred while removing the item from your cart.', type: 'error' },
    ]);
    expect(screen.getByRole('article', { name: 'Chinigura Rice 1kg' })).toBeInTheDocument();
  });

  it('waits while a removal is on its way, so a double click sends one call', async () => {
    renderWishlist([rice]);
    let answer: (value: unknown) => void = () => {};
    remove.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const button = screen.getByRole('button', { name: 'Remove Chinigura Rice 1kg' });
    await userEvent.click(button);
    expect(button).toBeDisabled();
    await userEvent.click(button);
    serverWishlist([]);
    answer({ data: { data: true } });
    expect(await screen.findByText('Your Wishlist is Empty!')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(1);
  });
});

describe('the wishlist page in Bangla', () => {
  it('shows its cards with prices in Bangla digits, and its empty state, in Bangla', () => {
    const { unmount } = renderWithProviders(<WishlistPage wishlist={[phone]} />, {
      shop: { isCustomer: true, locale: 'bn-BD' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'উইশলিস্ট' })).toBeInTheDocument();
    const phoneCard = screen.getByRole('article', { name: 'Walton Phone' });
    expect(phoneCard.querySelector('.price-main')).toHaveTextContent('৳ ১৮,০০০');
    expect(within(phoneCard).getByRole('button', { name: 'Walton Phone সরান' })).toBeEnabled();
    expect(within(phoneCard).getByRole('button', { name: 'তুলনায় যোগ করুন' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<WishlistPage wishlist={[]} />, { shop: { isCustomer: true, locale: 'bn-BD' } });
    expect(screen.getByText('আপনার উইশলিস্ট খালি!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'কেনাকাটা চালিয়ে যান' })).toHaveAttribute('href', '/');
  });
});
