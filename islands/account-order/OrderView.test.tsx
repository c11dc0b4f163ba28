import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderDetail } from '../../shared/account/orderFixture';
import { api } from '../../shared/api/client';
import { selectFlashMessages } from '../../shared/store/flashSlice';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { navigate } from '../../shared/ui/navigate';
import { OrderView } from './OrderView';

jest.mock('../../shared/api/client');
jest.mock('../../shared/ui/navigate');
const post = api.post as jest.Mock;

function renderOrder(order = orderDetail()) {
  const view = renderWithProviders(<OrderView order={order} />, { shop: { locale: 'en-GB' } });
  return {
    ...view,
    flashes: () => selectFlashMessages(view.store.getState()).map(({ text, type }) => ({ text, type })),
  };
}

const cancelled = orderDetail({
  status: 'cancelled',
  status_label: 'Cancelled',
  can_cancel: false,
  total_due: 0,
  formatted_total_due: '৳ 0',
});

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
    expect(
      within(panjabi)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['panjabi-1', 'Cotton Panjabi', '৳ 1,200', '2', '৳ 0 (0%)', '৳ 2,400']);
    expect(saree).toHaveTextContent('Jamdani Saree');

    const values = screen.getAllByRole('definition').map((dd) => dd.textContent);
    const totals = Object.fromEntries(screen.getAllByRole('term').map((dt, i) => [dt.textContent, values[i]]));
    expect(totals).toEqual({
      Subtotal: '৳ 4,850',
      'Shipping & Handling': '৳ 115',
      Tax: '৳ 0',
      'Discount (EID10)': '− ৳ 485',
      'Grand Total': '৳ 4,480',
      'Total Paid': '৳ 0',
      'Total Refunded': '৳ 0',
      'Total Due': '৳ 4,480',
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
    expect(screen.getByText('Cancelled', { selector: '.order-status' })).toHaveClass('order-status', 'cancelled');
    expect(
      within(screen.getByRole('region', { name: 'Order Status' }))
        .getAllByRole('listitem')
        .at(-1),
    ).toHaveTextContent('Cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes, Cancel Order' })).not.toBeInTheDocument();
  });

  it("says why a cancel failed, in the server's words, logs it and leaves the order as it was", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    post.mockRejectedValue(
      Object.assign(new Error('Request failed with status code 409'), {
        isAxiosError: true,
        response: { status: 409, data: { message: 'Only a pending order can be cancelled.' } },
      }),
    );
    const { flashes } = renderOrder();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Cancel Order' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(flashes()).toEqual([{ text: 'Only a pending order can be cancelled.', type: 'warning' }]);
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, Cancel Order' })).toBeEnabled();
  });

  it("shows the order's history as a timeline, in Bangladesh time", () => {
    renderOrder(
      orderDetail({
        status: 'processing',
        status_label: 'Processing',
        can_cancel: false,
        status_history: [
          { status: 'pending', at: '2026-04-13T04:00:00.000Z' },
          { status: 'processing', at: '2026-04-13T18:15:00.000Z' },
        ],
      }),
    );
    const steps = within(screen.getByRole('region', { name: 'Order Status' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Order placed13 Apr 2026, 10:00 am',
      'Confirmed14 Apr 2026, 12:15 am',
      'Handed to the courierNot yet',
      'DeliveredNot yet',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
  });

  it('shows where the parcel is at the courier once it is booked, and nothing before', () => {
    const { unmount } = renderOrder();
    expect(screen.queryByRole('region', { name: 'Your parcel' })).not.toBeInTheDocument();
    unmount();
    renderOrder(
      orderDetail({
        status: 'shipped',
        status_label: 'Shipped',
        can_cancel: false,
        parcel_steps: [
          { step: 'booked', at: '2026-04-13T08:00:00.000Z' },
          { step: 'picked_up', at: '2026-04-13T12:00:00.000Z' },
          { step: 'at_delivery_hub', at: '2026-04-14T03:30:00.000Z' },
        ],
      }),
    );
    const steps = within(screen.getByRole('region', { name: 'Your parcel' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Booked with the courier13 Apr 2026, 2:00 pm',
      'Picked up13 Apr 2026, 6:00 pm',
      'At the delivery hub14 Apr 2026, 9:30 am',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
  });

  it('puts the order back into the cart with Order Again and goes to the cart', async () => {
    post.mockResolvedValue({
      status: 200,
      data: {
        message: 'ok',
        data: {
          added: ['Cotton Panjabi'],
          not_added: [{ name: 'Jamdani Saree', reason: 'no longer available' }],
          redirect: '/checkout/cart',
        },
      },
    });
    renderOrder();
    await userEvent.click(screen.getByRole('button', { name: 'Order Again' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/cart'));
    expect(post).toHaveBeenCalledWith('/api/customer/orders/7/reorder');
    expect(screen.getByRole('button', { name: 'Adding to cart...' })).toBeDisabled();
  });

  it("flashes the server's words when nothing of the order can be bought, and stays", async () => {
    const message = "None of this order's items can be added to your cart: Cotton Panjabi (no longer available).";
    post.mockRejectedValue(
      Object.assign(new Error('Request failed with status code 409'), {
        isAxiosError: true,
        response: { status: 409, data: { message } },
      }),
    );
    const { flashes } = renderOrder();
    await userEvent.click(screen.getByRole('button', { name: 'Order Again' }));
    await waitFor(() => expect(flashes()).toEqual([{ text: message, type: 'error' }]));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Order Again' })).toBeEnabled();
  });
});

describe('an order waiting for its payment', () => {
  const waiting = orderDetail({
    status: 'pending_payment',
    status_label: 'Pending Payment',
    payment_method: 'bKash',
    payment_code: 'bkash',
    can_pay: true,
    can_cancel: true,
  });

  it('offers Pay now, which opens the gateway again', async () => {
    post.mockResolvedValue({
      status: 200,
      data: { data: { redirect_url: 'https://pay.example/checkout?paymentId=7' } },
    });
    renderOrder(waiting);
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('This order is waiting for its payment.');
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(post).toHaveBeenCalledWith('/api/customer/orders/7/pay', { method: 'bkash' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://pay.example/checkout?paymentId=7'));
  });

  it('switches to cash on delivery and shows the order as the server has it', async () => {
    const message = 'Your order will be paid in cash on delivery.';
    post.mockResolvedValue({
      status: 200,
      data: { message, data: { redirect_url: '/customer/account/orders/view/7' } },
    });
    (api.get as jest.Mock).mockResolvedValue({ status: 200, data: { data: orderDetail() } });
    const { flashes } = renderOrder(waiting);
    await userEvent.click(screen.getByRole('button', { name: 'Pay cash on delivery instead' }));
    await waitFor(() => expect(flashes()).toContainEqual({ text: message, type: 'success' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument());
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('a cash on delivery order waiting for its advance', () => {
  const awaitingAdvance = orderDetail({
    status: 'pending_payment',
    status_label: 'Pending Payment',
    payment_method: 'Cash On Delivery',
    payment_code: 'cashondelivery',
    can_pay: true,
    can_cancel: true,
  });
  const bkashPage = { status: 200, data: { data: { redirect_url: 'https://pay.example/checkout?paymentId=8' } } };

  it('offers to pay the advance by bKash, and no switch to cash', async () => {
    post.mockResolvedValue(bkashPage);
    renderOrder(awaitingAdvance);
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('This cash on delivery order waits for its advance: pay it by bKash');
    expect(
      within(payment)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Pay the advance by bKash']);
    await userEvent.click(screen.getByRole('button', { name: 'Pay the advance by bKash' }));
    // Paid as the cash order it is: the server opens the advance's bKash payment.
    expect(post).toHaveBeenCalledWith('/api/customer/orders/7/pay', { method: 'cashondelivery' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://pay.example/checkout?paymentId=8'));
  });

  it('says so in Bangla', async () => {
    post.mockResolvedValue(bkashPage);
    renderWithProviders(<OrderView order={awaitingAdvance} />, { shop: { locale: 'bn-BD' } });
    const payment = screen.getByRole('region', { name: 'পেমেন্ট' });
    expect(payment).toHaveTextContent('এই ক্যাশ অন ডেলিভারি অর্ডারটি অগ্রিম পেমেন্টের অপেক্ষায় আছে');
    expect(screen.queryByRole('button', { name: 'বরং ক্যাশ অন ডেলিভারিতে পরিশোধ করব' })).not.toBeInTheDocument();
    await userEvent.click(within(payment).getByRole('button', { name: 'বিকাশে অগ্রিম পরিশোধ করুন' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://pay.example/checkout?paymentId=8'));
  });
});

describe('the order view in Bangla (the invoice)', () => {
  it(
    'names every card, line, total, status and step in Bangla, with Bangla digits in dates and ' + 'quantities',
    async () => {
      const { store } = renderWithProviders(
        <OrderView
          order={orderDetail({
            status: 'processing',
            status_label: 'Processing',
            status_history: [
              { status: 'pending', at: '2026-04-13T04:00:00.000Z' },
              { status: 'processing', at: '2026-04-13T07:00:00.000Z' },
            ],
          })}
        />,
        { shop: { locale: 'bn-BD' } },
      );
      expect(screen.getByText(/অর্ডারের তারিখ ১৩ এপ্রি, ২০২৬/)).toBeInTheDocument();
      expect(screen.getByText('প্রক্রিয়াধীন')).toHaveClass('order-status', 'processing');
      const billing = screen.getByRole('region', { name: 'বিলিং ঠিকানা' });
      expect(billing).toHaveTextContent('বাংলাদেশ');
      expect(screen.getByRole('region', { name: 'ডেলিভারি ঠিকানা' })).toHaveTextContent('Flat 3B, Lake Road');
      expect(screen.getByRole('region', { name: 'শিপিং পদ্ধতি' })).toHaveTextContent('Pathao Express');
      expect(screen.getByRole('region', { name: 'পেমেন্ট পদ্ধতি' })).toBeInTheDocument();

      const items = screen.getByRole('region', { name: 'অর্ডার করা পণ্য' });
      expect(
        within(items)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual(['SKU', 'পণ্য', 'দাম', 'পরিমাণ', 'ট্যাক্স', 'মোট']);
      const [, panjabi] = within(items).getAllByRole('row');
      expect(
        within(panjabi)
          .getAllByRole('cell')
          .map((c) => [c.dataset.label, c.textContent]),
      ).toEqual([
        ['SKU', 'panjabi-1'],
        ['পণ্য', 'Cotton Panjabi'],
        ['দাম', '৳ 1,200'],
        ['পরিমাণ', '২'],
        ['ট্যাক্স', '৳ 0 (০%)'],
        ['মোট', '৳ 2,400'],
      ]);
      expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual([
        'সাবটোটাল',
        'শিপিং ও হ্যান্ডলিং',
        'ট্যাক্স',
        'ছাড় (EID10)',
        'সর্বমোট',
        'মোট পরিশোধিত',
        'মোট ফেরত',
        'মোট বাকি',
      ]);

      const steps = within(screen.getByRole('region', { name: 'অর্ডারের অবস্থা' })).getAllByRole('listitem');
      expect(steps.map((s) => s.querySelector('.order-step-label')!.textContent)).toEqual([
        'অর্ডার করা হয়েছে',
        'নিশ্চিত করা হয়েছে',
        'কুরিয়ারের কাছে হস্তান্তর',
        'ডেলিভারি হয়েছে',
      ]);
      expect(steps[0]).toHaveTextContent('১৩ এপ্রি, ২০২৬, ১০:০০');
      expect(steps[3]).toHaveTextContent('এখনো হয়নি');
      expect(screen.getByRole('link', { name: 'ফিরে যান' })).toHaveAttribute('href', '/customer/account/orders/data');
      expect(screen.getByRole('button', { name: 'ইনভয়েস প্রিন্ট করুন' })).toBeInTheDocument();

      post.mockRejectedValue(new Error('Network Error'));
      await userEvent.click(screen.getByRole('button', { name: 'আবার অর্ডার করুন' }));
      await waitFor(() =>
        expect(selectFlashMessages(store.getState()).map(({ text }) => text)).toEqual([
          'পণ্যগুলো আপনার কার্টে যোগ করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
        ]),
      );
    },
  );

  it('asks once more and cancels in Bangla', async () => {
    post.mockResolvedValue({ status: 200, data: { message: 'Order Successfully Cancelled.', data: cancelled } });
    const { store } = renderWithProviders(<OrderView order={orderDetail()} />, { shop: { locale: 'bn-BD' } });
    expect(screen.getByText('অপেক্ষমাণ')).toHaveClass('order-status', 'pending');
    await userEvent.click(screen.getByRole('button', { name: 'বাতিল করুন' }));
    expect(screen.getByRole('group', { name: 'এই অর্ডারটি বাতিল করবেন?' })).toHaveTextContent(
      'অর্ডার #HT-100007 বাতিল করবেন? এটি আর ফেরানো যাবে না।',
    );
    await userEvent.click(screen.getByRole('button', { name: 'হ্যাঁ, অর্ডার বাতিল করুন' }));
    await waitFor(() =>
      expect(selectFlashMessages(store.getState()).map(({ text }) => text)).toEqual(['অর্ডার সফলভাবে বাতিল হয়েছে।']),
    );
    expect(screen.getByText('বাতিল', { selector: '.order-status' })).toHaveClass('cancelled');
    expect(
      within(screen.getByRole('region', { name: 'অর্ডারের অবস্থা' }))
        .getAllByRole('listitem')
        .at(-1),
    ).toHaveTextContent('বাতিল হয়েছে');
  });
});

describe('a cancel that cannot reach the server', () => {
  it('says an error occurred, in Bangla on a Bangla page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    post.mockRejectedValue(Object.assign(new Error('Network Error'), { isAxiosError: true }));
    const { store } = renderWithProviders(<OrderView order={orderDetail()} />, { shop: { locale: 'bn-BD' } });
    await userEvent.click(screen.getByRole('button', { name: 'বাতিল করুন' }));
    await userEvent.click(screen.getByRole('button', { name: 'হ্যাঁ, অর্ডার বাতিল করুন' }));
    await waitFor(() =>
      expect(selectFlashMessages(store.getState()).map(({ text, type }) => ({ text, type }))).toEqual([
        { text: 'একটি সমস্যা হয়েছে', type: 'error' },
      ]),
    );
  });
});

describe('the order view in Bangla', () => {
  it('names the thana and district of each address in Bangla, as the server gives them', () => {
    const gulshan = { ...orderDetail().billing_address!, state_label: 'ঢাকা', city_label: 'গুলশান' };
    const order = orderDetail({
      billing_address: gulshan,
      shipping_address: { ...gulshan, city: 'Dhanmondi', city_label: 'ধানমন্ডি' },
    });
    renderWithProviders(<OrderView order={order} />, { shop: { locale: 'bn-BD' } });
    expect(screen.getByRole('region', { name: 'বিলিং ঠিকানা' })).toHaveTextContent('গুলশান, ঢাকা 1212');
    expect(screen.getByRole('region', { name: 'ডেলিভারি ঠিকানা' })).toHaveTextContent('ধানমন্ডি, ঢাকা 1212');
  });
});
