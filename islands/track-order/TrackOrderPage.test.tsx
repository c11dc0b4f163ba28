import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../shared/api/client';
import type { TrackedOrder } from '../../shared/api/ordersContract';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { TrackOrderPage } from './TrackOrderPage';

jest.mock('../../shared/api/client');
const get = api.get as jest.Mock;

const NOT_FOUND =
  'We could not find an order with that order number and phone number. Please check both and try again.';
const failure = (status: number, data: unknown) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data },
  });

const tracked: TrackedOrder = {
  increment_id: 'HT-100007',
  status: 'shipped',
  status_label: 'Shipped',
  created_at: '2026-04-13T04:00:00.000Z',
  status_history: [
    { status: 'pending', at: '2026-04-13T04:00:00.000Z' },
    { status: 'processing', at: '2026-04-13T07:30:00.000Z' },
    { status: 'shipped', at: '2026-04-14T05:00:00.000Z' },
  ],
  parcel_steps: [
    { step: 'booked', at: '2026-04-13T08:00:00.000Z' },
    { step: 'out_for_delivery', at: '2026-04-14T05:00:00.000Z' },
  ],
  items: [{ name: 'Cotton Panjabi', qty_ordered: 2, formatted_price: '৳ 1,200', formatted_total: '৳ 2,400' }],
  formatted_subtotal: '৳ 2,400',
  formatted_shipping_handling: '৳ 60',
  discount_amount: 0,
  formatted_discount_amount: '৳ 0',
  grand_total: 2460,
  formatted_grand_total: '৳ 2,460',
  formatted_total_paid: '৳ 0',
  formatted_total_refunded: '৳ 0',
  formatted_total_due: '৳ 2,460',
  shipping_method: 'Pathao Regular',
  payment_method: 'Cash On Delivery',
  district: 'Dhaka',
  thana: 'Dhanmondi',
  district_label: 'Dhaka',
  thana_label: 'Dhanmondi',
};

async function renderPage(incrementId?: string) {
  renderWithProviders(<TrackOrderPage incrementId={incrementId} />, { shop: { locale: 'en-GB' } });
  // The form is a lazy chunk: its first load compiles formik and yup, slow on a busy machine.
  await screen.findByRole('textbox', { name: 'Order Number' }, { timeout: 5000 });
}

async function track(number: string, phone: string) {
  if (number) await userEvent.type(screen.getByRole('textbox', { name: 'Order Number' }), number);
  if (phone) await userEvent.type(screen.getByRole('textbox', { name: 'Phone Number' }), phone);
  await userEvent.click(screen.getByRole('button', { name: 'Track Order' }));
}

beforeEach(() => jest.resetAllMocks());

