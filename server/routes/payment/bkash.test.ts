import { bkashReturn } from '../../orders/paymentNotices';
import { reconcilePayments } from '../../orders/reconcile';
import { paymentShop, payOnBkash, placeWith } from '../../test/paymentShop';
import { signedInShopper } from '../../test/shoppers';
import { TEST_DIALECTS } from '../../test/testShop';

const PAYS = '01770618575';
const DECLINED = '01823074817';
const ANSWER_LOST = '01619777283';

describe.each(TEST_DIALECTS)('paying by bKash on %s', (dialect) => {
  // An answer bKash loses comes after the shop stopped waiting for it.
  const { shop } = paymentShop(dialect, { bkash: { lostAnswerMs: 3_000 } }, 1);
  const order = (id: number) =>
    shop.database.db
      .selectFrom('orders')
      .select(['status', 'paid_amount', 'grand_total', 'payment_transaction', 'payment_reference', 'pay_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const view = async (browser: Awaited<ReturnType<typeof signedInShopper>>['browser'], id: number) =>
    (await browser.get(`/api/customer/orders/${id}`)).json().data;

  it('places the order waiting for its payment, sends the shopper to bKash, marks it paid from execute', async () => {
    const { browser } = await signedInShopper(shop);
    const placed = await placeWith(browser, [[shop.stock.saree, 1]], 'bkash');
    expect(placed.redirect_url).toMatch(/\/bkash\/checkout\?paymentId=/);
    const waiting = await order(placed.order.id);
    expect(waiting.status).toBe('pending_payment');
    expect(waiting.pay_by).not.toBeNull();
    expect((await view(browser, placed.order.id)).can_pay).toBe(true);

    const { callback } = await payOnBkash(placed.redirect_url, PAYS);
    const back = await browser.get(callback);
    expect(back.statusCode).toBe(303);
    const paid = await order(placed.order.id);
    expect(paid.status).toBe('pending');
    expect(Number(paid.paid_amount)).toBe(Number(paid.grand_total));
    expect(paid.payment_transaction).toMatch(/^[0-9A-F]{10}$/);
    const shown = await view(browser, placed.order.id);
    expect(shown.total_due).toBe(0);
    expect(shown.formatted_total_paid).toBe(shown.formatted_grand_total);
    expect(shown.can_pay).toBe(false);
  });

  it('never believes status=success: a declined wallet leaves it waiting, Pay now opens bKash again', async () => {
    const { browser } = await signedInShopper(shop);
    const placed = await placeWith(browser, [[shop.stock.saree, 1]], 'bkash');
    const { callback } = await payOnBkash(placed.redirect_url, DECLINED);
    expect(callback).toContain('status=success');
    await browser.get(callback);
    expect((await order(placed.order.id)).status).toBe('pending_payment');
    expect(Number((await order(placed.order.id)).paid_amount)).toBe(0);

    const again = await browser.post(`/api/customer/orders/${placed.order.id}/pay`, { method: 'bkash' });
    expect(again.statusCode).toBe(200);
    const { callback: second } = await payOnBkash(again.json().data.redirect_url, PAYS);
    await browser.get(second);
    expect((await order(placed.order.id)).status).toBe('pending');
  });

  it('switches a waiting order to cash on delivery', async () => {
    const { browser } = await signedInShopper(shop);
    const placed = await placeWith(browser, [[shop.stock.saree, 1]], 'bkash');
    const cash = await browser.post(`/api/customer/orders/${placed.order.id}/pay`, { method: 'cashondelivery' });
    expect(cash.statusCode).toBe(200);
    expect((await order(placed.order.id)).status).toBe('pending');
    expect((await view(browser, placed.order.id)).payment_method).toBe('Cash On Delivery');
  });

  it('a forged callback (a payment never made) and another order’s paymentID change nothing', async () => {
    const { browser } = await signedInShopper(shop);
    const placed = await placeWith(browser, [[shop.stock.saree, 1]], 'bkash');
    const forged = await browser.get(`/payment/bkash/callback?paymentID=TR0011forged&status=success`);
    expect(forged.statusCode).toBe(303);
    // Another order's payment, opened and never paid: bKash says it is not completed.
    const { browser: other } = await signedInShopper(shop, 'Karim');
    const theirs = await placeWith(other, [[shop.stock.panjabi, 1]], 'bkash');
    const theirId = new URL(theirs.redirect_url).searchParams.get('paymentId');
    await browser.get(`/payment/bkash/callback?paymentID=${theirId}&status=success`);
    for (const id of [placed.order.id, theirs.order.id]) {
      expect((await order(id)).status).toBe('pending_payment');
      expect(Number((await order(id)).paid_amount)).toBe(0);
    }
  });

  it('50 simultaneous callbacks for one payment mark one paid order, once', async () => {
    const { browser } = await signedInShopper(shop);
    const placed = await placeWith(browser, [[shop.stock.saree, 1]], 'bkash');
    const { callback, paymentId } = await payOnBkash(placed.redirect_url, PAYS);
    const answers = await Promise.all(Array.from({ length: 50 }, () => browser.get(callback)));
    expect(answers.every((answer) => answer.statusCode === 303)).toBe(true);
    const paid = await order(placed.order.id);
    expect(paid.status).toBe('pending');
    const events = await shop.database.db
      .selectFrom('order_status_events')
      .select('status')
      .where('order_id', '=', placed.order.id)
      .execute();
    expect(events.map((e) => e.status)).toEqual(['pending_payment', 'pending']);
    const notices = await shop.database.db
      .selectFrom('payment_notifications')
      .select('outcome')
      .where('provider_id', '=', paymentId)
      .execute();
    expect(notices).toEqual([{ outcome: 'paid' }]);
  });

  it('an execute whose answer is lost still marks the order paid from the status query', async () => {
    const { browser } = await signedInShopper(shop);
    const placed = await placeWith(browser, [[shop.stock.panjabi, 1]], 'bkash');
    const { callback } = await payOnBkash(placed.redirect_url, ANSWER_LOST);
    await browser.get(callback);
    expect((await order(placed.order.id)).status).toBe('pending');
  }, 30_000);

  it('the shop killed between bKash’s confirmation and its own write: reconcile settles the order', async () => {
    const { browser } = await signedInShopper(shop);
    const placed = await placeWith(browser, [[shop.stock.saree, 1]], 'bkash');
    const { paymentId } = await payOnBkash(placed.redirect_url, PAYS);
    // bKash completed the payment (execute ran), then the shop stopped before writing: the notice is stored, the
    // order is not marked.
    await shop.app.payments.bkash!.confirm(paymentId);
    await shop.database.db
      .insertInto('payment_notifications')
      .values({ gateway: 'bkash', provider_id: paymentId, order_id: placed.order.id })
      .execute();
    expect((await bkashReturn(shop.database.db, shop.app.payments, paymentId)).outcome).toBe('duplicate');
    expect((await order(placed.order.id)).status).toBe('pending_payment');
    const reconciled = await reconcilePayments(shop.database.db, shop.app.payments);
    expect(reconciled.settled).toBeGreaterThanOrEqual(1);
    expect((await order(placed.order.id)).status).toBe('pending');
  });
});
