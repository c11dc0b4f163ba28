import { changeOrderStatus, ORDER_STATUS } from '../../orders/statusEvents';
import { Browser } from '../../test/browser';
import { GULSHAN_HOME, orderThrough, signedInShopper } from '../../test/shoppers';
import { stockShelves } from '../../test/stock';
import { TEST_DIALECTS, testShop } from '../../test/testShop';
import { ORDER_MESSAGES, TRACK_LIMIT } from './index';

let addresses = 0;
/** Each test tracks from an address of its own, as the limit counts per address. */
const nextAddress = () => `10.20.${(++addresses >> 8) & 255}.${addresses & 255}`;

describe.each(TEST_DIALECTS)('tracking an order without signing in on %s', (dialect) => {
  const shop = testShop(dialect, { stock: stockShelves });
  const guest = () => new Browser(shop.app);

  /** GET /api/orders/track as a guest from `address`. */
  const track = (query: Record<string, string>, address = nextAddress(), browser = guest()) =>
    browser.request({ method: 'GET', url: `/api/orders/track?${new URLSearchParams(query)}`, remoteAddress: address });

  /** A customer's order of two panjabis and a saree to GULSHAN_HOME (phone 01712345678); its id and number. */
  async function placed() {
    const { browser, customerId } = await signedInShopper(shop);
    const id = await orderThrough(browser, [
      [shop.stock.panjabi, 2],
      [shop.stock.saree, 1],
    ]);
    const { increment_id, customer_phone } = await shop.database.db
      .selectFrom('orders')
      .select(['increment_id', 'customer_phone'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { id, incrementId: increment_id, customerPhone: customer_phone, customerId, browser };
  }

  it("shows the order's status, history, items, totals and only the district and thana of its address", async () => {
    const order = await placed();
    expect(order.incrementId).toBe(`HT-${100000 + order.id}`);
    const res = await track({ increment_id: order.incrementId, phone: GULSHAN_HOME.phone });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    // 2 x 1,200 + 2,450 = 4,850; Express inside Dhaka 115 (1.5 kg)
    expect(data).toEqual({
      increment_id: order.incrementId,
      status: 'pending',
      status_label: 'Pending',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status_history: [{ status: 'pending', at: data.created_at }],
      parcel_steps: [],
      returns: [],
      items: [
        { name: 'Cotton Panjabi', qty_ordered: 2, formatted_price: '৳ 1,200', formatted_total: '৳ 2,400' },
        { name: 'Jamdani Saree', qty_ordered: 1, formatted_price: '৳ 2,450', formatted_total: '৳ 2,450' },
      ],
      formatted_subtotal: '৳ 4,850',
      formatted_shipping_handling: '৳ 115',
      discount_amount: 0,
      formatted_discount_amount: '৳ 0',
      grand_total: 4965,
      formatted_grand_total: '৳ 4,965',
      formatted_total_paid: '৳ 0',
      formatted_total_refunded: '৳ 0',
      formatted_total_due: '৳ 4,965',
      shipping_method: 'Pathao Express',
      payment_method: 'Cash On Delivery',
      district: 'Dhaka',
      thana: 'Gulshan',
      district_label: 'Dhaka',
      thana_label: 'Gulshan',
    });
    for (const secret of [
      'Karim',
      'Ahmed',
      'Rahim',
      'Uddin',
      'House 12',
      '1212',
      GULSHAN_HOME.phone,
      order.customerPhone,
      '@example.com',
    ]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it(
    "gives a Bangla shopper the methods' titles, the district and thana in Bangla, and the amounts in Bangla " +
      'digits',
    async () => {
      const order = await placed();
      const bangla = guest();
      bangla.cookies.set('haat_lang', 'bn');
      const { data } = (
        await track({ increment_id: order.incrementId, phone: GULSHAN_HOME.phone }, nextAddress(), bangla)
      ).json();
      expect(data).toMatchObject({
        shipping_method: 'পাঠাও এক্সপ্রেস',
        payment_method: 'ক্যাশ অন ডেলিভারি',
        formatted_grand_total: '৳ ৪,৯৬৫',
        formatted_total_paid: '৳ ০',
        formatted_total_refunded: '৳ ০',
        formatted_total_due: '৳ ৪,৯৬৫',
      });
      expect(data).toMatchObject({
        district: 'Dhaka',
        thana: 'Gulshan',
        district_label: 'ঢাকা',
        thana_label: 'গুলশান',
      });
    },
  );

  it(
    'matches the phone however it is written, the address phone or the account phone, and the number typed ' +
      'loosely',
    async () => {
      const order = await placed();
      const local = GULSHAN_HOME.phone;
      for (const phone of [
        local,
        `+88${local}`,
        `88${local}`,
        `+880 ${local.slice(1, 5)}-${local.slice(5)}`,
        order.customerPhone,
      ]) {
        expect((await track({ increment_id: order.incrementId, phone })).statusCode).toBe(200);
      }
      for (const number of [order.incrementId.toLowerCase(), `#${order.incrementId}`, order.incrementId.slice(3)]) {
        expect((await track({ increment_id: number, phone: local })).json().data.increment_id).toBe(order.incrementId);
      }
    },
  );

  it('answers a wrong phone, a wrong number and an unknown number with the same 404', async () => {
    const order = await placed();
    const other = await placed();
    const answers = await Promise.all([
      track({ increment_id: order.incrementId, phone: '01999999999' }),
      // A real order's number with another real order's phone.
      track({ increment_id: order.incrementId, phone: other.customerPhone }),
      track({ increment_id: 'HT-999999', phone: GULSHAN_HOME.phone }),
      track({ increment_id: 'HT-100000', phone: order.customerPhone }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(JSON.stringify({ message: ORDER_MESSAGES.trackNotFound }));
      expect(res.headers['content-length']).toBe(answers[0].headers['content-length']);
    }
  });

  it('refuses a malformed number or phone with the fields at fault, before counting', async () => {
    const address = nextAddress();
    const res = await track({ increment_id: 'ABC', phone: '12345' }, address);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: ORDER_MESSAGES.trackInvalid,
      errors: {
        increment_id: ['The order number field must be an order number like HT-100001'],
        phone: ['Enter a mobile number like 01712345678.'],
      },
    });
    expect((await track({}, address)).json().errors).toEqual({
      increment_id: ['The order number field is required'],
      phone: ['The phone field is required'],
    });
    expect((await track({ increment_id: 'x'.repeat(41), phone: '01712345678' }, address)).statusCode).toBe(422);
    const key = await shop.database.db
      .selectFrom('rate_limits')
      .select('hits')
      .where('key', '=', `track-order|${address}`)
      .executeTakeFirst();
    expect(key).toBeUndefined();
  });

  it(
    `lets one address try ${TRACK_LIMIT.limit} times in ${TRACK_LIMIT.windowMs / 60_000} minutes, then names the ` +
      `wait`,
    async () => {
      const order = await placed();
      const address = nextAddress();
      for (let i = 0; i < TRACK_LIMIT.limit; i += 1) {
        const phone = i % 2 ? GULSHAN_HOME.phone : `0171000${String(i).padStart(4, '0')}`;
        expect((await track({ increment_id: order.incrementId, phone }, address)).statusCode).toBe(i % 2 ? 200 : 404);
      }
      // Past the limit even the right pair waits: the answer tells nothing about the pair.
      const refused = await track({ increment_id: order.incrementId, phone: GULSHAN_HOME.phone }, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: ORDER_MESSAGES.tooManyTries('15 minutes') });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect((await track({ increment_id: order.incrementId, phone: GULSHAN_HOME.phone })).statusCode).toBe(200);
    },
  );

  it('shows every status change with its time, cancelled ones included', async () => {
    const order = await placed();
    const confirmedAt = new Date(Date.now() + 3_600_000);
    const shippedAt = new Date(Date.now() + 7_200_000);
    const db = shop.database.db;
    expect(await changeOrderStatus(db, order.id, ORDER_STATUS.withCourier)).toBe(false);
    expect(await changeOrderStatus(db, order.id, ORDER_STATUS.confirmed, { at: confirmedAt })).toBe(true);
    expect(await changeOrderStatus(db, order.id, ORDER_STATUS.withCourier, { at: shippedAt })).toBe(true);
    // A change that may not follow the current status changes nothing and records nothing.
    expect(await changeOrderStatus(db, order.id, ORDER_STATUS.cancelled)).toBe(false);
    expect(await changeOrderStatus(db, order.id, ORDER_STATUS.confirmed)).toBe(false);

    const { data } = (await track({ increment_id: order.incrementId, phone: GULSHAN_HOME.phone })).json();
    expect(data.status_label).toBe('Shipped');
    expect(data.status_history).toEqual([
      { status: 'pending', at: data.created_at },
      { status: 'processing', at: confirmedAt.toISOString() },
      { status: 'shipped', at: shippedAt.toISOString() },
    ]);
    expect((await order.browser.get(`/api/customer/orders/${order.id}`)).json().data.status_history).toEqual(
      data.status_history,
    );

    const cancelled = await placed();
    expect((await cancelled.browser.post(`/customer/account/orders/cancel/${cancelled.id}`)).statusCode).toBe(200);
    const history = (await track({ increment_id: cancelled.incrementId, phone: GULSHAN_HOME.phone })).json().data
      .status_history;
    expect(history.map((e: { status: string }) => e.status)).toEqual(['pending', 'cancelled']);
  });
});