describe('Track Your Order', () => {
  it(
    'finds the order by number and phone, as typed, and shows its timeline, destination, items and ' + 'total',
    async () => {
      get.mockResolvedValue({ status: 200, data: { data: tracked } });
      await renderPage();
      await track('ht-100007', '+880 1711-000000');
      const heading = await screen.findByRole('heading', { name: 'Order #HT-100007' });
      expect(get).toHaveBeenCalledWith('/api/orders/track', {
        params: { increment_id: 'HT-100007', phone: '01711000000' },
      });
      expect(heading).toHaveFocus();
      expect(screen.getByText('Shipped')).toHaveClass('order-status', 'shipped');
      expect(screen.getByText(/Pathao Regular to Dhanmondi, Dhaka/)).toBeInTheDocument();

      const steps = within(screen.getByRole('region', { name: 'Order Status' })).getAllByRole('listitem');
      expect(steps.map((s) => s.textContent)).toEqual([
        'Order placed13 Apr 2026, 10:00 am',
        'Confirmed13 Apr 2026, 1:30 pm',
        'Handed to the courier14 Apr 2026, 11:00 am',
        'DeliveredNot yet',
      ]);
      expect(steps[2]).toHaveAttribute('aria-current', 'step');
      const parcel = within(screen.getByRole('region', { name: 'Your parcel' })).getAllByRole('listitem');
      expect(parcel.map((s) => s.textContent)).toEqual([
        'Booked with the courier13 Apr 2026, 2:00 pm',
        'Out for delivery14 Apr 2026, 11:00 am',
      ]);
      expect(parcel[1]).toHaveAttribute('aria-current', 'step');
      const [, line] = within(screen.getByRole('region', { name: 'Items' })).getAllByRole('row');
      expect(
        within(line)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['Cotton Panjabi', '৳ 1,200', '2', '৳ 2,400']);
      const values = screen.getAllByRole('definition').map((dd) => dd.textContent);
      expect(Object.fromEntries(screen.getAllByRole('term').map((dt, i) => [dt.textContent, values[i]]))).toEqual({
        Subtotal: '৳ 2,400',
        Shipping: '৳ 60',
        Total: '৳ 2,460',
        'Total Paid': '৳ 0',
        'Total Refunded': '৳ 0',
        'Total Due': '৳ 2,460',
      });
    },
  );

  it('fills in the number it was given and says plainly when the pair is not found', async () => {
    get.mockRejectedValue(failure(404, { message: NOT_FOUND }));
    await renderPage('HT-100007');
    expect(screen.getByRole('textbox', { name: 'Order Number' })).toHaveValue('HT-100007');
    await track('', '01711000001');
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_FOUND);
    expect(screen.queryByRole('heading', { name: /Order #/ })).not.toBeInTheDocument();
  });

  it('asks for both fields in the right form before calling the shop', async () => {
    await renderPage();
    await track('', '');
    expect(await screen.findByText('The order number field is required')).toBeInTheDocument();
    expect(screen.getByText('The phone field is required')).toBeInTheDocument();
    await track('ABC', '12345');
    await waitFor(() =>
      expect(screen.getByText('The order number field must be an order number like HT-100001')).toBeInTheDocument(),
    );
    expect(screen.getByText('Enter a mobile number like 01712345678.')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });
});

describe('Track Your Order in Bangla', () => {
  it('shows the found order in Bangla: status, steps, dates, where it goes, quantities and totals', async () => {
    // The server names the methods, the district and the thana in the shopper's language.
    const inBangla = {
      ...tracked,
      shipping_method: 'পাঠাও রেগুলার',
      payment_method: 'ক্যাশ অন ডেলিভারি',
      district_label: 'ঢাকা',
      thana_label: 'ধানমন্ডি',
    };
    get.mockResolvedValue({ status: 200, data: { data: inBangla } });
    renderWithProviders(<TrackOrderPage />, { shop: { locale: 'bn-BD' } });
    await screen.findByRole('textbox', { name: 'অর্ডার নম্বর' }, { timeout: 5000 });
    expect(screen.getByRole('heading', { name: 'আপনার অর্ডার ট্র্যাক করুন' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'অর্ডার নম্বর' }), 'HT-100007');
    await userEvent.type(screen.getByRole('textbox', { name: 'ফোন নম্বর' }), '01711000000');
    await userEvent.click(screen.getByRole('button', { name: 'অর্ডার ট্র্যাক করুন' }));

    const found = await screen.findByRole('region', { name: 'অর্ডার #HT-100007' });
    expect(found).toHaveTextContent('অর্ডারের তারিখ ১৩ এপ্রি, ২০২৬');
    expect(within(found).getByText('পাঠানো হয়েছে')).toHaveClass('order-status', 'shipped');
    expect(found).toHaveTextContent('পাঠাও রেগুলার: ধানমন্ডি, ঢাকা · ক্যাশ অন ডেলিভারি');
    const steps = within(screen.getByRole('region', { name: 'অর্ডারের অবস্থা' })).getAllByRole('listitem');
    expect(steps[2]).toHaveTextContent('কুরিয়ারের কাছে হস্তান্তর১৪ এপ্রি, ২০২৬, ১১:০০');
    expect(steps[3]).toHaveTextContent('ডেলিভারি হয়েছেএখনো হয়নি');
    const parcel = within(screen.getByRole('region', { name: 'আপনার পার্সেল' })).getAllByRole('listitem');
    expect(parcel[0]).toHaveTextContent('কুরিয়ারে বুক করা হয়েছে');
    expect(parcel[1]).toHaveTextContent('ডেলিভারির জন্য বের হয়েছে১৪ এপ্রি, ২০২৬, ১১:০০');
    const [, panjabi] = within(screen.getByRole('region', { name: 'পণ্য' })).getAllByRole('row');
    expect(
      within(panjabi)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Cotton Panjabi', '৳ 1,200', '২', '৳ 2,400']);
    expect(
      within(found)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['সাবটোটাল', 'ডেলিভারি চার্জ', 'মোট', 'মোট পরিশোধিত', 'মোট ফেরত', 'মোট বাকি']);
  });
});
