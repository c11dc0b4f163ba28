import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../shared/api/client';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { selectFlashMessages } from '../../shared/store/flashSlice';
import { cartCounted, selectCartCount } from '../../shared/store/countersSlice';
import { CartPage } from './CartPage';
import { cartItem, cartWith, httpFailure } from './cartFixture';

jest.mock('../../shared/api/client');
const get = api.get as jest.Mock;
const put = api.put as jest.Mock;
const post = api.post as jest.Mock;

const rice = cartItem(1, 'Miniket Rice 5kg', 450, 2);
const oil = cartItem(2, 'Soybean Oil 1L', 190, 1);

/** GET /api/checkout/cart answers the page load and the counter refresh with the cart the server has now. */
function serverCart(cart: ReturnType<typeof cartWith> | null) {
  get.mockImplementation(async (url: string) => {
    if (url === '/api/checkout/cart') return { data: { data: cart } };
    throw new Error(`unexpected GET ${url}`);
  });
}

function renderCart() {
  return renderWithProviders(<CartPage />);
}

/** Whether the browser would follow the link clicked (the test stops it there: jsdom does not navigate). */
function follows(link: HTMLElement): boolean {
  let followed = false;
  const look = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', look, { once: true });
  fireEvent.click(link);
  return followed;
}

const flashes = (store: ReturnType<typeof renderCart>['store']) =>
  selectFlashMessages(store.getState()).map(({ text, type }) => ({ text, type }));

beforeEach(() => jest.resetAllMocks());

