import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../shared/api/client';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { navigate } from '../../shared/ui/navigate';
import {
  answerGets,
  cashOnDelivery,
  checkoutCart,
  checkoutProps,
  httpFailure,
  karimHome,
  serverLists,
} from '../../shared/test/checkoutFixture';
import { CheckoutPage } from './CheckoutPage';

jest.mock('../../shared/api/client');
jest.mock('../../shared/ui/navigate');
jest.mock('../../shared/tracking/pixel');
const post = api.post as jest.Mock;

const SENT = 'To confirm your cash order we sent a 6-digit code to 01812345678. Enter it and press Order Place.';
const WRONG = 'That code is wrong. You have 4 tries left.';

/** The checkout with cash chosen for a number the shop asks a code of; the order call answers by the code sent. */
function checkoutAskingCode() {
  post.mockImplementation(async (url: string, body: { confirm_code?: string }) => {
    if (url !== '/api/checkout/onepage/orders') throw new Error(`unexpected POST ${url}`);
    if (!body.confirm_code) throw httpFailure(422, { message: SENT, code_required: true });
    if (body.confirm_code !== '482913') throw httpFailure(422, { message: WRONG, code_required: true });
    return { data: { data: { success: true, redirect_url: '/checkout/onepage/success', order: { id: 5 } } } };
  });
  renderWithProviders(
    <CheckoutPage
      {...checkoutProps({
        cart: checkoutCart(),
        addresses: [karimHome],
        paymentMethods: [cashOnDelivery],
        selected: { addressId: 31, shippingMethod: 'flatrate_flatrate', paymentMethod: 'cashondelivery' },
        cashOrder: { ask: 'code', phone: '01812345678' },
      })}
    />,
    { shop: { isCustomer: true, pixelId: '' } },
  );
}

beforeEach(() => {
  jest.resetAllMocks();
  answerGets(serverLists());
});

describe('a cash order that asks a code', () => {
  it('says so before Order Place, then asks the code sent, with the keyboard on its field', async () => {
    checkoutAskingCode();
    expect(screen.getByText(/Cash on delivery to 01812345678 is confirmed with a 6-digit code/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Order Place' }));
    const field = await screen.findByRole('textbox', { name: 'Code sent by SMS' });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAccessibleDescription(SENT);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('tells a wrong code by the field, and places the order with the right one', async () => {
    checkoutAskingCode();
    await userEvent.click(screen.getByRole('button', { name: 'Order Place' }));
    const field = await screen.findByRole('textbox', { name: 'Code sent by SMS' });
    await userEvent.type(field, '111111{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription(WRONG));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, '482913');
    await userEvent.click(screen.getByRole('button', { name: 'Order Place' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/onepage/success'));
    expect(post).toHaveBeenLastCalledWith(
      '/api/checkout/onepage/orders',
      expect.objectContaining({ confirm_code: '482913', payment_method: 'cashondelivery' }),
      expect.anything(),
    );
  });
});
