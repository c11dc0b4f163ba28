import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../shared/api/client';
import type { OrderReturns } from '../../shared/api/returnsContract';
import { selectFlashMessages } from '../../shared/store/flashSlice';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { Returns } from './Returns';

jest.mock('../../shared/api/client');
const post = api.post as jest.Mock;

const open: OrderReturns = {
  requests: [],
  open_until: '2026-04-20T10:00:00.000Z',
  returnable: [
    { item_id: 11, name: 'Cotton Panjabi', qty_left: 2 },
    { item_id: 12, name: 'Jamdani Saree', qty_left: 1 },
  ],
  needs_refund_to: true,
};
const asked: OrderReturns = {
  ...open,
  requests: [
    {
      id: 5,
      status: 'requested',
      reason: 'damaged',
      created_at: '2026-04-14T10:00:00.000Z',
      lines: [{ name: 'Cotton Panjabi', qty: 1 }],
      formatted_amount: '৳ 1,200',
      refund_to: '01770618575',
      photo_urls: ['/customer/account/returns/photos/9'],
    },
  ],
  returnable: [open.returnable[0], { ...open.returnable[1], qty_left: 0 }].filter((line) => line.qty_left > 0),
};

function renderReturns(returns: OrderReturns) {
  const view = renderWithProviders(<Returns orderId={3} returns={returns} />, {
    shop: { locale: 'en-GB', formToken: 'tok' },
  });
  return { ...view, flashes: () => selectFlashMessages(view.store.getState()).map(({ text }) => text) };
}

beforeEach(() => jest.resetAllMocks());

describe("a delivered order's returns", () => {
  it('is a form the browser can send itself: multipart, to the order, with its token', () => {
    renderReturns(open);
    const form = screen.getByRole('button', { name: 'Send return request' }).closest('form')!;
    expect(form).toHaveAttribute('action', '/form/orders/3/returns');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    expect(form.querySelector('input[name="_xsrf"]')).toHaveValue('tok');
    expect(screen.getByText('You can ask to return items until 20 Apr 2026.')).toBeInTheDocument();
    const lines = within(screen.getByRole('group', { name: 'Which items, and how many' }));
    expect(
      within(lines.getByRole('combobox', { name: 'Cotton Panjabi' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0', '1', '2']);
    expect(screen.getByRole('textbox', { name: 'bKash number for your refund' })).toBeRequired();
  });

  it('sends the return and shows it asked, with its photo', async () => {
    post.mockResolvedValue({ data: { message: 'Your return request has been sent.', data: asked } });
    const { flashes } = renderReturns(open);
    await userEvent.click(screen.getByText('Return items', { selector: 'summary' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cotton Panjabi' }), '1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Arrived damaged');
    await userEvent.type(screen.getByRole('textbox', { name: 'bKash number for your refund' }), '01770618575');
    await userEvent.click(screen.getByRole('button', { name: 'Send return request' }));

    const [url, form] = post.mock.calls[0] as [string, FormData];
    expect(url).toBe('/api/customer/orders/3/returns');
    expect([form.get('qty_11'), form.get('qty_12'), form.get('reason'), form.get('refund_to')]).toEqual([
      '1',
      '0',
      'damaged',
      '01770618575',
    ]);
    expect(flashes()).toEqual(['Your return request has been sent.']);
    expect(screen.getByText('Return requested')).toHaveClass('return-status', 'requested');
    expect(screen.getByText('Cotton Panjabi × 1')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 1 of return #5' })).toHaveAttribute(
      'src',
      '/customer/account/returns/photos/9',
    );
  });

  it("shows the server's words when it refuses, and changes nothing on the page", async () => {
    post.mockRejectedValue({
      isAxiosError: true,
      response: { status: 422, data: { message: 'Choose why you are returning the items.' } },
    });
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { flashes } = renderReturns(open);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Arrived damaged');
    await userEvent.type(screen.getByRole('textbox', { name: 'bKash number for your refund' }), '01770618575');
    await userEvent.click(screen.getByRole('button', { name: 'Send return request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose why you are returning the items.');
    expect(flashes()).toEqual(['Choose why you are returning the items.']);
    expect(screen.queryByText('Return requested')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });

  it('shows nothing for an order with no return asked and none possible', () => {
    const { container } = renderReturns({ ...open, returnable: [], open_until: null });
    expect(container).toBeEmptyDOMElement();
  });
});
