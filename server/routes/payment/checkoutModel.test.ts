import fc from 'fast-check';
import type { Browser } from '../../test/browser';
import { paymentShop, payOnBkash } from '../../test/paymentShop';
import { GULSHAN_HOME, signedInShopper } from '../../test/shoppers';
import { TEST_DIALECTS } from '../../test/testShop';
import { reconcilePayments } from '../../orders/reconcile';

const PAYS = '01770618575';
const DECLINED = '01823074817';
const COUPON_LIMIT = 4;

/** What the test knows of the shopper's checkout: the order placed last, and the bKash page it opened. */
interface Model {
  order: { id: number; redirect: string | null } | null;
  callback: string | null;
}
interface Real {
  browser: Browser;
}
type Step = fc.AsyncCommand<Model, Real>;

describe.each(TEST_DIALECTS)('a checkout that cannot be fooled, random sequences on %s', (dialect) => {
  const { shop } = paymentShop(dialect);
  const db = () => shop.database.db;

  /** After every step: the charge is lines - discount + delivery; paid once at most; coupons and refunds bounded. */
  async function invariants() {
    // Four reads of every order's rows, not four per order: the checks run after each of some thousand steps.
    const [orders, lines, events, refunds] = await Promise.all([
      db()
        .selectFrom('orders')
        .select(['id', 'sub_total', 'discount_amount', 'shipping_amount', 'grand_total', 'paid_amount'])
        .select(['refunded_amount', 'status', 'coupon_code'])
        .execute(),
      db().selectFrom('order_items').select(['order_id', 'price', 'qty_ordered', 'total']).execute(),
      db().selectFrom('order_status_events').select(['order_id', 'status']).execute(),
      db().selectFrom('payment_refunds').select(['order_id', 'amount']).execute(),
    ]);
    for (const o of orders) {
      const own = <Row extends { order_id: number }>(rows: Row[]) => rows.filter((row) => row.order_id === o.id);
      const linesTotal = own(lines).reduce((sum, l) => sum + Number(l.total), 0);
      expect(own(lines).every((l) => Number(l.total) === Number(l.price) * Number(l.qty_ordered))).toBe(true);
      expect(Number(o.sub_total)).toBe(linesTotal);
      expect(Number(o.grand_total)).toBe(linesTotal - Number(o.discount_amount) + Number(o.shipping_amount));
      // Paid once: nothing, or the order's amount, and never placed twice from waiting.
      expect([0, Number(o.grand_total)]).toContain(Number(o.paid_amount));
      expect(own(events).filter((e) => e.status === 'pending').length).toBeLessThanOrEqual(1);
      expect(Number(o.refunded_amount)).toBeLessThanOrEqual(Number(o.paid_amount));
      expect(own(refunds).reduce((sum, r) => sum + Number(r.amount), 0)).toBeLessThanOrEqual(Number(o.paid_amount));
    }
    const coupon = await db()
      .selectFrom('coupons')
      .select('times_used')
      .where('code', '=', 'EID10')
      .executeTakeFirstOrThrow();
    const live = orders.filter((o) => o.coupon_code === 'EID10' && o.status !== 'cancelled').length;
    expect(Number(coupon.times_used)).toBeLessThanOrEqual(COUPON_LIMIT);
    expect(Number(coupon.times_used)).toBe(live);
  }

  const step =
    (name: string, check: (m: Readonly<Model>) => boolean, run: (m: Model, r: Real) => Promise<void>) =>
    (args: string): Step => ({
      check,
      run: async (m, r) => {
        await run(m, r);
        await invariants();
      },
      toString: () => `${name}${args}`,
    });

  const add = fc.tuple(fc.constantFrom('panjabi', 'saree'), fc.integer({ min: 1, max: 3 })).map(([product, qty]) =>
    step(
      'add',
      () => true,
      async (_m, { browser }) => {
        await browser.post('/api/checkout/cart', { product_id: shop.stock[product as 'saree'], quantity: qty });
      },
    )(`(${product}, ${qty})`),
  );
  const changeQuantity = fc.integer({ min: 1, max: 4 }).map((qty) =>
    step(
      'quantity',
      () => true,
      async (_m, { browser }) => {
        const cart = (await browser.get('/api/checkout/cart')).json().data;
        const first = cart?.items?.[0];
        if (first) await browser.put('/api/checkout/cart', { qty: { [first.id]: qty } });
      },
    )(`(${qty})`),
  );
  const couponOn = fc.constant(
    step(
      'couponOn',
      () => true,
      async (_m, { browser }) => {
        await browser.post('/api/checkout/cart/coupon', { code: 'EID10' });
      },
    )(''),
  );
  const couponOff = fc.constant(
    step(
      'couponOff',
      () => true,
      async (_m, { browser }) => {
        await browser.delete('/api/checkout/cart/coupon');
      },
    )(''),
  );
  const address = fc.constant(
    step(
      'address',
      () => true,
      async (_m, { browser }) => {
        await browser.post('/api/checkout/onepage/addresses', { billing: GULSHAN_HOME });
      },
    )(''),
  );
  const shipping = fc.constantFrom('flatrate_flatrate', 'free_free').map((method) =>
    step(
      'shipping',
      () => true,
      async (_m, { browser }) => {
        await browser.post('/api/checkout/onepage/shipping-methods', { shipping_method: method });
      },
    )(`(${method})`),
  );
  const payment = fc.constantFrom('cashondelivery', 'bkash').map((method) =>
    step(
      'payment',
      () => true,
      async (_m, { browser }) => {
        await browser.post('/api/checkout/onepage/payment-methods', { payment: { method } });
      },
    )(`(${method})`),
  );
  // The checkout's three choices in the island's order, with the payment method drawn.
  const choose = fc
    .tuple(fc.constantFrom('flatrate_flatrate', 'free_free'), fc.constantFrom('cashondelivery', 'bkash'))
    .map(([method, paidBy]) =>
      step(
        'choose',
        () => true,
        async (_m, { browser }) => {
          await browser.post('/api/checkout/onepage/addresses', { billing: GULSHAN_HOME });
          await browser.post('/api/checkout/onepage/shipping-methods', { shipping_method: method });
          await browser.post('/api/checkout/onepage/payment-methods', { payment: { method: paidBy } });
        },
      )(`(${method}, ${paidBy})`),
    );
  const place = fc.constant(
    step(
      'place',
      () => true,
      async (m, { browser }) => {
        const placed = await browser.post('/api/checkout/onepage/orders', {});
        if (placed.statusCode !== 200) return;
        const { order, redirect_url: redirect } = placed.json().data;
        m.order = { id: order.id, redirect: /\/bkash\//.test(redirect) ? redirect : null };
        m.callback = null;
      },
    )(''),
  );
  const pay = fc.constantFrom(PAYS, DECLINED).map((wallet) =>
    step(
      'pay',
      (m) => Boolean(m.order?.redirect),
      async (m) => {
        const { callback } = await payOnBkash(m.order!.redirect!, wallet);
        m.callback = callback;
        m.order!.redirect = null;
      },
    )(`(${wallet === PAYS ? 'pays' : 'declined'})`),
  );
  // The shopper pays on bKash's page and comes straight back, as most do.
  const payAndReturn = fc.constant(
    step(
      'payAndReturn',
      (m) => Boolean(m.order?.redirect),
      async (m, { browser }) => {
        const { callback: back } = await payOnBkash(m.order!.redirect!, PAYS);
        m.order!.redirect = null;
        await browser.get(back);
      },
    )(''),
  );
  const callback = fc.integer({ min: 1, max: 3 }).map((copies) =>
    step(
      'callback',
      (m) => Boolean(m.callback),
      async (m, { browser }) => {
        await Promise.all(Array.from({ length: copies }, () => browser.get(m.callback!)));
      },
    )(`(x${copies})`),
  );
  const forged = fc.constant(
    step(
      'forgedCallback',
      () => true,
      async (_m, { browser }) => {
        await browser.get('/payment/bkash/callback?paymentID=TR0011nothing&status=success');
      },
    )(''),
  );
  const cancel = fc.constant(
    step(
      'cancel',
      (m) => m.order !== null,
      async (m, { browser }) => {
        await browser.post(`/customer/account/orders/cancel/${m.order!.id}`, {});
      },
    )(''),
  );
  const refund = fc.constant(
    step(
      'reconcile',
      () => true,
      async () => {
        await reconcilePayments(db(), shop.app.payments);
      },
    )(''),
  );

  it('keeps the charge, the payment, the coupon and the refunds right whatever the shopper does', async () => {
    await db().updateTable('coupons').set({ usage_limit: COUPON_LIMIT }).where('code', '=', 'EID10').execute();
    // Weighted toward the steps that reach an order, a payment and a cancel.
    const steps = [add, add, changeQuantity, couponOn, couponOff, address, shipping, payment, choose, choose];
    // Paying is drawn often, so the sequences reach paid orders on each database (checked below).
    const paying = [pay, pay, payAndReturn, payAndReturn, payAndReturn, callback, callback];
    const money = [place, place, place, ...paying, forged, cancel, cancel, refund];
    const sequences = fc.asyncProperty(
      fc.commands([...steps, ...money], { maxCommands: 30, size: 'large' }),
      async (commands) => {
        const { browser } = await signedInShopper(shop);
        // Every shopper starts with a saree in the cart; the steps change it from there.
        await browser.post('/api/checkout/cart', { product_id: shop.stock.saree, quantity: 1 });
        await fc.asyncModelRun(() => ({ model: { order: null, callback: null }, real: { browser } }), commands);
      },
    );
    const reachedNow = () => db().selectFrom('orders').select(['status', 'paid_amount', 'refunded_amount']).execute();
    const paid = (orders: Awaited<ReturnType<typeof reachedNow>>) => orders.filter((o) => Number(o.paid_amount) > 0);
    let reached = await reachedNow();
    // 40 sequences at a time until they have reached the money paths (orders paid by bKash, and orders cancelled),
    // at most three times: random as they are, 40 once in a while reach no paid order.
    for (let round = 0; round < 3; round++) {
      await fc.assert(sequences, { numRuns: 40 });
      reached = await reachedNow();
      if (paid(reached).length > 0 && reached.some((o) => o.status === 'cancelled')) break;
    }
    expect(paid(reached).length).toBeGreaterThan(0);
    expect(reached.filter((o) => o.status === 'cancelled').length).toBeGreaterThan(0);
    console.log(
      `model: ${reached.length} orders, ${paid(reached).length} paid, ` +
        `${reached.filter((o) => Number(o.refunded_amount) > 0).length} refunded`,
    );
  }, 480_000);
});
