import { paymentShop, payOnSslcommerz, placeWith, postForm } from '../../test/paymentShop';
import { signedInShopper } from '../../test/shoppers';
import { TEST_DIALECTS } from '../../test/testShop';

describe.each(TEST_DIALECTS)('paying through SSLCommerz on %s', (dialect) => {
  const { shop } = paymentShop(dialect);
  const order = (id: number) =>
    shop.database.db
      .selectFrom('orders')
      .select(['status', 'paid_amount', 'refunded_amount', 'grand_total', 'payment_transaction'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('pays by card on the hosted page: the return is checked with the validation API, the order paid', async () => {
    const { browser } = await signedInShopper(shop);
    const placed = await placeWith(browser, [[shop.stock.saree, 1]], 'sslcommerz');
    expect(placed.redirect_url).toMatch(/\/sslcommerz\/gwprocess\/v4\/gw\.php\?Q=pay&SESSIONKEY=/);
    const { action, fields } = await payOnSslcommerz(placed.redirect_url, 'visa');
    expect(action).toBe('/payment/sslcommerz/success');
    const back = await postForm(browser, action, fields);
    expect(back.statusCode).toBe(303);
    const paid = await order(placed.order.id);
    expect(paid.status).toBe('pending');
    expect(Number(paid.paid_amount)).toBe(Number(paid.grand_total));
    // The IPN of the same payment, late: a copy, which changes nothing.
    const ipn = await postForm(browser, '/payment/sslcommerz/ipn', fields);
    expect(ipn.json()).toEqual({ status: 'duplicate' });
  });

  it('holds an order paid at risk level 1 for the shop to verify', async () => {
    const { browser } = await signedInShopper(shop);
    const placed = await placeWith(browser, [[shop.stock.saree, 1]], 'sslcommerz');
    const { action, fields } = await payOnSslcommerz(placed.redirect_url, 'risky');
    await postForm(browser, action, fields);
    expect((await order(placed.order.id)).status).toBe('on_hold');
  });

  it('a declined card returns to the fail URL and leaves the order waiting for Pay now', async () => {
    const { browser } = await signedInShopper(shop);
    const placed = await placeWith(browser, [[shop.stock.saree, 1]], 'sslcommerz');
    const { action, fields } = await payOnSslcommerz(placed.redirect_url, 'declined');
    expect(action).toBe('/payment/sslcommerz/fail');
    await postForm(browser, action, fields);
    expect((await order(placed.order.id)).status).toBe('pending_payment');
    expect((await browser.get(`/api/customer/orders/${placed.order.id}`)).json().data.can_pay).toBe(true);
  });

  it('an IPN the validation API does not confirm, or for another amount, changes nothing', async () => {
    const { browser } = await signedInShopper(shop);
    const placed = await placeWith(browser, [[shop.stock.saree, 1]], 'sslcommerz');
    const forged = { tran_id: placed.order.increment_id, val_id: 'forged', status: 'VALID', amount: '2570.00' };
    expect((await postForm(browser, '/payment/sslcommerz/ipn', forged)).json()).toEqual({ status: 'failed' });
    // A real payment of the order's number, but of another amount.
    const cheaper = await shop.app.payments.sslcommerz!.start({
      invoice: placed.order.increment_id,
      amountPoisha: 1000,
      returnUrl: 'http://localhost/payment/sslcommerz/success',
      customer: { name: 'Rahim', phone: '01711000000' },
    });
    const { fields } = await payOnSslcommerz(cheaper.redirectUrl, 'visa');
    expect((await postForm(browser, '/payment/sslcommerz/ipn', fields)).json()).toEqual({ status: 'refused' });
    expect((await order(placed.order.id)).status).toBe('pending_payment');
    expect(Number((await order(placed.order.id)).paid_amount)).toBe(0);
  });

  it('cancelling a paid order refunds it through SSLCommerz and shows the refund', async () => {
    const { browser } = await signedInShopper(shop);
    const placed = await placeWith(browser, [[shop.stock.saree, 1]], 'sslcommerz');
    const { action, fields } = await payOnSslcommerz(placed.redirect_url, 'visa');
    await postForm(browser, action, fields);
    const cancelled = await browser.post(`/customer/account/orders/cancel/${placed.order.id}`, {});
    expect(cancelled.statusCode).toBe(200);
    const shown = cancelled.json().data;
    expect(shown.status).toBe('cancelled');
    expect(shown.formatted_total_refunded).toBe(shown.formatted_grand_total);
    expect(shown.total_due).toBe(0);
    const refunds = await shop.database.db
      .selectFrom('payment_refunds')
      .select(['gateway', 'amount'])
      .where('order_id', '=', placed.order.id)
      .execute();
    expect(refunds).toEqual([{ gateway: 'sslcommerz', amount: Number((await order(placed.order.id)).grand_total) }]);
  });
});
