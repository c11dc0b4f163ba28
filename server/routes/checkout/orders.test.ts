import { sql } from 'kysely';
import { ensureUnitsSold } from '../../catalog/unitsSold';
import { ORDER_INCOMPLETE } from '../../orders/placeOrder';
import { XSRF_MESSAGE } from '../../plugins/xsrf';
import { formData, type Browser } from '../../test/browser';
import { chooseCheckout, fillCart, GULSHAN_HOME, signedInShopper } from '../../test/shoppers';
import { stockShelves } from '../../test/stock';
import { TEST_DIALECTS, testShop } from '../../test/testShop';
import { CHECKOUT_MESSAGES } from './index';

describe.each(TEST_DIALECTS)('placing an order on %s', (dialect) => {
  const shop = testShop(dialect, { stock: stockShelves });

  const db = () => shop.database.db;
  const count = async (table: 'orders' | 'order_items' | 'order_addresses') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const timesUsed = async () =>
    Number(
      (await db().selectFrom('coupons').select('times_used').where('code', '=', 'EID10').executeTakeFirstOrThrow())
        .times_used,
    );

  /** Two panjabis (special ৳ 1,200) and a saree (৳ 2,450) with EID10, to Gulshan, Express, cash on delivery. */
  async function readyToOrder(): Promise<{ browser: Browser; customerId: number; cartId: number }> {
    const { browser, customerId } = await signedInShopper(shop);
    const cartId = await fillCart(
      browser,
      [
        [shop.stock.panjabi, 2],
        [shop.stock.saree, 1],
      ],
      'EID10',
    );
    await chooseCheckout(browser);
    return { browser, customerId, cartId };
  }

  it('refuses an order without an address, a shipping method or a payment method, and writes nothing', async () => {
    const { browser, customerId } = await signedInShopper(shop);
    await fillCart(browser, [[shop.stock.saree, 1]]);
    const ordersBefore = await count('orders');
    const nothing = await browser.post('/api/checkout/onepage/orders', {});
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json()).toEqual({ message: ORDER_INCOMPLETE });
    await browser.post('/api/checkout/onepage/addresses', { billing: GULSHAN_HOME });
    expect((await browser.post('/api/checkout/onepage/orders', {})).json()).toEqual({ message: ORDER_INCOMPLETE });
    await browser.post('/api/checkout/onepage/shipping-methods', { shipping_method: 'free_free' });
    expect((await browser.post('/api/checkout/onepage/orders', {})).json()).toEqual({ message: ORDER_INCOMPLETE });
    expect(await count('orders')).toBe(ordersBefore);
    expect(
      (
        await db()
          .selectFrom('carts')
          .select('is_active')
          .where('customer_id', '=', customerId)
          .executeTakeFirstOrThrow()
      ).is_active,
    ).toBe(1);
  });

  it('places the order with totals the server computed: lines from the database, coupon, courier Express', async () => {
    const { browser, customerId, cartId } = await readyToOrder();
    const used = await timesUsed();
    // The island's delivery price: three items weigh 1.5 kg, Express inside Dhaka ৳ 100 + ৳ 15 per extra kilo.
    const price = await browser.request({
      method: 'POST',
      url: '/api/calculate-price',
      ...(await formData({
        zone_name: 'Gulshan',
        zone_id: 101,
        city_name: 'Dhaka',
        city_id: 1,
        cart_id: cartId,
        delivery_type: '12',
        item_code_0: 'panjabi',
        item_count_0: 2,
        item_code_1: 'saree',
        item_count_1: 1,
        total_items: 2,
      })),
    });
    expect(price.json().data).toEqual(expect.objectContaining({ price: 115, data: { price: 115 } }));

    // Totals, prices and a shipping charge sent by a tampering client are ignored.
    const res = await browser.post('/api/checkout/onepage/orders', {
      address: GULSHAN_HOME,
      shipping_method: 'free_free',
      payment_method: 'cashondelivery',
      grand_total: 1,
      sub_total: 1,
      shipping_amount: 0,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      message: CHECKOUT_MESSAGES.orderPlaced,
      data: {
        success: true,
        redirect_url: '/checkout/onepage/success',
        message: CHECKOUT_MESSAGES.orderPlaced,
        order: { id: expect.any(Number), increment_id: expect.stringMatching(/^HT-1\d{5}$/) },
      },
    });
    const order = await db()
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', body.data.order.id)
      .executeTakeFirstOrThrow();
    // sub_total 2 x 1,200 + 2,450 = 4,850; 10 % off = 485; Express 115; grand total 4,850 + 115 - 485 = 4,480
    // (poisha below)
    expect(order).toEqual(
      expect.objectContaining({
        increment_id: `HT-${100000 + order.id}`,
        customer_id: customerId,
        cart_id: cartId,
        status: 'pending',
        coupon_code: 'EID10',
        sub_total: 485000,
        discount_amount: 48500,
        shipping_amount: 11500,
        tax_amount: 0,
        grand_total: 448000,
        shipping_method: 'flatrate_flatrate',
        shipping_title: 'Pathao Express',
        payment_method: 'cashondelivery',
        payment_title: 'Cash On Delivery',
      }),
    );
    const items = await db()
      .selectFrom('order_items')
      .select(['name', 'price', 'qty_ordered', 'total'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(items).toEqual([
      { name: 'Cotton Panjabi', price: 120000, qty_ordered: 2, total: 240000 },
      { name: 'Jamdani Saree', price: 245000, qty_ordered: 1, total: 245000 },
    ]);
    const addresses = await db()
      .selectFrom('order_addresses')
      .select(['address_type', 'address1', 'city', 'state', 'zone_id'])
      .where('order_id', '=', order.id)
      .orderBy('address_type')
      .execute();
    expect(addresses).toEqual([
      { address_type: 'billing', address1: 'House 12, Road 5', city: 'Gulshan', state: 'Dhaka', zone_id: 101 },
      { address_type: 'shipping', address1: 'House 12, Road 5', city: 'Gulshan', state: 'Dhaka', zone_id: 101 },
    ]);
    expect(await timesUsed()).toBe(used + 1);
    expect(
      (await db().selectFrom('carts').select('is_active').where('id', '=', cartId).executeTakeFirstOrThrow()).is_active,
    ).toBe(0);
    expect((await browser.get('/api/checkout/cart')).json().data).toBeNull();
  });

  it('charges the courier for the parcel placed when the cart grew after the shipping method was chosen', async () => {
    const { browser } = await readyToOrder();
    // Express was quoted for 3 items (1.5 kg, ৳ 115); 5 items weigh 2.5 kg: ৳ 100 + 2 extra kilos at ৳ 15.
    await browser.post('/api/checkout/cart', { product_id: shop.stock.panjabi, quantity: 2 });
    const res = await browser.post('/api/checkout/onepage/orders', {});
    expect(res.statusCode).toBe(200);
    const order = await db()
      .selectFrom('orders')
      .select(['shipping_amount', 'sub_total'])
      .where('id', '=', res.json().data.order.id)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ shipping_amount: 13000, sub_total: 725000 });
  });

  it('makes one order of a double submit: both answers point at the same order', async () => {
    const { browser, cartId } = await readyToOrder();
    const [ordersBefore, used] = [await count('orders'), await timesUsed()];
    const [first, second] = await Promise.all([
      browser.post('/api/checkout/onepage/orders', {}),
      browser.post('/api/checkout/onepage/orders', {}),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().data.order).toEqual(second.json().data.order);
    expect([first.json().message, second.json().message].sort()).toEqual(
      [CHECKOUT_MESSAGES.alreadyPlaced, CHECKOUT_MESSAGES.orderPlaced].sort(),
    );
    expect(await count('orders')).toBe(ordersBefore + 1);
    expect(await db().selectFrom('orders').select('id').where('cart_id', '=', cartId).execute()).toHaveLength(1);
    expect(await timesUsed()).toBe(used + 1);
    // A later click (a second tab), after the first answer came back, is told of the same order.
    const late = await browser.post('/api/checkout/onepage/orders', {});
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({
      message: CHECKOUT_MESSAGES.alreadyPlaced,
      data: {
        success: true,
        redirect_url: '/checkout/onepage/success',
        message: CHECKOUT_MESSAGES.alreadyPlaced,
        order: first.json().data.order,
      },
    });
    expect(await count('orders')).toBe(ordersBefore + 1);
  });

  it('asks for the choices again once a new cart is open after the order', async () => {
    const { browser } = await readyToOrder();
    expect((await browser.post('/api/checkout/onepage/orders', {})).statusCode).toBe(200);
    const ordersBefore = await count('orders');
    await fillCart(browser, [[shop.stock.saree, 1]]);
    const res = await browser.post('/api/checkout/onepage/orders', {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: ORDER_INCOMPLETE });
    expect(await count('orders')).toBe(ordersBefore);
  });

  it('refuses an order without the XSRF header and writes nothing', async () => {
    const { browser } = await readyToOrder();
    const before = await Promise.all([count('orders'), count('order_items'), count('order_addresses'), timesUsed()]);
    const res = await browser.post('/api/checkout/onepage/orders', {}, { xsrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: XSRF_MESSAGE });
    expect(await Promise.all([count('orders'), count('order_items'), count('order_addresses'), timesUsed()])).toEqual(
      before,
    );
  });

  it('refuses the order when the coupon stopped applying, and keeps the cart open', async () => {
    const { browser, cartId } = await readyToOrder();
    await db()
      .updateTable('coupons')
      .set({ expires_at: '2020-01-01T00:00:00.000Z' })
      .where('code', '=', 'EID10')
      .execute();
    const res = await browser.post('/api/checkout/onepage/orders', {});
    await db().updateTable('coupons').set({ expires_at: null }).where('code', '=', 'EID10').execute();
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'This coupon has expired.' });
    expect(await db().selectFrom('orders').select('id').where('cart_id', '=', cartId).execute()).toEqual([]);
    expect(
      (await db().selectFrom('carts').select('is_active').where('id', '=', cartId).executeTakeFirstOrThrow()).is_active,
    ).toBe(1);
  });

  it(
    "gives a coupon's last use to one of two orders placed at once, " + 'and refuses the other with its cart kept open',
    async () => {
      const first = await readyToOrder();
      const second = await readyToOrder();
      const used = await timesUsed();
      await db()
        .updateTable('coupons')
        .set({ usage_limit: used + 1 })
        .where('code', '=', 'EID10')
        .execute();
      const answers = await Promise.all(
        [first, second].map(({ browser }) => browser.post('/api/checkout/onepage/orders', {})),
      );
      await db().updateTable('coupons').set({ usage_limit: null }).where('code', '=', 'EID10').execute();
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
      const refused = answers[0].statusCode === 422 ? first : second;
      expect(answers.find((res) => res.statusCode === 422)!.json()).toEqual({
        message: 'This coupon has reached its usage limit.',
      });
      expect(
        await db()
          .selectFrom('orders')
          .select('coupon_code')
          .where('cart_id', 'in', [first.cartId, second.cartId])
          .execute(),
      ).toEqual([{ coupon_code: 'EID10' }]);
      expect(await timesUsed()).toBe(used + 1);
      expect(
        (await db().selectFrom('carts').select('is_active').where('id', '=', refused.cartId).executeTakeFirstOrThrow())
          .is_active,
      ).toBe(1);
    },
  );

  /** A signed-in shopper's cart of these lines, in this order, ready to order. */
  async function readyWith(lines: [number, number][]): Promise<{ browser: Browser; cartId: number }> {
    const { browser } = await signedInShopper(shop);
    const cartId = await fillCart(browser, lines);
    await chooseCheckout(browser);
    return { browser, cartId };
  }

  const unitsSold = async (product: number) => {
    await ensureUnitsSold(db());
    return (await db().selectFrom('products').select('sold_count').where('id', '=', product).executeTakeFirstOrThrow())
      .sold_count;
  };

  it("counts the order's units as sold, and gives them back when it is cancelled", async () => {
    const before = await Promise.all([unitsSold(shop.stock.panjabi), unitsSold(shop.stock.saree)]);
    const { browser } = await readyToOrder();
    const id = (await browser.post('/api/checkout/onepage/orders', {})).json().data.order.id;
    expect(await Promise.all([unitsSold(shop.stock.panjabi), unitsSold(shop.stock.saree)])).toEqual([
      before[0] + 2,
      before[1] + 1,
    ]);
    expect((await browser.post(`/customer/account/orders/cancel/${id}`)).statusCode).toBe(200);
    expect(await Promise.all([unitsSold(shop.stock.panjabi), unitsSold(shop.stock.saree)])).toEqual(before);
  });

  /**
   * Runs the calls while another transaction holds the saree's row as an update does (a product
   * edited, units sold being added in), and answers what they answered before it let go, or
   * 'waited' when they could not finish without that row.
   */
  async function whileTheSareeIsHeld<T>(calls: (() => Promise<T>)[]): Promise<T[] | 'waited'> {
    return db()
      .transaction()
      .execute(async (trx) => {
        await sql`select id from products where id = ${shop.stock.saree} for no key update`.execute(trx);
        let timer: NodeJS.Timeout | undefined;
        const waited = new Promise<'waited'>((resolve) => (timer = setTimeout(() => resolve('waited'), 3000)));
        return Promise.race([Promise.all(calls.map((call) => call())), waited]).finally(() => clearTimeout(timer));
      });
  }

  // Concurrent transactions take row locks only on PostgreSQL: SQLite writes one transaction at a time.
  (dialect === 'postgres' ? it : it.skip)(
    'places orders of the same products in opposite orders at once without waiting for the product rows, and counts ' +
      'their units sold',
    async () => {
      const before = await unitsSold(shop.stock.saree);
      const panjabiFirst = await readyWith([
        [shop.stock.panjabi, 1],
        [shop.stock.saree, 1],
      ]);
      const sareeFirst = await readyWith([
        [shop.stock.saree, 2],
        [shop.stock.panjabi, 1],
      ]);
      const answers = await whileTheSareeIsHeld([
        () => sareeFirst.browser.post('/api/checkout/onepage/orders', {}),
        () => panjabiFirst.browser.post('/api/checkout/onepage/orders', {}),
      ]);
      expect(answers === 'waited' ? answers : answers.map((res) => res.statusCode)).toEqual([200, 200]);
      expect(
        await db()
          .selectFrom('orders')
          .select('cart_id')
          .where('cart_id', 'in', [panjabiFirst.cartId, sareeFirst.cartId])
          .execute(),
      ).toHaveLength(2);
      expect(await unitsSold(shop.stock.saree)).toBe(before + 3);
    },
  );

  (dialect === 'postgres' ? it : it.skip)(
    'cancels an order while another of the same products is placed, neither waiting for the product rows',
    async () => {
      const placed = await readyWith([
        [shop.stock.panjabi, 1],
        [shop.stock.saree, 1],
      ]);
      const id = (await placed.browser.post('/api/checkout/onepage/orders', {})).json().data.order.id;
      const before = await unitsSold(shop.stock.saree);
      const next = await readyWith([
        [shop.stock.saree, 4],
        [shop.stock.panjabi, 1],
      ]);
      const answers = await whileTheSareeIsHeld([
        () => placed.browser.post(`/customer/account/orders/cancel/${id}`),
        () => next.browser.post('/api/checkout/onepage/orders', {}),
      ]);
      expect(answers === 'waited' ? answers : answers.map((res) => res.statusCode)).toEqual([200, 200]);
      expect(
        (await db().selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
      ).toBe('cancelled');
      expect(await unitsSold(shop.stock.saree)).toBe(before - 1 + 4);
    },
  );

  it('refuses the order when a product was disabled meanwhile, naming it', async () => {
    const { browser, cartId } = await readyToOrder();
    await db().updateTable('products').set({ status: 0 }).where('id', '=', shop.stock.saree).execute();
    const res = await browser.post('/api/checkout/onepage/orders', {});
    await db().updateTable('products').set({ status: 1 }).where('id', '=', shop.stock.saree).execute();
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'No longer available: Jamdani Saree. Please remove it from your cart.',
      redirect_url: '/checkout/cart',
    });
    expect(await db().selectFrom('orders').select('id').where('cart_id', '=', cartId).execute()).toEqual([]);
  });
});