describe('the cart page', () => {
  it('shows the loading text, then the lines with their prices and the way on', async () => {
    serverCart(cartWith([rice, oil]));
    renderCart();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your Cart...');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Product', 'Unit Price', 'Quantity', 'Subtotal', 'Remove']);
    const riceRow = within(table).getByRole('row', { name: /Miniket Rice 5kg/ });
    expect(riceRow).toHaveTextContent('৳ 450');
    expect(riceRow).toHaveTextContent('৳ 900');
    expect(within(riceRow).getByRole('link', { name: /Miniket Rice 5kg/ })).toHaveAttribute(
      'href',
      '/products/miniket-rice-5kg',
    );
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeShopping Cart');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Proceed To CheckOut' })).toHaveAttribute('href', '/checkout/onepage/');
  });

  it('strikes the regular price through when a special price or campaign lowers it', async () => {
    serverCart(cartWith([cartItem(3, 'Aarong Nakshi Kantha', 1200, 1, 1500), oil]));
    renderCart();
    const kantha = await screen.findByRole('row', { name: /Aarong Nakshi Kantha/ });
    expect(within(kantha).getByRole('deletion')).toHaveTextContent('Regular price ৳ 1,500');
    expect(within(kantha).getByRole('cell', { name: /৳ 1,500.*৳ 1,200/ })).toBeInTheDocument();
    // A line at its regular price shows one price only.
    const oilRow = screen.getByRole('row', { name: /Soybean Oil 1L/ });
    expect(within(oilRow).queryByRole('deletion')).not.toBeInTheDocument();
  });

  it('says so when there is no cart or no line', async () => {
    serverCart(null);
    renderCart();
    expect(await screen.findByText('Your Cart is Empty!')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('reads the cart again, keeping it on screen, when another tab changes the cart counter', async () => {
    serverCart(null);
    const { store } = renderCart();
    expect(await screen.findByText('Your Cart is Empty!')).toBeInTheDocument();
    serverCart(cartWith([rice]));
    // The navbar's own count of the cart on screen changes nothing.
    store.dispatch(cartCounted(0));
    expect(get).toHaveBeenCalledTimes(1);
    store.dispatch(cartCounted(1));
    expect(await screen.findByRole('row', { name: /Miniket Rice 5kg/ })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);

    serverCart(cartWith([rice, oil]));
    store.dispatch(cartCounted(2));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Soybean Oil 1L/ })).toBeInTheDocument();
  });

  it('offers to try again when the cart cannot be read', async () => {
    get.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ data: { data: cartWith([oil]) } });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Soybean Oil 1L/ })).toBeInTheDocument();
  });

  it('sends the new quantities, never below 1, and shows the answer', async () => {
    serverCart(cartWith([rice, oil]));
    const { store } = renderCart();
    const riceQuantity = await screen.findByRole('spinbutton', { name: 'Quantity of Miniket Rice 5kg' });
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Miniket Rice 5kg' }));
    expect(riceQuantity).toHaveValue(3);
    const oilQuantity = screen.getByRole('spinbutton', { name: 'Quantity of Soybean Oil 1L' });
    expect(screen.getByRole('button', { name: 'Decrease quantity of Soybean Oil 1L' })).toBeDisabled();
    await userEvent.clear(oilQuantity);
    await userEvent.type(oilQuantity, '0');

    const updated = cartWith([{ ...rice, quantity: 3, formatted_total: '৳ 1,350' }, oil]);
    put.mockResolvedValue({ data: { message: 'Cart updated successfully.', data: updated } });
    serverCart(updated);
    await userEvent.click(screen.getByRole('button', { name: 'Update cart' }));

    expect(put).toHaveBeenCalledWith('/api/checkout/cart', { qty: { 1: 3, 2: 1 } });
    expect(await screen.findByText('৳ 1,350')).toBeInTheDocument();
    expect(flashes(store)).toEqual([{ text: 'Cart updated successfully.', type: 'success' }]);
    await waitFor(() => expect(selectCartCount(store.getState())).toBe(2));
  });

  it('says which lines hold more than the shop has left, and goes to checkout only once they are fixed', async () => {
    serverCart(
      cartWith([
        { ...rice, units_left: 1 },
        { ...oil, units_left: 0 },
      ]),
    );
    const { store } = renderCart();
    const riceQuantity = await screen.findByRole('spinbutton', { name: 'Quantity of Miniket Rice 5kg' });
    expect(riceQuantity).toHaveAccessibleDescription('Only 1 unit is left in stock.');
    expect(riceQuantity).toBeInvalid();
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Soybean Oil 1L' })).toHaveAccessibleDescription(
      'Out of stock',
    );

    const proceed = screen.getByRole('link', { name: 'Proceed To CheckOut' });
    expect(follows(proceed)).toBe(false);
    expect(flashes(store)).toEqual([
      { text: 'Miniket Rice 5kg: only 1 unit is left in stock. Lower the quantity to check out.', type: 'error' },
      { text: 'Soybean Oil 1L is out of stock. Remove it to check out.', type: 'error' },
    ]);

    // Lowered to the one left, the oil removed: the server's cart flags nothing, and the way on is open.
    const fixed = cartWith([{ ...rice, quantity: 1 }]);
    put.mockResolvedValue({ data: { message: 'Cart updated successfully.', data: fixed } });
    serverCart(fixed);
    await userEvent.click(screen.getByRole('button', { name: 'Update cart' }));
    await waitFor(() => expect(screen.queryByText('Out of stock')).toBeNull());
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Miniket Rice 5kg' })).not.toHaveAccessibleDescription();
    expect(follows(proceed)).toBe(true);
  });

  it('is a form of the quantities, and a form per Remove, that the browser can send itself', async () => {
    serverCart(cartWith([rice, oil]));
    renderWithProviders(<CartPage />, { shop: { formToken: 'page-token' } });
    const update = (await screen.findByRole('button', { name: 'Update cart' })).closest('form')!;
    expect([update.method, update.getAttribute('action')]).toEqual(['post', '/form/cart/update']);
    expect(Object.fromEntries(new FormData(update))).toEqual({ _xsrf: 'page-token', 'qty[1]': '2', 'qty[2]': '1' });
    const remove = screen.getByRole('button', { name: 'Remove Soybean Oil 1L' }) as HTMLButtonElement;
    expect([remove.form!.getAttribute('action'), remove.name, remove.value]).toEqual([
      '/form/cart/remove',
      'cart_item_id',
      '2',
    ]);
    expect(Object.fromEntries(new FormData(remove.form!))).toEqual({ _xsrf: 'page-token' });
  });

  it("shows the server's words when an update is refused", async () => {
    serverCart(cartWith([rice]));
    const { store } = renderCart();
    put.mockRejectedValue(httpFailure(422, { message: 'The quantity must be at least 1.' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Update cart' }));
    await waitFor(() => expect(flashes(store)).toEqual([{ text: 'The quantity must be at least 1.', type: 'error' }]));
  });
});

describe('removing a line', () => {
  it('asks first; Cancel closes the dialog and keeps the line', async () => {
    serverCart(cartWith([rice, oil]));
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Soybean Oil 1L' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('Once deleted, you will not be able to recover.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByRole('row', { name: /Soybean Oil 1L/ })).toBeInTheDocument();
  });

  it('OK closes the dialog, removes the line and counts again', async () => {
    serverCart(cartWith([rice, oil]));
    const { store } = renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Soybean Oil 1L' }));
    post.mockResolvedValue({
      data: { message: 'Item was removed successfully from your cart.', data: cartWith([rice]) },
    });
    serverCart(cartWith([rice]));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/checkout/cart', { cart_item_id: 2, _method: 'DELETE' });
    await waitFor(() => expect(screen.queryByRole('row', { name: /Soybean Oil 1L/ })).not.toBeInTheDocument());
    expect(flashes(store)).toEqual([{ text: 'Item was removed successfully from your cart.', type: 'success' }]);
    await waitFor(() => expect(selectCartCount(store.getState())).toBe(1));
  });

  it('shows the empty cart once the last line is gone', async () => {
    serverCart(cartWith([oil]));
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Soybean Oil 1L' }));
    post.mockResolvedValue({ data: { message: 'Item was removed successfully from your cart.', data: null } });
    serverCart(null);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Your Cart is Empty!')).toBeInTheDocument();
  });

  it.each([
    [
      'the server error text',
      httpFailure(404, { error: 'This item is not in your cart.', message: 'Not found' }),
      'This item is not in your cart.',
    ],
    [
      'the fallback text when the server says nothing',
      new Error('Network Error'),
      'An error occurred while removing the item from your cart.',
    ],
  ])('keeps the line and shows %s when removal fails', async (_case, failure, text) => {
    serverCart(cartWith([rice, oil]));
    const { store } = renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Miniket Rice 5kg' }));
    post.mockRejectedValue(failure);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(flashes(store)).toEqual([{ text, type: 'error' }]));
    expect(screen.getByRole('row', { name: /Miniket Rice 5kg/ })).toBeInTheDocument();
  });
});

