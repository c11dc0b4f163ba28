import { lineKeys } from '../cart/cartRows';
import { loadCart, type PricedCart } from '../cart/pricedCart';
import type { Courier, PriceRequest } from '../courier/courier';
import { localCourier } from '../courier/local';
import { Conflict } from '../lib/domainErrors';
import type { Browser } from '../test/browser';
import { signedInShopper, chooseCheckout, fillCart, GULSHAN_HOME } from '../test/shoppers';
import { stockShelves } from '../test/stock';
import { TEST_DIALECTS, testShop } from '../test/testShop';
import type { CheckoutState } from '../checkout/checkoutState';
import { writeOrder, type NewOrder } from './orderWrites';
import { serverText } from '../lib/serverText';
import { placeOrder } from './placeOrder';

/**
 * An order reads and prices its cart, then claims it and writes the order only while the cart is
 * still as priced: whatever changes in between (another tab, a courier slow to answer) is never
 * lost, and never ordered at a price it was not read at.
 */
describe.each(TEST_DIALECTS)('an order whose cart changes while it is placed, on %s', (dialect) => {
  const shop = testShop(dialect, { stock: stockShelves });
  const db = () => shop.database.db;

  /** Two panjabis (special ৳ 1,200) and a saree (৳ 2,450), to Gulshan, Express quoted for 3 items, cash on delivery. */
  async function readyToOrder(coupon: string | null = null) {
    const { browser, customerId } = await signedInShopper(shop);
    const cartId = await fillCart(
      browser,
      [
        [shop.stock.panjabi, 2],
        [shop.stock.saree, 1],
      ],
      coupon,
    );
    await chooseCheckout(browser);
    const session = await db()
      .selectFrom('sessions')
      .select('data')
      .where('customer_id', '=', customerId)
      .orderBy('updated_at', 'desc')
      .executeTakeFirstOrThrow();
    return { browser, customerId, cartId, state: (JSON.parse(session.data) as { checkout: CheckoutState }).checkout };
  }

  const cartOpen = async (cartId: number) =>
    (await db().selectFrom('carts').select('is_active').where('id', '=', cartId).executeTakeFirstOrThrow())
      .is_active === 1;
  const ordersOf = (cartId: number) => db().selectFrom('orders').select('id').where('cart_id', '=', cartId).execute();

  /** The order of this priced cart as the checkout writes it (no shipping charge). */
  function orderOf(cart: PricedCart, customerId: number): NewOrder {
    const address = (type: 'billing' | 'shipping') => ({
      address_type: type,
      first_name: 'Karim',
      last_name: 'Ahmed',
      email: null,
      phone: GULSHAN_HOME.phone,
      address1: 'House 12, Road 5',
      city: 'Gulshan',
      state: 'Dhaka',
      area: 'Gulshan 2',
      postcode: '1212',
      country: 'BD',
      city_id: 1,
      zone_id: 101,
      area_id: 10102,
    });
    return {
      order: {
        increment_id: `pending-${cart.id}`,
        customer_id: customerId,
        status: 'pending',
        cart_id: cart.id,
        shipping_method: 'free_free',
        shipping_title: 'Regular',
        payment_method: 'cashondelivery',
        payment_title: 'Cash On Delivery',
        coupon_code: cart.couponCode,
        sub_total: cart.subTotal,
        discount_amount: cart.discount,
        shipping_amount: 0,
        tax_amount: 0,
        grand_total: cart.subTotal - cart.discount,
        created_at: new Date().toISOString(),
      },
      items: cart.lines.map((l) => ({
        product_id: l.productId,
        variant_id: l.variantId,
        sku: l.sku,
        name: l.name,
        price: l.unitPrice,
        qty_ordered: l.quantity,
        total: l.total,
        tax_percent: 0,
        tax_amount: 0,
      })),
      addresses: [address('billing'), address('shipping')],
    };
  }
  const claimOf = (cart: PricedCart, customerId: number) => ({
    id: cart.id,
    customerId,
    updatedAt: cart.updatedAt,
    couponCode: cart.couponCode,
    lines: lineKeys(cart.lines),
  });
  /** The order of the cart as it was priced, written now. */
  const writeAsPriced = (cart: PricedCart, customerId: number) =>
    writeOrder(db(), orderOf(cart, customerId), claimOf(cart, customerId));
  /** No order for the cart, which is still open. */
  async function expectNothingWritten(cartId: number) {
    expect(await ordersOf(cartId)).toEqual([]);
    expect(await cartOpen(cartId)).toBe(true);
  }

  /**
   * The local rate table, through which another tab adds a saree while the courier answers (the first `changes` times).
   */
  function courierWhile(browser: Browser, changes: number, asked: number[]): Courier {
    const local = localCourier();
    return {
      name: local.name,
      cities: () => local.cities(),
      zones: (id) => local.zones(id),
      areas: (id) => local.areas(id),
      async price(request: PriceRequest) {
        asked.push(request.weightKg);
        if (asked.length <= changes)
          await browser.post('/api/checkout/cart', { product_id: shop.stock.saree, quantity: 1 });
        return local.price(request);
      },
    };
  }

  it('prices the cart again when it changed while the courier was asked, and orders what it holds then', async () => {
    const { browser, customerId, cartId, state } = await readyToOrder();
    // A fourth item: the parcel weighs more than the one quoted, so the courier is asked as the order is placed.
    await browser.post('/api/checkout/cart', { product_id: shop.stock.panjabi, quantity: 1 });
    const asked: number[] = [];
    const placed = await placeOrder(
      db(),
      { courier: courierWhile(browser, 1, asked), active: true },
      customerId,
      state,
    );

    expect(asked).toEqual([2, 2.5]);
    const order = await db()
      .selectFrom('orders')
      .select(['sub_total', 'shipping_amount', 'grand_total'])
      .where('id', '=', placed.orderId)
      .executeTakeFirstOrThrow();
    // 3 panjabis at ৳ 1,200 and 2 sarees at ৳ 2,450; Express for 2.5 kg: ৳ 100 + 2 extra kilos at ৳ 15.
    expect(order).toEqual({ sub_total: 850000, shipping_amount: 13000, grand_total: 863000 });
    const lines = await db()
      .selectFrom('order_items')
      .select(['product_id', 'qty_ordered'])
      .where('order_id', '=', placed.orderId)
      .orderBy('id')
      .execute();
    expect(lines).toEqual([
      { product_id: shop.stock.panjabi, qty_ordered: 3 },
      { product_id: shop.stock.saree, qty_ordered: 2 },
    ]);
    expect(await cartOpen(cartId)).toBe(false);
  });

  it('asks the shopper to review a cart that changed on every read, and leaves it open with every change', async () => {
    const { browser, customerId, cartId, state } = await readyToOrder();
    await browser.post('/api/checkout/cart', { product_id: shop.stock.panjabi, quantity: 1 });
    const asked: number[] = [];
    await expect(
      placeOrder(db(), { courier: courierWhile(browser, 3, asked), active: true }, customerId, state),
    ).rejects.toEqual(new Conflict(serverText('server.cartChanged')));

    expect(asked).toHaveLength(3);
    await expectNothingWritten(cartId);
    expect((await loadCart(db(), { customerId }))!.lines.map((l) => l.quantity)).toEqual([3, 4]);
  });

  it('leaves a cart whose lines changed since it was priced as it is, and writes nothing', async () => {
    const { customerId, cartId } = await readyToOrder();
    const priced = (await loadCart(db(), { customerId }))!;
    const [line] = priced.lines;
    await db().updateTable('cart_items').set({ quantity: 5 }).where('id', '=', line.id).execute();
    // Changed within the same millisecond as the cart was read: only the lines tell.
    await db().updateTable('carts').set({ updated_at: priced.updatedAt }).where('id', '=', cartId).execute();

    expect(await writeAsPriced(priced, customerId)).toEqual({ outcome: 'cartChanged' });
    await expectNothingWritten(cartId);
    expect((await loadCart(db(), { customerId }))!.lines.map((l) => l.quantity)).toEqual([5, 1]);
  });

  it('leaves a cart changed since it was priced as it is, by its updated_at, and writes nothing', async () => {
    const { customerId, cartId } = await readyToOrder();
    const priced = (await loadCart(db(), { customerId }))!;
    await db().updateTable('carts').set({ updated_at: '2099-01-01T00:00:00.000Z' }).where('id', '=', cartId).execute();

    expect(await writeAsPriced(priced, customerId)).toEqual({ outcome: 'cartChanged' });
    await expectNothingWritten(cartId);
  });

  it(
    "keeps the cart open and counts nothing when the coupon's last use went " +
      'to another order after the cart was priced',
    async () => {
      const { customerId, cartId } = await readyToOrder('EID10');
      const priced = (await loadCart(db(), { customerId }))!;
      expect(priced.couponCode).toBe('EID10');
      const timesUsed = async () =>
        Number(
          (await db().selectFrom('coupons').select('times_used').where('code', '=', 'EID10').executeTakeFirstOrThrow())
            .times_used,
        );
      const used = await timesUsed();
      await db().updateTable('coupons').set({ usage_limit: used }).where('code', '=', 'EID10').execute();

      expect(await writeAsPriced(priced, customerId)).toEqual({ outcome: 'couponUsedUp' });
      await expectNothingWritten(cartId);
      expect(await timesUsed()).toBe(used);

      // One more use allowed: the same cart, as priced, is then claimed and ordered.
      await db()
        .updateTable('coupons')
        .set({ usage_limit: used + 1 })
        .where('code', '=', 'EID10')
        .execute();
      const written = await writeAsPriced(priced, customerId);
      await db().updateTable('coupons').set({ usage_limit: null }).where('code', '=', 'EID10').execute();
      expect(written).toEqual({ outcome: 'placed', id: expect.any(Number), customer: expect.any(Object) });
      expect(await ordersOf(cartId)).toHaveLength(1);
      expect(await cartOpen(cartId)).toBe(false);
      expect(await timesUsed()).toBe(used + 1);
    },
  );
});
