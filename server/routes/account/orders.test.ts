import { Browser } from '../../test/browser';
import { orderThrough, signedInShopper } from '../../test/shoppers';
import { stockShelves } from '../../test/stock';
import { TEST_DIALECTS, testShop } from '../../test/testShop';
import { ACCOUNT_MESSAGES } from './index';

describe.each(TEST_DIALECTS)("the customer's orders on %s", (dialect) => {
  const shop = testShop(dialect, { stock: stockShelves });

  const db = () => shop.database.db;
  const statusOf = async (id: number) =>
    (await db().selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const timesUsed = async () =>
    Number(
      (await db().selectFrom('coupons').select('times_used').where('code', '=', 'EID10').executeTakeFirstOrThrow())
        .times_used,
    );

  it("lists only the shopper's own orders, newest first, 5 a page by default, 5, 10 or 15 on request", async () => {
    const { browser } = await signedInShopper(shop);
    const ids: number[] = [];
    for (let i = 0; i < 7; i += 1) ids.push(await orderThrough(browser, [[shop.stock.saree, 1]]));
    const other = await signedInShopper(shop, 'Karim');
    await orderThrough(other.browser, [[shop.stock.panjabi, 1]]);

    const first = (await browser.get('/api/customer/orders')).json();
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 5, total: 7 });
    expect(first.data.map((o: { id: number }) => o.id)).toEqual(ids.slice(2).reverse());
    // Saree ৳ 2,450 + Express inside Dhaka ৳ 100
    expect(first.data[0]).toEqual({
      id: ids[6],
      increment_id: `HT-${100000 + ids[6]}`,
      customer_first_name: 'Rahim',
      customer_last_name: 'Uddin',
      status: 'pending',
      status_label: 'Pending',
      grand_total: 2550,
      formatted_grand_total: '৳ 2,550',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const second = (await browser.get('/api/customer/orders?page=2')).json();
    expect(second.data.map((o: { id: number }) => o.id)).toEqual([ids[1], ids[0]]);
    expect((await browser.get('/api/customer/orders?page=3')).json()).toEqual({
      data: [],
      meta: { current_page: 3, last_page: 2, per_page: 5, total: 7 },
    });
    const ten = (await browser.get('/api/customer/orders?per_page=10')).json();
    expect(ten.data).toHaveLength(7);
    expect(ten.meta.last_page).toBe(1);

    expect((await other.browser.get('/api/customer/orders')).json().meta.total).toBe(1);
    expect((await browser.get('/api/customer/orders?per_page=7')).statusCode).toBe(422);
    expect((await browser.get('/api/customer/orders?page=0')).statusCode).toBe(422);
    expect((await new Browser(shop.app).get('/api/customer/orders')).statusCode).toBe(401);
  });

  it("shows an order's detail to its customer only", async () => {
    const { browser } = await signedInShopper(shop);
    const id = await orderThrough(
      browser,
      [
        [shop.stock.panjabi, 2],
        [shop.stock.saree, 1],
      ],
      'EID10',
    );
    const res = await browser.get(`/api/customer/orders/${id}`);
    expect(res.statusCode).toBe(200);
    const gulshan = {
      name: 'Karim Ahmed',
      address1: 'House 12, Road 5',
      city: 'Gulshan',
      state: 'Dhaka',
      city_label: 'Gulshan',
      state_label: 'Dhaka',
      postcode: '1212',
      country: 'BD',
      phone: '01712345678',
    };
    // 2 x 1,200 + 2,450 = 4,850; 10 % off 485; Express 115 (1.5 kg): 4,480 due on delivery
    expect(res.json().data).toEqual(
      expect.objectContaining({
        id,
        status: 'pending',
        can_cancel: true,
        coupon_code: 'EID10',
        subtotal: 4850,
        formatted_subtotal: '৳ 4,850',
        shipping_handling: 115,
        formatted_shipping_handling: '৳ 115',
        discount_amount: 485,
        tax: 0,
        grand_total: 4480,
        formatted_grand_total: '৳ 4,480',
        total_paid: 0,
        total_refunded: 0,
        total_due: 4480,
        formatted_total_due: '৳ 4,480',
        billing_address: gulshan,
        shipping_address: gulshan,
        shipping_method: 'Pathao Express',
        payment_method: 'Cash On Delivery',
      }),
    );
    expect(res.json().data.items).toEqual([
      expect.objectContaining({
        name: 'Cotton Panjabi',
        sku: expect.stringMatching(/^panjabi-/),
        price: 1200,
        formatted_price: '৳ 1,200',
        qty_ordered: 2,
        total: 2400,
        formatted_total: '৳ 2,400',
        tax_percent: 0,
        tax_amount: 0,
      }),
      expect.objectContaining({ name: 'Jamdani Saree', price: 2450, qty_ordered: 1, total: 2450 }),
    ]);

    const other = await signedInShopper(shop, 'Karim');
    const refused = await other.browser.get(`/api/customer/orders/${id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: ACCOUNT_MESSAGES.orderNotFound });
    expect((await browser.get('/api/customer/orders/999999')).statusCode).toBe(404);
    expect((await new Browser(shop.app).get(`/api/customer/orders/${id}`)).statusCode).toBe(401);
  });

  it('cancels a pending order once, gives back its coupon use, and refuses everything else', async () => {
    const { browser } = await signedInShopper(shop);
    const id = await orderThrough(browser, [[shop.stock.panjabi, 1]], 'EID10');
    const used = await timesUsed();

    const other = await signedInShopper(shop, 'Karim');
    const stranger = await other.browser.post(`/customer/account/orders/cancel/${id}`);
    expect(stranger.statusCode).toBe(404);
    expect(await new Browser(shop.app).post(`/customer/account/orders/cancel/${id}`).then((r) => r.statusCode)).toBe(
      401,
    );
    expect(
      await browser.post(`/customer/account/orders/cancel/${id}`, undefined, { xsrf: false }).then((r) => r.statusCode),
    ).toBe(403);
    expect(await statusOf(id)).toBe('pending');
    expect(await timesUsed()).toBe(used);

    const res = await browser.post(`/customer/account/orders/cancel/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Order Successfully Cancelled.',
      data: expect.objectContaining({
        id,
        status: 'cancelled',
        status_label: 'Cancelled',
        can_cancel: false,
        total_due: 0,
        formatted_total_due: '৳ 0',
      }),
    });
    expect(await statusOf(id)).toBe('cancelled');
    expect(await timesUsed()).toBe(used - 1);

    const again = await browser.post(`/customer/account/orders/cancel/${id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ACCOUNT_MESSAGES.notPending });
    expect(await timesUsed()).toBe(used - 1);

    // An order the shop is already processing stays as it is.
    const processing = await orderThrough(browser, [[shop.stock.saree, 1]]);
    await db().updateTable('orders').set({ status: 'processing' }).where('id', '=', processing).execute();
    expect((await browser.post(`/customer/account/orders/cancel/${processing}`)).statusCode).toBe(409);
    expect(await statusOf(processing)).toBe('processing');
    expect((await browser.get(`/api/customer/orders/${processing}`)).json().data).toEqual(
      expect.objectContaining({ status_label: 'Processing', can_cancel: false }),
    );
  });
});
