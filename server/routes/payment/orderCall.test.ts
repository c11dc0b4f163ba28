import { expireOrder, reconcilePayments } from '../../orders/reconcile';
import { paymentShop, payOnBkash, placeWith } from '../../test/paymentShop';
import { fillCart, signedInShopper } from '../../test/shoppers';
import { TEST_DIALECTS } from '../../test/testShop';
import { PAYMENT_MESSAGES } from './index';

const PAYS = '01770618575';

describe.each(TEST_DIALECTS)('the order call and waiting orders on %s', (dialect) => {
  const { shop } = paymentShop(dialect);
  const db = () => shop.database.db;
  const order = (id: number) =>
    db()
      .selectFrom('orders')
      .select(['status', 'paid_amount', 'refunded_amount', 'pay_by', 'payment_transaction'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const couponUses = async () =>
    Number(
      (await db().selectFrom('coupons').select('times_used').where('code', '=', 'EID10').executeTakeFirstOrThrow())
        .times_used,
    );

  const unitsHeld = async () =>
    Number(
      (
        await db()
          .selectFrom('sold_count_changes')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('qty'), eb.lit(0)).as('units'))
          .where('product_id', '=', shop.stock.saree)
          .executeTakeFirstOrThrow()
      ).units,
    );

  it('answers the same order to the same Idempotency-Key, and refuses the key with another body', async () => {
    const { browser } = await signedInShopper(shop);
    const headers = { 'idempotency-key': 'order-7f3a' };
    const first = await placeWith(browser, [[shop.stock.saree, 1]], 'cashondelivery', { headers });
    const again = await browser.request({ method: 'POST', url: '/api/checkout/onepage/orders', payload: {}, headers });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.order).toEqual(first.order);
    // A new cart, the same key, another body: refused, and nothing placed.
    await fillCart(browser, [[shop.stock.panjabi, 1]]);
    const before = await db().selectFrom('orders').select('id').execute();
    const other = await browser.request({
      method: 'POST',
      url: '/api/checkout/onepage/orders',
      payload: { payment_method: 'bkash' },
      headers,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This Idempotency-Key was already used for another order request.');
    expect(await db().selectFrom('orders').select('id').execute()).toEqual(before);
  });

  it('cancels an order waiting past its hold, giving back its coupon use and units', async () => {
    const { browser } = await signedInShopper(shop);
    const [uses, units] = [await couponUses(), await unitsHeld()];
    const placed = await placeWith(browser, [[shop.stock.saree, 1]], 'bkash', { coupon: 'EID10' });
    expect(await couponUses()).toBe(uses + 1);
    expect(await unitsHeld()).toBe(units + 1);
    // The hold is 30 minutes: not yet.
    await reconcilePayments(db(), shop.app.payments);
    expect((await order(placed.order.id)).status).toBe('pending_payment');
    const later = new Date(Date.now() + 31 * 60_000);
    const reconciled = await reconcilePayments(db(), shop.app.payments, later);
    expect(reconciled.expired).toBeGreaterThanOrEqual(1);
    expect((await order(placed.order.id)).status).toBe('cancelled');
    expect(await couponUses()).toBe(uses);
    expect(await unitsHeld()).toBe(units);
    expect(await expireOrder(db(), placed.order.id, later)).toBe(false);
  });

  it('a payment that completes after its order expired is refunded, never kept', async () => {
    const { browser } = await signedInShopper(shop);
    const placed = await placeWith(browser, [[shop.stock.saree, 1]], 'bkash');
    const { callback } = await payOnBkash(placed.redirect_url, PAYS);
    await expireOrder(db(), placed.order.id);
    await browser.get(callback);
    const cancelled = await order(placed.order.id);
    expect(cancelled.status).toBe('cancelled');
    expect(Number(cancelled.paid_amount)).toBeGreaterThan(0);
    expect(cancelled.refunded_amount).toBe(cancelled.paid_amount);
  });

  it('a refund the gateway refuses stays due and is retried by reconcile', async () => {
    const { browser } = await signedInShopper(shop);
    const placed = await placeWith(browser, [[shop.stock.saree, 1]], 'bkash');
    const { callback } = await payOnBkash(placed.redirect_url, PAYS);
    await browser.get(callback);
    const trx = (await order(placed.order.id)).payment_transaction;
    // The transaction id garbled: bKash refuses the refund (2028).
    await db().updateTable('orders').set({ payment_transaction: 'WRONG' }).where('id', '=', placed.order.id).execute();
    const cancelled = (await browser.post(`/customer/account/orders/cancel/${placed.order.id}`, {})).json().data;
    expect(cancelled.total_refunded).toBe(0);
    expect(cancelled.total_due).toBe(cancelled.total_paid);
    await db().updateTable('orders').set({ payment_transaction: trx }).where('id', '=', placed.order.id).execute();
    expect((await reconcilePayments(db(), shop.app.payments)).refunded).toBeGreaterThanOrEqual(1);
    const shown = (await browser.get(`/api/customer/orders/${placed.order.id}`)).json().data;
    expect(shown.total_refunded).toBe(shown.total_paid);
    expect(shown.total_due).toBe(0);
    // Asked again, nothing more is refunded.
    await reconcilePayments(db(), shop.app.payments);
    expect(Number((await order(placed.order.id)).refunded_amount)).toBe(shown.total_paid * 100);
  });

  it('Pay now refuses an order that is not waiting for its payment', async () => {
    const { browser } = await signedInShopper(shop);
    const placed = await placeWith(browser, [[shop.stock.saree, 1]], 'cashondelivery');
    const pay = await browser.post(`/api/customer/orders/${placed.order.id}/pay`, { method: 'bkash' });
    expect(pay.statusCode).toBe(409);
    expect(pay.json()).toEqual({ message: PAYMENT_MESSAGES.notPayable });
  });
});
