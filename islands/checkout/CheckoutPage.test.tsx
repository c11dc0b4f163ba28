import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../shared/api/client';
import { addCarriedFlashes } from '../../shared/store/carriedFlash';
import { selectFlashMessages } from '../../shared/store/flashSlice';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { trackOrderPlace, trackPixel } from '../../shared/tracking/pixel';
import { navigate } from '../../shared/ui/navigate';
import type { CheckoutPageProps } from '../../shared/api/checkoutContract';
import { CheckoutPage } from './CheckoutPage';
import {
  answerGets,
  cashOnDelivery,
  checkoutCart,
  checkoutProps,
  httpFailure,
  karimHome,
  karimOffice,
  offeredMethods,
  serverLists,
} from '../../shared/test/checkoutFixture';
import { forgetPlaces } from '../../shared/api/places';
import { renderToString } from 'react-dom/server';
import { IslandRoot } from '../../shared/mount/IslandRoot';
import { testI18n } from '../../shared/test/testI18n';
import { makeStore } from '../../shared/store/store';

jest.mock('../../shared/api/client');
jest.mock('../../shared/ui/navigate');
jest.mock('../../shared/tracking/pixel');
const post = api.post as jest.Mock;

/** POST answers by path: a body, an Error to reject with, or a function the server runs and answers with. */
function answerPosts(answers: Record<string, unknown>) {
  post.mockImplementation(async (url: string) => {
    const given = answers[url];
    const answer = typeof given === 'function' ? given() : given;
    if (answer instanceof Error) throw answer;
    if (answer === undefined) throw new Error(`unexpected POST ${url}`);
    return { data: answer };
  });
}

const SHOP_POSTS = {
  '/api/checkout/onepage/addresses': { message: 'Address saved.' },
  '/api/checkout/onepage/shipping-methods': { payment_methods: [cashOnDelivery] },
  '/api/checkout/onepage/payment-methods': { message: 'Payment method saved.' },
  '/api/checkout/onepage/orders': {
    data: { success: true, redirect_url: '/checkout/onepage/success', order: { id: 5, increment_id: '100000005' } },
  },
  '/api/calculate-price': { data: { price: 70 } },
};

function renderCheckout(props: Partial<CheckoutPageProps> = {}) {
  const view = renderWithProviders(<CheckoutPage {...checkoutProps(props)} />, {
    shop: { isCustomer: true, pixelId: '123' },
  });
  const flashes = () => selectFlashMessages(view.store.getState()).map(({ text, type }) => ({ text, type }));
  return { ...view, flashes };
}

const chooseHome = async () => userEvent.click(await screen.findByRole('radio', { name: /Karim Uddin.*House 12/ }));

async function chooseEverything() {
  await chooseHome();
  await userEvent.click(screen.getByRole('radio', { name: 'Express' }));
  await userEvent.click(await screen.findByRole('radio', { name: /Cash On Delivery/ }));
}

/** The flashes the next page of this tab shows: its store takes what this page left, as the page store does. */
function nextPageFlashes() {
  const next = makeStore();
  addCarriedFlashes(next, document);
  return selectFlashMessages(next.getState()).map(({ text, type }) => ({ text, type }));
}

beforeEach(() => {
  jest.resetAllMocks();
  sessionStorage.clear();
  forgetPlaces();
  answerGets(serverLists());
  answerPosts(SHOP_POSTS);
});