describe('the cart page in Bangla', () => {
  it('names the lines, columns and buttons in Bangla and says a failed removal in Bangla', async () => {
    serverCart(cartWith([rice, oil]));
    const { store } = renderWithProviders(<CartPage />, { shop: { locale: 'bn-BD' } });
    expect(screen.getByRole('status')).toHaveTextContent('আপনার কার্ট লোড হচ্ছে...');
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('শপিং কার্ট');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['পণ্য', 'একক দাম', 'পরিমাণ', 'সাবটোটাল', 'সরান']);
    expect(screen.getByRole('spinbutton', { name: 'Miniket Rice 5kg-এর পরিমাণ' })).toHaveValue(2);
    expect(screen.getByRole('button', { name: 'কার্ট আপডেট করুন' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'চেকআউটে যান' })).toHaveAttribute('href', '/checkout/onepage/');

    await userEvent.click(screen.getByRole('button', { name: 'Miniket Rice 5kg সরান' }));
    expect(screen.getByRole('alertdialog', { name: 'আপনি কি নিশ্চিত?' })).toBeInTheDocument();
    post.mockRejectedValue(new Error('Network Error'));
    await userEvent.click(screen.getByRole('button', { name: 'ঠিক আছে' }));
    await waitFor(() =>
      expect(flashes(store)).toEqual([
        { text: 'আপনার কার্ট থেকে পণ্যটি সরানোর সময় একটি সমস্যা ' + 'হয়েছে।', type: 'error' },
      ]),
    );
  });
});
