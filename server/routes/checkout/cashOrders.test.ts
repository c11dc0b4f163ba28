import { startSandbox, type RunningSandbox } from '../../../sandbox/server';
import { BKASH_SANDBOX_CREDENTIALS } from '../../../sandbox/bkash/wallets';
import type { ReceivedSms } from '../../../sandbox/smsGateway';
import type { CashOrderSettings, Config } from '../../config';
import { cancelByShop } from '../../orders/shopStatus';
import { reconcilePayments } from '../../orders/reconcile';
import { LANGUAGE_COOKIE } from '../../plugins/i18n';
import { parseSmsSettings } from '../../sms/settings';
import { Browser } from '../../test/browser';
import { payOnBkash } from '../../test/paymentShop';
import { fillCart, GULSHAN_HOME, signedInShopper } from '../../test/shoppers';
import { stockShelves, type Shelves } from '../../test/stock';
import { TEST_DIALECTS, testShop, type TestShop } from '../../test/testShop';

const PAYS = '01770618575';
let nextAddress = 0;

/** A shop sending SMS and taking bKash through the bundled simulators, asking what `cashOrders` says of cash orders. */
function cashShop(dialect: (typeof TEST_DIALECTS)[number], cashOrders: CashOrderSettings) {
  const config: Partial<Config> = { cashOrders };
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
    const { port } = new URL(sandbox.url);
    config.sms = parseSmsSettings({}, { host: '127.0.0.1', port: Number(port) });
    config.payments = {
      holdMinutes: 30,
      sweepSeconds: 0,
      timeoutSeconds: 10,
      sandbox: null,
      bkash: { baseUrl: `${sandbox.url}/bkash`, ...BKASH_SANDBOX_CREDENTIALS },
      sslcommerz: null,
    };
  });
  afterAll(() => sandbox?.close());
  const shop = testShop(dialect, { stock: stockShelves, config });
  const inbox = async (): Promise<ReceivedSms[]> => {
    const answer = await fetch(`${sandbox.url}/sms/bulksmsbd/messages`, { headers: { accept: 'application/json' } });
    return ((await answer.json()) as { messages: ReceivedSms[] }).messages;
  };
  return { shop, inbox };
}

/** A signed-in shopper with a saree in the cart, checking out to Gulshan with this phone and cash on delivery. */
async function checkingOut(shop: TestShop<Shelves>, phone: string, language?: 'bn') {
  const { browser } = await signedInShopper(shop);
  if (language) browser.cookies.set(LANGUAGE_COOKIE, language);
  await fillCart(browser, [[shop.stock.saree, 1]]);
  const address = (await browser.post('/customer/account/addresses/create', { ...GULSHAN_HOME, phone })).json().data;
  await browser.post('/api/checkout/onepage/addresses', {
    address_id: address.id,
    billing: address,
    shipping: address,
  });
  await browser.post('/api/checkout/onepage/shipping-methods', { shipping_method: 'flatrate_flatrate' });
  const chosen = await browser.post('/api/checkout/onepage/payment-methods', { payment: { method: 'cashondelivery' } });
  const remoteAddress = `203.0.113.${(nextAddress += 1)}`;
  const place = (body: object = {}) =>
    browser.request({ method: 'POST', url: '/api/checkout/onepage/orders', payload: body, remoteAddress });
  return { browser, told: chosen.json().data.cash_order, place };
}

