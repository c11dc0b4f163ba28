import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../shared/api/client';
import { selectFlashMessages } from '../../shared/store/flashSlice';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { CheckoutPage } from './CheckoutPage';
import { answerGets, checkoutCart, checkoutProps, httpFailure, serverLists } from '../../shared/test/checkoutFixture';

jest.mock('../../shared/api/client');
jest.mock('../../shared/tracking/pixel');
const post = api.post as jest.Mock;
const del = api.delete as jest.Mock;

const withEid = checkoutCart({
  coupon_code: 'EID10',
  discount_amount: 109,
  formatted_discount_amount: '৳ 109',
  grand_total: 981,
  formatted_grand_total: '৳ 981',
});

async function renderCheckout() {
  const view = renderWithProviders(<CheckoutPage {...checkoutProps()} />, { shop: { isCustomer: true } });
  await screen.findByRole('complementary', { name: 'Order Summary' });
  return {
    ...view,
    flashes: () => selectFlashMessages(view.store.getState()).map(({ text, type }) => ({ text, type })),
  };
}

const total = () => screen.getByText('Total').nextSibling;

beforeEach(() => {
  jest.resetAllMocks();
  answerGets(serverLists());
});

describe('the coupon field', () => {
  it('asks for a code before sending anything', async () => {
    const { flashes } = await renderCheckout();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(flashes()).toEqual([{ text: 'Please enter a coupon code.', type: 'warning' }]);
    expect(post).not.toHaveBeenCalled();
  });

  it("reads 'Applying...' while pending, then shows the applied code, the discount and the new total", async () => {
    let answer!: (value: unknown) => void;
    post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { flashes } = await renderCheckout();
    await userEvent.type(screen.getByRole('textbox', { name: 'Coupon code' }), ' EID10 ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('button', { name: 'Applying...' })).toBeDisabled();
    expect(post).toHaveBeenCalledWith('/api/checkout/cart/coupon', { code: 'EID10' });

    answer({ data: { message: 'Coupon code applied successfully.', data: withEid } });
    expect(await screen.findByText('EID10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeEnabled();
    expect(screen.getByText('Discount').nextSibling).toHaveTextContent('− ৳ 109');
    expect(total()).toHaveTextContent('৳ 981');
    expect(flashes()).toEqual([{ text: 'Coupon code applied successfully.', type: 'success' }]);
  });

  it.each([
    [400, { message: 'This coupon has expired.' }, 'This coupon has expired.', 'warning'],
    [
      422,
      { message: 'The order must be at least ৳ 2,000 for this coupon.' },
      'The order must be at least ৳ 2,000 for this coupon.',
      'warning',
    ],
    [500, {}, 'Something went wrong. Please try again.', 'error'],
  ])('answers a %i with the right flash', async (status, body, text, type) => {
    post.mockRejectedValue(httpFailure(status, body));
    const { flashes } = await renderCheckout();
    await userEvent.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'OLD50');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(flashes()).toEqual([{ text, type }]));
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('OLD50');
  });

  it('removes an applied coupon', async () => {
    answerGets(serverLists({ '/api/checkout/cart': { data: withEid } }));
    del.mockResolvedValue({ data: { message: 'Coupon code removed successfully.', data: checkoutCart() } });
    const { flashes } = await renderCheckout();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(del).toHaveBeenCalledWith('/api/checkout/cart/coupon');
    expect(await screen.findByRole('textbox', { name: 'Coupon code' })).toBeInTheDocument();
    expect(total()).toHaveTextContent('৳ 1,090');
    expect(flashes()).toEqual([{ text: 'Coupon code removed successfully.', type: 'success' }]);
  });

  it('keeps the coupon when removal fails', async () => {
    answerGets(serverLists({ '/api/checkout/cart': { data: withEid } }));
    del.mockRejectedValue(httpFailure(500, {}));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { flashes } = await renderCheckout();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(flashes()).toEqual([{ text: 'Failed to remove coupon.', type: 'error' }]));
    expect(screen.getByText('EID10')).toBeInTheDocument();
  });
});