describe('arriving at checkout', () => {
  it("is rendered by the server from the page's data, the steps and the summary, not a spinner", () => {
    const html = renderToString(
      <IslandRoot island="checkout" store={makeStore()} i18n={testI18n()}>
        <CheckoutPage {...checkoutProps({ cart: checkoutCart(), addresses: [karimHome] })} />
      </IslandRoot>,
    );
    expect(html).not.toContain('Loading checkout');
    expect(html).toContain('House 12, Road 5');
    expect(html).toContain('Order Summary');
  });

  it("paints from the page's data with the choices the session kept, without asking again", async () => {
    renderCheckout({
      cart: checkoutCart({
        shipping_amount: 60,
        formatted_shipping_amount: '৳ 60',
        grand_total: 1150,
        formatted_grand_total: '৳ 1,150',
      }),
      addresses: [karimHome, karimOffice],
      paymentMethods: [cashOnDelivery],
      selected: { addressId: 31, shippingMethod: 'free_free', paymentMethod: 'cashondelivery' },
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /House 12/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Regular' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Cash On Delivery/ })).toBeChecked();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('৳ 1,150');
    expect(api.get).not.toHaveBeenCalled();
  });

  it('shows the steps, the saved addresses and the order summary, and sends InitiateCheckout', async () => {
    renderCheckout();
    expect(screen.getByRole('status')).toHaveTextContent('Loading checkout');
    expect(
      await screen.findByRole('radio', { name: /Karim Uddin.*House 12, Road 5.*Mirpur.*Dhaka 1216/ }),
    ).not.toBeChecked();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeCheckout');
    const summary = screen.getByRole('complementary', { name: 'Order Summary' });
    expect(summary).toHaveTextContent('Miniket Rice 5kg × 2৳ 900');
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('৳ 1,090');
    // No shipping method yet: the charge is not known, not free.
    expect(within(summary).getByText('Shipping Charge').nextSibling).toHaveTextContent(/^—$/);
    expect(screen.queryByRole('heading', { name: 'Payment Method' })).not.toBeInTheDocument();
    expect(trackPixel).toHaveBeenCalledWith('123', 'InitiateCheckout', {
      value: 1090,
      num_items: 3,
      content_ids: [10, 20],
    });
  });

  it(
    "shows each line's unit price, the regular price struck through when a campaign or special price lowered " + 'it',
    async () => {
      const cart = checkoutCart();
      const kantha = {
        ...cart.items[0],
        name: 'Aarong Nakshi Kantha',
        quantity: 1,
        price: 1200,
        formatted_price: '৳ 1,200',
        regular_price: 1500,
        formatted_regular_price: '৳ 1,500',
        total: 1200,
        formatted_total: '৳ 1,200',
      };
      renderCheckout({ cart: { ...cart, items: [kantha, cart.items[1]] }, addresses: [karimHome] });
      const lines = within(screen.getByRole('complementary', { name: 'Order Summary' })).getAllByRole('listitem');
      expect(within(lines[0]).getByRole('deletion')).toHaveTextContent('Regular price ৳ 1,500');
      expect(lines[0]).toHaveTextContent('৳ 1,500৳ 1,200');
      expect(within(lines[1]).queryByRole('deletion')).not.toBeInTheDocument();
      expect(lines[1]).toHaveTextContent('Soybean Oil 1L × 1৳ 190৳ 190');
    },
  );

  it('says the cart is empty when there is nothing to buy', async () => {
    answerGets(serverLists({ '/api/checkout/cart': { data: null } }));
    renderCheckout();
    expect(await screen.findByText('Your Cart is Empty!')).toBeInTheDocument();
    expect(trackPixel).not.toHaveBeenCalled();
  });
});

describe('the delivery address', () => {
  it('copies a saved address into billing and shipping and saves it to the session', async () => {
    const { flashes } = renderCheckout();
    const office = await screen.findByRole('radio', { name: /Bashundhara City/ });
    await userEvent.click(office);
    // The English names the address stores, not the names it is shown with.
    const {
      id: _id,
      default_address: _default,
      state_label: _district,
      city_label: _thana,
      area_label: _area,
      ...copy
    } = karimOffice;
    expect(post).toHaveBeenCalledWith('/api/checkout/onepage/addresses', {
      address_id: 32,
      billing: copy,
      shipping: copy,
    });
    expect(office).toBeChecked();
    await waitFor(() => expect(flashes()).toEqual([{ text: 'Address saved successfully!', type: 'success' }]));
  });

  it('starts the shipping and payment choice over on another address, with the cart the server has then', async () => {
    const withShipping = checkoutCart({
      shipping_amount: 120,
      formatted_shipping_amount: '৳ 120',
      grand_total: 1210,
      formatted_grand_total: '৳ 1,210',
    });
    renderCheckout({
      cart: withShipping,
      addresses: [karimHome, karimOffice],
      paymentMethods: [cashOnDelivery],
      selected: { addressId: 31, shippingMethod: 'flatrate_flatrate', paymentMethod: 'cashondelivery' },
    });
    const summary = screen.getByRole('complementary', { name: 'Order Summary' });
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('৳ 1,210');
    await userEvent.click(screen.getByRole('radio', { name: /Bashundhara City/ }));
    expect(screen.getByRole('radio', { name: 'Express' })).not.toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Payment Method' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('৳ 1,090'));
    expect(within(summary).getByText('Shipping Charge').nextSibling).toHaveTextContent(/^—$/);
  });

  it('lets go of the address when the session refuses it', async () => {
    answerPosts({
      ...SHOP_POSTS,
      '/api/checkout/onepage/addresses': httpFailure(500, { message: 'Something went wrong. Please try again.' }),
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { flashes } = renderCheckout();
    const home = await screen.findByRole('radio', { name: /House 12/ });
    await userEvent.click(home);
    await waitFor(() => expect(flashes()).toEqual([{ text: 'Failed to save selected address.', type: 'error' }]));
    expect(home).not.toBeChecked();
  });

  it('toggles between the list and the Add New Address form', async () => {
    renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Address' }));
    expect(await screen.findByRole('textbox', { name: 'First Name' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /House 12/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: /House 12/ })).toBeInTheDocument();
  });
});

describe('shipping and payment', () => {
  it('keeps the shipping methods shut, with a hint, until an address is chosen', async () => {
    renderCheckout();
    const express = await screen.findByRole('radio', { name: 'Express' });
    expect(express).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Shipping Method' })).toHaveAccessibleDescription(
      'Choose a delivery address first.',
    );
    await userEvent.click(express);
    expect(post).not.toHaveBeenCalled();
    await chooseHome();
    expect(express).toBeEnabled();
    expect(screen.queryByText('Choose a delivery address first.')).not.toBeInTheDocument();
  });

  it('offers the payment methods only once a shipping method is saved', async () => {
    renderCheckout();
    await chooseHome();
    const summary = screen.getByRole('complementary', { name: 'Order Summary' });
    await userEvent.click(await screen.findByRole('radio', { name: 'Regular' }));
    expect(post).toHaveBeenCalledWith('/api/checkout/onepage/shipping-methods', { shipping_method: 'free_free' });
    expect(within(summary).getByText('Shipping Charge').nextSibling).toHaveTextContent('৳ 0');
    const cod = await screen.findByRole('radio', { name: /Cash On Delivery/ });
    await userEvent.click(cod);
    expect(post).toHaveBeenCalledWith('/api/checkout/onepage/payment-methods', { payment: cashOnDelivery });
    expect(cod).toBeChecked();
  });

  it('uses the names the server gives and resets the payment method on a new shipping method', async () => {
    renderCheckout({ shippingMethods: offeredMethods(true) });
    await chooseHome();
    await userEvent.click(await screen.findByRole('radio', { name: 'Pathao Express' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Cash On Delivery/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'Pathao Regular' }));
    expect(await screen.findByRole('radio', { name: /Cash On Delivery/ })).not.toBeChecked();
  });

  it('warns and follows the redirect when the session cannot go on (403); the warning shows there', async () => {
    answerPosts({
      ...SHOP_POSTS,
      '/api/checkout/onepage/shipping-methods': httpFailure(403, {
        message: 'Your cart is empty.',
        redirect_url: '/checkout/cart',
      }),
    });
    const { flashes } = renderCheckout();
    await chooseHome();
    await userEvent.click(await screen.findByRole('radio', { name: 'Express' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/cart'));
    expect(flashes()).toContainEqual({ text: 'Failed to save shipping method', type: 'warning' });
    // The page the browser opens next (the cart) starts with the warning.
    expect(nextPageFlashes()).toContainEqual({ text: 'Failed to save shipping method', type: 'warning' });
  });

  it('warns without reloading when the redirect is this very page', async () => {
    window.history.pushState({}, '', '/checkout/onepage/');
    answerPosts({
      ...SHOP_POSTS,
      '/api/checkout/onepage/shipping-methods': httpFailure(403, {
        message: 'Please choose a delivery address first.',
        redirect_url: '/checkout/onepage/',
      }),
    });
    const { flashes } = renderCheckout();
    await chooseHome();
    const express = await screen.findByRole('radio', { name: 'Express' });
    await userEvent.click(express);
    await waitFor(() => expect(flashes()).toContainEqual({ text: 'Failed to save shipping method', type: 'warning' }));
    expect(navigate).not.toHaveBeenCalled();
    expect(express).not.toBeChecked();
    window.history.pushState({}, '', '/');
  });

  it('says so when the shipping method is not saved', async () => {
    answerPosts({ ...SHOP_POSTS, '/api/checkout/onepage/shipping-methods': httpFailure(500, {}) });
    const { flashes } = renderCheckout();
    await chooseHome();
    const express = await screen.findByRole('radio', { name: 'Express' });
    await userEvent.click(express);
    await waitFor(() =>
      expect(flashes()).toContainEqual({ text: 'Failed to save shipping method. Please try again.', type: 'error' }),
    );
    expect(express).not.toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Payment Method' })).not.toBeInTheDocument();
  });
});

describe('the courier delivery price', () => {
  it(
    "is asked for the chosen address and method, and the summary shows the server's new shipping charge and " + 'total',
    async () => {
      // The server keeps the courier's price as the cart's shipping charge.
      const priced = checkoutCart({
        shipping_amount: 70,
        formatted_shipping_amount: '৳ 70',
        grand_total: 1160,
        formatted_grand_total: '৳ 1,160',
      });
      const calculatePrice = () => {
        answerGets(serverLists({ '/api/checkout/cart': { data: priced } }));
        return { data: { price: 70, formatted_price: '৳ 70', delivery_type: '12' } };
      };
      answerPosts({ ...SHOP_POSTS, '/api/calculate-price': calculatePrice });
      renderCheckout({ courierActive: true });
      await userEvent.click(await screen.findByRole('radio', { name: /House 12/ }));
      await userEvent.click(screen.getByRole('radio', { name: 'Pathao Express' }));
      const summary = screen.getByRole('complementary', { name: 'Order Summary' });
      await waitFor(() => expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('৳ 1,160'));
      expect(within(summary).getByText('Shipping Charge').nextSibling).toHaveTextContent('৳ 70');
      const form = post.mock.calls.find(([url]) => url === '/api/calculate-price')![1] as FormData;
      expect(Object.fromEntries(form.entries())).toEqual({
        zone_name: 'Mirpur',
        zone_id: '12',
        city_name: 'Dhaka',
        city_id: '1',
        cart_id: '7',
        delivery_type: '12',
        item_code_0: 'SKU-1',
        item_count_0: '2',
        item_code_1: 'SKU-2',
        item_count_1: '1',
        total_items: '2',
      });
    },
  );

  it("warns with the courier's message when it cannot price", async () => {
    answerPosts({
      ...SHOP_POSTS,
      '/api/calculate-price': httpFailure(422, { message: 'Please choose a city and zone the courier delivers to.' }),
    });
    const { flashes } = renderCheckout({ courierActive: true });
    await chooseHome();
    await userEvent.click(await screen.findByRole('radio', { name: 'Pathao Regular' }));
    await waitFor(() =>
      expect(flashes()).toContainEqual({
        text: 'Please choose a city and zone the courier delivers to.',
        type: 'warning',
      }),
    );
    const form = post.mock.calls.find(([url]) => url === '/api/calculate-price')![1] as FormData;
    expect(form.get('delivery_type')).toBe('48');
  });

  it("asks a saved address's missing courier city, zone and area, keeps them and delivers there", async () => {
    const completed = {
      ...karimOffice,
      city_id: 1,
      zone_id: 12,
      area_id: 301,
      area: 'Mirpur 10',
      area_label: 'Mirpur 10',
    };
    answerPosts({
      ...SHOP_POSTS,
      '/customer/account/addresses/32/courier-place': { message: 'Address Saved Successfully', data: completed },
    });
    const { flashes } = renderCheckout({ courierActive: true });
    const office = await screen.findByRole('radio', {
      name: /Bashundhara.*No courier city and zone yet: choose this address to add them\./,
    });
    await userEvent.click(office);
    expect(post).not.toHaveBeenCalledWith('/api/checkout/onepage/addresses', expect.anything());

    const city = await screen.findByRole('combobox', { name: 'City' }, { timeout: 5000 });
    expect(city).toHaveAttribute('aria-required', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Save and Deliver Here' }));
    expect(await screen.findByText('The city field is required')).toBeInTheDocument();
    await userEvent.selectOptions(city, await within(city).findByRole('option', { name: 'Dhaka' }));
    const zone = screen.getByRole('combobox', { name: 'Zone' });
    await userEvent.selectOptions(zone, await within(zone).findByRole('option', { name: 'Mirpur' }));
    const area = screen.getByRole('combobox', { name: 'Area' });
    await userEvent.selectOptions(area, await within(area).findByRole('option', { name: 'Mirpur 10' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and Deliver Here' }));

    await waitFor(() => expect(screen.getByRole('radio', { name: /Bashundhara/ })).toBeChecked());
    expect(post).toHaveBeenCalledWith('/customer/account/addresses/32/courier-place', {
      city_id: 1,
      zone_id: 12,
      area_id: 301,
    });
    expect(post).toHaveBeenCalledWith(
      '/api/checkout/onepage/addresses',
      expect.objectContaining({ address_id: 32, billing: expect.objectContaining({ city_id: 1, zone_id: 12 }) }),
    );
    expect(screen.getByRole('radio', { name: /Bashundhara/ })).not.toHaveAccessibleName(/No courier city/);
    expect(screen.queryByRole('combobox', { name: 'City' })).not.toBeInTheDocument();
    expect(flashes()).toEqual([{ text: 'Address Saved Successfully', type: 'success' }]);
    expect(screen.getByRole('radio', { name: 'Pathao Express' })).toBeEnabled();
  });
  it('marks the address being completed as the chosen one, and closes its form when another is chosen', async () => {
    renderCheckout({ courierActive: true });
    await chooseHome();
    const home = screen.getByRole('radio', { name: /House 12/ });
    await waitFor(() => expect(home).toBeChecked());
    await userEvent.click(screen.getByRole('radio', { name: /Bashundhara/ }));
    expect(await screen.findByRole('combobox', { name: 'City' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Bashundhara/ })).toBeChecked();
    expect(home).not.toBeChecked();
    await userEvent.click(home);
    expect(home).toBeChecked();
    expect(screen.queryByRole('combobox', { name: 'City' })).not.toBeInTheDocument();
  });
});

describe('placing the order', () => {
  it('warns when the address, shipping or payment method is missing', async () => {
    const { flashes } = renderCheckout();
    await chooseHome();
    await userEvent.click(await screen.findByRole('radio', { name: 'Express' }));
    await userEvent.click(screen.getByRole('button', { name: 'Order Place' }));
    expect(flashes()).toContainEqual({
      text: 'Please select a shipping address, shipping method, and payment method.',
      type: 'warning',
    });
    expect(post.mock.calls.map(([url]) => url)).not.toContain('/api/checkout/onepage/orders');
  });

  it('places it, sends OrderPlace and goes to the success page', async () => {
    renderCheckout();
    await chooseEverything();
    await userEvent.click(screen.getByRole('button', { name: 'Order Place' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/onepage/success'));
    const {
      id: _id,
      default_address: _default,
      state_label: _district,
      city_label: _thana,
      area_label: _area,
      ...copy
    } = karimHome;
    expect(post).toHaveBeenCalledWith(
      '/api/checkout/onepage/orders',
      { address: { address_id: 31, ...copy }, shipping_method: 'flatrate_flatrate', payment_method: 'cashondelivery' },
      { headers: { 'Idempotency-Key': expect.stringMatching(/^checkout-/) } },
    );
    expect(trackOrderPlace).toHaveBeenCalledWith('123', {
      name: 'Karim Uddin',
      phone: '01812345678',
      email: 'karim@example.com',
      value: 1090,
      orderId: '100000005',
    });
    expect(screen.getByRole('button', { name: 'Order Place' })).toBeDisabled();
  });

  it("hashes the signed-in customer's email in OrderPlace when the delivery address has none", async () => {
    answerGets(serverLists({ '/api/customer/addresses': { data: [{ ...karimHome, email: null }, karimOffice] } }));
    renderCheckout({ customerEmail: 'karim.account@example.com' });
    await chooseEverything();
    await userEvent.click(screen.getByRole('button', { name: 'Order Place' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/onepage/success'));
    expect(trackOrderPlace).toHaveBeenCalledWith('123', {
      name: 'Karim Uddin',
      phone: '01812345678',
      email: 'karim.account@example.com',
      value: 1090,
      orderId: '100000005',
    });
  });

  it.each([
    [
      'the server message of a refused order',
      { data: { success: false, message: 'Soybean Oil 1L is out of stock.' } },
      'Soybean Oil 1L is out of stock.',
    ],
    [
      'the fallback text of a refused order without message',
      { data: { success: false } },
      'An error occurred while processing your order.',
    ],
    [
      'the server message of a failed call',
      httpFailure(422, { message: 'Please choose a payment method.' }),
      'Please choose a payment method.',
    ],
    [
      'the fallback text of a failed call',
      new Error('Network Error'),
      'An error occurred while placing the order. Please try again.',
    ],
  ])('shows %s and stays', async (_case, answer, text) => {
    answerPosts({ ...SHOP_POSTS, '/api/checkout/onepage/orders': answer });
    const { flashes } = renderCheckout();
    await chooseEverything();
    await userEvent.click(screen.getByRole('button', { name: 'Order Place' }));
    await waitFor(() => expect(flashes()).toContainEqual({ text, type: 'error' }));
    expect(navigate).not.toHaveBeenCalled();
    expect(trackOrderPlace).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Order Place' })).toBeEnabled();
  });
});

describe('checkout in Bangla', () => {
  it('shows the steps and the summary in Bangla, quantities in Bangla digits, and warns in Bangla', async () => {
    const view = renderWithProviders(<CheckoutPage {...checkoutProps()} />, {
      shop: { isCustomer: true, locale: 'bn-BD' },
    });
    const flashes = () => selectFlashMessages(view.store.getState()).map(({ text, type }) => ({ text, type }));
    expect(screen.getByRole('status')).toHaveTextContent('চেকআউট লোড হচ্ছে');
    expect(await screen.findByRole('heading', { name: 'ডেলিভারি ঠিকানা' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('চেকআউট');
    expect(screen.getByText('আগে একটি ডেলিভারি ঠিকানা বেছে নিন।')).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'অর্ডার সারসংক্ষেপ' });
    expect(
      within(summary)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['সাবটোটাল', 'ছাড়', 'ডেলিভারি চার্জ', 'মোট']);
    expect(within(summary).getByText('× ২')).toBeInTheDocument();
    expect(within(summary).getByRole('textbox', { name: 'কুপন কোড' })).toBeInTheDocument();

    await chooseHome();
    await waitFor(() => expect(flashes()).toEqual([{ text: 'ঠিকানা সফলভাবে সংরক্ষণ করা হয়েছে!', type: 'success' }]));
    await userEvent.click(screen.getByRole('button', { name: 'অর্ডার করুন' }));
    expect(flashes()).toContainEqual({
      text: 'অনুগ্রহ করে ডেলিভারি ঠিকানা, শিপিং পদ্ধতি ও পেমেন্ট পদ্ধতি বেছে নিন।',
      type: 'warning',
    });
  });

  it(
    "names a saved address's courier area, thana and district in Bangla, and keeps the English names for the " +
      'order',
    async () => {
      const inBangla = { ...karimHome, area_label: 'মিরপুর ১০', city_label: 'মিরপুর', state_label: 'ঢাকা' };
      answerGets(serverLists({ '/api/customer/addresses': { data: [inBangla] } }));
      renderWithProviders(<CheckoutPage {...checkoutProps()} />, { shop: { isCustomer: true, locale: 'bn-BD' } });
      const savedAddress = /House 12, Road 5, মিরপুর ১০, মিরপুর, ঢাকা 1216/;
      await userEvent.click(await screen.findByRole('radio', { name: savedAddress }));
      const {
        id: _id,
        default_address: _default,
        state_label: _district,
        city_label: _thana,
        area_label: _area,
        ...copy
      } = karimHome;
      expect(post).toHaveBeenCalledWith('/api/checkout/onepage/addresses', {
        address_id: 31,
        billing: copy,
        shipping: copy,
      });
    },
  );
});