const orderRow = (shop: TestShop<Shelves>, id: number) =>
  shop.database.db
    .selectFrom('orders')
    .select(['status', 'grand_total', 'shipping_amount', 'advance_amount', 'paid_amount', 'refunded_amount'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe.each(TEST_DIALECTS)('cash orders confirmed by a code on %s', (dialect) => {
  const { shop, inbox } = cashShop(dialect, { advance: null, confirm: 'code' });
  const codeFor = async (number: string) =>
    /\d{6}/.exec((await inbox()).find((sms) => sms.to === number)?.text ?? '')?.[0] ?? '';

  it('asks a new number for the code sent to it, places the order with it, asks none the next time', async () => {
    const first = await checkingOut(shop, '01711000001');
    expect(first.told).toEqual({ ask: 'code', phone: '01711000001' });
    const asked = await first.place();
    expect([asked.statusCode, asked.json().message, asked.json().code_required]).toEqual([
      422,
      'To confirm your cash order we sent a 6-digit code to 01711000001. Enter it and press Order Place.',
      true,
    ]);
    const [sms] = await inbox();
    expect(sms.to).toBe('8801711000001');
    expect(sms.text).toMatch(/^Haat: \d{6} confirms your cash order\./);
    const placed = await first.place({ confirm_code: await codeFor('8801711000001') });
    expect(placed.statusCode).toBe(200);
    expect((await orderRow(shop, placed.json().data.order.id)).status).toBe('pending');
    // The checkout sent its OrderPlace: the success page sends none.
    expect((await first.browser.get('/checkout/onepage/success')).body).not.toContain('data-island="order-placed"');

    const second = await checkingOut(shop, '01711000001');
    expect(second.told).toBeUndefined();
    expect((await second.place()).statusCode).toBe(200);
  });

  it('asks again once a parcel to the number came back', async () => {
    const first = await checkingOut(shop, '01711000002');
    await first.place();
    const placed = await first.place({ confirm_code: await codeFor('8801711000002') });
    await shop.database.db
      .updateTable('orders')
      .set({ status: 'closed' })
      .where('id', '=', placed.json().data.order.id)
      .execute();
    const again = await checkingOut(shop, '01711000002');
    expect(again.told).toEqual({ ask: 'code', phone: '01711000002' });
    // Asked again (its new code waits out the minute after the last one).
    const asked = await again.place();
    expect([asked.statusCode, asked.json().code_required]).toEqual([429, true]);
  });

  it('five wrong codes lock the number: nothing is placed, even with the right code after', async () => {
    const shopper = await checkingOut(shop, '01711000003');
    await shopper.place();
    const right = await codeFor('8801711000003');
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await shopper.place({ confirm_code: wrong }));
    expect(answers.map((a) => a.statusCode)).toEqual([422, 422, 422, 422, 429]);
    expect(answers[0].json().errors.confirm_code[0]).toMatch(/4/);
    const late = await shopper.place({ confirm_code: right });
    expect(late.statusCode).toBe(429);
    expect(late.headers['retry-after']).toBeDefined();
    const orders = await shop.database.db
      .selectFrom('orders')
      .select('orders.id')
      .innerJoin('order_addresses as a', 'a.order_id', 'orders.id')
      .where('a.phone', '=', '01711000003')
      .execute();
    expect(orders).toEqual([]);
  });

  it('sends one code a minute per number (the sign-in budgets), and says so in Bangla', async () => {
    const shopper = await checkingOut(shop, '01711000004', 'bn');
    expect((await shopper.place()).json().message).toContain('01711000004 নম্বরে ৬ অঙ্কের একটি কোড');
    const soon = await shopper.place();
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    expect((await inbox()).filter((sms) => sms.to === '8801711000004')).toHaveLength(1);
    expect((await inbox()).find((sms) => sms.to === '8801711000004')!.text).toMatch(/^হাট: \d{6} দিয়ে/);
  });

  it('a customer who signed in with a code has a confirmed number', async () => {
    const browser = new Browser(shop.app);
    await browser.post('/customer/login/code', { phone: '01711000005' });
    const code = await codeFor('8801711000005');
    await browser.post('/customer/login/code/verify', { phone: '01711000005', code, name: 'Sumi Akter' });
    const shopper = await checkingOut(shop, '01711000005');
    expect(shopper.told).toBeUndefined();
    expect((await shopper.place()).statusCode).toBe(200);
  });
});

describe.each(TEST_DIALECTS)('an advance for cash on delivery on %s', (dialect) => {
  const { shop } = cashShop(dialect, { advance: { kind: 'delivery' }, confirm: 'off' });

  async function paidAdvance(phone: string) {
    const shopper = await checkingOut(shop, phone);
    const placed = (await shopper.place()).json().data;
    const { callback } = await payOnBkash(placed.redirect_url, PAYS);
    return { ...shopper, placed, callback };
  }

  it('tells the advance before Order Place, takes it by bKash, and leaves the rest due on delivery', async () => {
    const shopper = await checkingOut(shop, '01711000011');
    expect(shopper.told).toMatchObject({ ask: 'advance', formatted_advance: expect.any(String) });
    const placed = (await shopper.place()).json().data;
    expect(placed.awaiting_payment).toBe(true);
    expect(placed.redirect_url).toMatch(/\/bkash\/checkout\?paymentId=/);
    const waiting = await orderRow(shop, placed.order.id);
    expect(waiting.status).toBe('pending_payment');
    expect(Number(waiting.advance_amount)).toBe(Number(waiting.shipping_amount));
    expect(Number(waiting.advance_amount)).toBe(Math.round(shopper.told.advance * 100));

    const { callback } = await payOnBkash(placed.redirect_url, PAYS);
    await shopper.browser.get(callback);
    await shopper.browser.get(callback);
    const paid = await orderRow(shop, placed.order.id);
    expect(paid.status).toBe('pending');
    expect(Number(paid.paid_amount)).toBe(Number(paid.shipping_amount));
    const view = (await shopper.browser.get(`/api/customer/orders/${placed.order.id}`)).json().data;
    expect(Math.round(view.total_due * 100)).toBe(Number(paid.grand_total) - Number(paid.shipping_amount));
    // Confirmed by its advance: the success page bKash sent the shopper to sends OrderPlace.
    const success = (await shopper.browser.get('/checkout/onepage/success')).body;
    expect(success).toContain('data-island="order-placed"');
    expect(success).toContain(placed.order.increment_id);
    expect(success).toContain(`Please keep ${view.formatted_total_due} ready: Cash On Delivery.`);
  });

  it('a forged callback changes nothing', async () => {
    const shopper = await checkingOut(shop, '01711000012');
    const placed = (await shopper.place()).json().data;
    expect((await shopper.browser.get('/checkout/onepage/success')).body).not.toContain('data-island="order-placed"');
    await shopper.browser.get('/payment/bkash/callback?paymentID=TR0011forged&status=success');
    const paymentId = new URL(placed.redirect_url).searchParams.get('paymentId');
    await shopper.browser.get(`/payment/bkash/callback?paymentID=${paymentId}&status=success`);
    const row = await orderRow(shop, placed.order.id);
    expect([row.status, Number(row.paid_amount)]).toEqual(['pending_payment', 0]);
  });

  it("Pay now opens the advance's bKash payment again: cash on delivery never skips the advance", async () => {
    const shopper = await checkingOut(shop, '01711000015');
    const placed = (await shopper.place()).json().data;
    const again = await shopper.browser.post(`/api/customer/orders/${placed.order.id}/pay`, {
      method: 'cashondelivery',
    });
    expect(again.statusCode).toBe(200);
    const redirectUrl = again.json().data.redirect_url;
    expect(redirectUrl).toMatch(/\/bkash\/checkout\?paymentId=/);
    expect(redirectUrl).not.toBe(placed.redirect_url);
    const waiting = await orderRow(shop, placed.order.id);
    expect([waiting.status, Number(waiting.paid_amount)]).toEqual(['pending_payment', 0]);
    expect(Number(waiting.advance_amount)).toBe(Number(waiting.shipping_amount));

    const { callback } = await payOnBkash(redirectUrl, PAYS);
    await shopper.browser.get(callback);
    const paid = await orderRow(shop, placed.order.id);
    expect([paid.status, Number(paid.paid_amount)]).toEqual(['pending', Number(paid.advance_amount)]);
  });

  it('refunds the advance when the shop cancels the order', async () => {
    const { browser, placed, callback } = await paidAdvance('01711000013');
    await browser.get(callback);
    const change = await cancelByShop(shop.database.db, shop.app.payments, placed.order.increment_id);
    expect([change.to, change.refund]).toEqual(['cancelled', 'refunded']);
    const row = await orderRow(shop, placed.order.id);
    expect(Number(row.refunded_amount)).toBe(Number(row.advance_amount));
  });

  it('an order whose advance never came expires past its hold, keeping nothing', async () => {
    const unpaid = await checkingOut(shop, '01711000014');
    const never = (await unpaid.place()).json().data;
    await reconcilePayments(shop.database.db, shop.app.payments, new Date(Date.now() + 31 * 60_000));
    const expired = await orderRow(shop, never.order.id);
    expect([expired.status, Number(expired.paid_amount), Number(expired.refunded_amount)]).toEqual(['cancelled', 0, 0]);
  });
});
