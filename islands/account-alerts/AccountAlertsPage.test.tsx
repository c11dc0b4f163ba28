import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../shared/api/client';
import type { AccountAlert } from '../../shared/api/alertsContract';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { AccountAlertsPage } from './AccountAlertsPage';

jest.mock('../../shared/api/client');

const alert = (id: number, overrides: Partial<AccountAlert> = {}): AccountAlert => ({
  id,
  kind: 'stock',
  name: 'Radhuni Turmeric Powder 100 g',
  url_key: 'radhuni-turmeric',
  asked_price: null,
  created_at: '2026-11-29T04:00:00.000Z',
  expires_at: '2027-02-27T04:00:00.000Z',
  ...overrides,
});

beforeEach(() => jest.resetAllMocks());

describe('My Alerts', () => {
  it('lists each request: the product link, what it waits for, its dates and a Remove form', () => {
    renderWithProviders(
      <AccountAlertsPage alerts={[alert(2, { kind: 'price', asked_price: 60, name: 'Keya Soap' }), alert(1)]} />,
      { shop: { formToken: 'tok' } },
    );
    const items = within(screen.getByRole('list', { name: 'My alerts' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('When its price drops below ৳ 60'),
      expect.stringContaining('When it is back in stock'),
    ]);
    expect(within(items[1]).getByRole('link', { name: 'Radhuni Turmeric Powder 100 g' })).toHaveAttribute(
      'href',
      '/products/radhuni-turmeric',
    );
    const remove = within(items[0]).getByRole('button', { name: 'Remove the alert for Keya Soap' });
    expect(remove.closest('form')).toHaveAttribute('action', '/form/alerts/remove');
  });

  it('removes a request through the call and says so', async () => {
    jest.mocked(api.delete).mockResolvedValue({ data: { success: true, message: 'The alert is removed.' } } as never);
    const { store } = renderWithProviders(<AccountAlertsPage alerts={[alert(1)]} />);
    await userEvent.click(screen.getByRole('button', { name: /^Remove the alert/ }));
    expect(api.delete).toHaveBeenCalledWith('/api/alerts/1');
    expect(await screen.findByText(/You have asked for no alerts/)).toBeInTheDocument();
    expect(store.getState().flash.map((m) => m.text)).toEqual(['The alert is removed.']);
  });
});
