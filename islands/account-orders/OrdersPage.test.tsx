import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ordersPage, orderRow } from '../../shared/account/orderFixture';
import { api } from '../../shared/api/client';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { OrdersPage } from './OrdersPage';

jest.mock('../../shared/api/client');
const get = api.get as jest.Mock;

const rowsShown = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('link').textContent);

beforeEach(() => jest.resetAllMocks());

describe('the order table', () => {
  it("says 'No orders found.' when there are none", () => {
    renderWithProviders(<OrdersPage orders={ordersPage(1, 5, 0)} />);
    expect(screen.getByText('No orders found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows number, date, customer, total and status, each row linking to its order', () => {
    renderWithProviders(
      <OrdersPage
        orders={{
          data: [orderRow(3, { status: 'cancelled', status_label: 'Cancelled' })],
          meta: { current_page: 1, last_page: 1, per_page: 5, total: 1 },
        }}
      />,
      { shop: { locale: 'en-GB' } },
    );
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Order', 'Date', 'Customer', 'Total', 'Status']);
    const row = screen.getAllByRole('row')[1];
    expect(within(row).getByRole('link', { name: '#HT-100003' })).toHaveAttribute(
      'href',
      '/customer/account/orders/view/3',
    );
    expect(row).toHaveTextContent('13 Apr 2026');
    expect(row).toHaveTextContent('Rahima Akter');
    expect(row).toHaveTextContent('৳ 2,550');
    expect(within(row).getByText('Cancelled')).toHaveClass('order-status', 'cancelled');
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).not.toBeInTheDocument();
  });

  it('pages through the orders 5 at a time', async () => {
    get.mockResolvedValue({ data: ordersPage(2, 5, 7) });
    renderWithProviders(<OrdersPage orders={ordersPage(1, 5, 7)} />);
    expect(rowsShown()).toEqual(['#HT-100007', '#HT-100006', '#HT-100005', '#HT-100004', '#HT-100003']);
    expect(screen.getByRole('combobox', { name: /Show/ })).toHaveValue('5');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rowsShown()).toEqual(['#HT-100002', '#HT-100001']));
    expect(get).toHaveBeenCalledWith('/api/customer/orders', { params: { page: 2, per_page: 5 } });
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers 5, 10 and 15 a page and starts again at page 1', async () => {
    get.mockResolvedValue({ data: ordersPage(1, 10, 7) });
    renderWithProviders(<OrdersPage orders={ordersPage(2, 5, 7)} />);
    const size = screen.getByRole('combobox', { name: /Show/ });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '15']);
    await userEvent.selectOptions(size, '10');
    expect(get).toHaveBeenCalledWith('/api/customer/orders', { params: { page: 1, per_page: 10 } });
    await waitFor(() => expect(rowsShown()).toHaveLength(7));
    expect(screen.getByRole('combobox', { name: /Show/ })).toHaveValue('10');
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).not.toBeInTheDocument();
  });

  it('keeps the rows it has when a page fails to load, and only logs it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    get.mockRejectedValue(new Error('Network Error'));
    renderWithProviders(<OrdersPage orders={ordersPage(1, 5, 7)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 2' })).toBeEnabled());
    expect(rowsShown()[0]).toBe('#HT-100007');
  });
});

describe('the order table in Bangla', () => {
  it('names the columns, the status and the count in Bangla, dates and numbers in Bangla digits', () => {
    renderWithProviders(<OrdersPage orders={ordersPage(1, 10, 12)} />, { shop: { locale: 'bn-BD' } });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'অর্ডার',
      'তারিখ',
      'গ্রাহক',
      'মোট',
      'অবস্থা',
    ]);
    const row = screen.getAllByRole('row')[1];
    expect(within(row).getByRole('link', { name: '#HT-100012' })).toBeInTheDocument();
    expect(row).toHaveTextContent('১৩ এপ্রি, ২০২৬');
    expect(within(row).getByText('অপেক্ষমাণ')).toHaveClass('order-status', 'pending');
    expect(screen.getByText('১২টি অর্ডার')).toBeInTheDocument();
    const size = screen.getByRole('combobox', { name: /প্রতি পাতায়/ });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['৫', '১০', '১৫']);
    expect(size).toHaveValue('10');
  });

  it('says in Bangla that there are none', () => {
    renderWithProviders(<OrdersPage orders={ordersPage(1, 5, 0)} />, { shop: { locale: 'bn-BD' } });
    expect(screen.getByText('কোনো অর্ডার পাওয়া যায়নি।')).toBeInTheDocument();
  });
});
