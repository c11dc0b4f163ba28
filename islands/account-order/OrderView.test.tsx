import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderDetail } from '../../shared/account/orderFixture';
import { api } from '../../shared/api/client';
import { selectFlashMessages } from '../../shared/store/flashSlice';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { OrderView } from './OrderView';

jest.mock('../../shared/api/client');
const post = api.post as jest.Mock;

function renderOrder(order = orderDetail()) {
  const view = renderWithProviders(<OrderView order={order} />, { shop: { locale: 'en-GB' } });
  return { ...view, flashes: () => selectFlashMessages(view.store.getState()).map(({ text, type }) => ({ text, type })) };
}

const cancelled = orderDetail({ status: 'cancelled', status_label: 'Cancelled', can_cancel: false, total_due: 0, formatted_total_due: '৳ 0' });

beforeEach(() => jest.resetAllMocks());

describe('the order view', () => {
  it('shows the addresses, methods, items and every total', () => {
    renderOrder();
    expect(screen.getByText(/Placed on 13 Apr 2026/)).toBeInTheDocument();
    expect(screen.getByText('Pending')).toHaveClass('order-status', 'pending');
    const billing = screen.getByRole('region', { name: 'Billing Address' });
    expect(billing).toHaveTextContent('Karim Ahmed');
    expect(billing).toHaveTextContent('House 12, Road 5');
    expect(billing).toHaveTextContent('Gulshan, Dhaka 1212');
    expect(billing).toHaveTextContent('Bangladesh');
    expect(screen.getByRole('region', { name: 'Shipping Address' })).toHaveTextContent('Flat 3B, Lake Road');
    expect(screen.getByRole('region', { name: 'Shipping Method' })).toHaveTextContent('Pathao Express');
    expect(screen.getByRole('region', { name: 'Payment Method' })).toHaveTextContent('Cash On Delivery');

    const [, panjabi, saree] = within(screen.getByRole('region', { name: 'Items Ordered' })).getAllByRole('row');
    expect(within(panjabi).getAllByRole('cell').map((c) => c.textContent)).toEqual(['panjabi-1', 'Cotton Panjabi', '৳ 1,200', '2', '৳ 0 (0%)', '৳ 2,400']);
    expect(saree).toHaveTextContent('Jamdani Saree');

    const values = screen.getAllByRole('definition').map((dd) => dd.textContent);
    const totals = Object.fromEntries(screen.getAllByRole('term').map((dt, i) => [dt.textContent, values[i]]));
    expect(totals).toEqual({
      Subtotal: '৳ 4,850', 'Shipping & Handling': '৳ 115', Tax: '৳ 0', 'Discount (EID10)': '− ৳ 485', 'Grand Total': '৳ 4,480',
      'Total Paid': '৳ 0', 'Total Refunded': '৳ 0', 'Total Due': '৳ 4,480',
    });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/customer/account/orders/data');
  });

  it('offers Cancel only while the order is pending', () => {
    renderOrder(cancelled);
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
  });

  it("cancels after asking once more, flashes 'Order Successfully Cancelled.' and shows the new status", async () => {
    post.mockResolvedValue({ status: 200, data: { message: 'Order Successfully Cancelled.', data: cancelled } });
    const { flashes } = renderOrder();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep Order' }));
    expect(post).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Cancel Order' }));

    await waitFor(() => expect(flashes()).toEqual([{ text: 'Order Successfully Cancelled.', type: 'success' }]));
    expect(post).toHaveBeenCalledWith('/customer/account/orders/cancel/7');
    expect(screen.getByText('Cancelled')).toHaveClass('order-status', 'cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes, Cancel Order' })).not.toBeInTheDocument();
  });

  it('only logs a failed cancel and leaves the order as it was', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    post.mockRejectedValue(Object.assign(new Error('Request failed with status code 409'), { isAxiosError: true, response: { status: 409, data: { message: 'Only a pending order can be cancelled.' } } }));
    const { flashes } = renderOrder();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Cancel Order' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(flashes()).toEqual([]);
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, Cancel Order' })).toBeEnabled();
  });
});
