import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { ClientRequest } from 'node:http';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { BKASH_SANDBOX_CREDENTIALS, SANDBOX_PIN } from '../../sandbox/bkash/wallets';
import { bkashGateway, type BkashSettings } from './bkash';
import { GatewayRefused, type PaymentRequest } from './gateway';

let sandbox: RunningSandbox;
let settings: BkashSettings;
beforeAll(async () => {
  sandbox = await startSandbox({ bkash: { lostAnswerMs: 3000 } });
  settings = { baseUrl: `${sandbox.url}/bkash`, ...BKASH_SANDBOX_CREDENTIALS };
});
afterAll(() => sandbox.close());

const order = (invoice: string, amountPoisha = 125050): PaymentRequest => ({
  invoice,
  amountPoisha,
  returnUrl: 'http://shop.test/payment/bkash/callback',
  customer: { name: 'Rahim', phone: '01711000000' },
});

/** The shopper on bKash's page: answers where bKash sends them back. */
async function shopperOnPage(redirectUrl: string, form: Record<string, string>): Promise<URL> {
  const page = await fetch(redirectUrl);
  expect(await page.text()).toContain('Sandbox: no money moves');
  const paymentId = new URL(redirectUrl).searchParams.get('paymentId') ?? '';
  const answer = await fetch(new URL('checkout', redirectUrl), {
    method: 'POST',
    body: new URLSearchParams({ paymentId, ...form }),
    redirect: 'manual',
  });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location') ?? '');
}
const pays = (wallet: string) => ({ wallet, pin: SANDBOX_PIN, action: 'pay' });

test('a shopper who pays on bKash leaves a completed transaction of the order amount, executed once', async () => {
  const gateway = bkashGateway(settings);
  const started = await gateway.start(order('HAAT-1001'));
  const back = await shopperOnPage(started.redirectUrl, pays('01770618575'));
  expect(back.searchParams.get('paymentID')).toBe(started.reference);
  expect(back.searchParams.get('status')).toBe('success');

  const paid = await gateway.confirm(started.reference);
  expect(paid).toMatchObject({ state: 'paid', invoice: 'HAAT-1001', amountPoisha: 125050, currency: 'BDT' });
  // A second execute (a callback delivered twice) finds it done and answers the same transaction.
  expect(await gateway.confirm(started.reference)).toEqual(paid);
});

test('a declined wallet comes back with status=success, and execute says Insufficient Balance', async () => {
  const gateway = bkashGateway(settings);
  const started = await gateway.start(order('HAAT-1002'));
  const back = await shopperOnPage(started.redirectUrl, pays('01823074817'));
  expect(back.searchParams.get('status')).toBe('success');
  expect(await gateway.confirm(started.reference)).toEqual({ state: 'failed', reason: 'Failed' });
});

test('a cancelled or wrong-PIN payment is not paid, and confirming one never paid for stays unpaid', async () => {
  const gateway = bkashGateway(settings);
  const cancelled = await gateway.start(order('HAAT-1003'));
  const back = await shopperOnPage(cancelled.redirectUrl, { action: 'cancel' });
  expect(back.searchParams.get('status')).toBe('cancel');
  expect(await gateway.confirm(cancelled.reference)).toEqual({ state: 'failed', reason: 'Cancelled' });

  const wrongPin = await gateway.start(order('HAAT-1004'));
  const failed = await shopperOnPage(wrongPin.redirectUrl, { wallet: '01770618575', pin: '0000', action: 'pay' });
  expect(failed.searchParams.get('status')).toBe('failure');
  expect(await gateway.confirm(wrongPin.reference)).toEqual({ state: 'failed', reason: 'Failed' });

  // A forged callback: the shopper never paid, so execute refuses and the query says Initiated.
  const unpaid = await gateway.start(order('HAAT-1005'));
  expect(await gateway.confirm(unpaid.reference)).toEqual({ state: 'pending' });
  expect(await gateway.confirm('TR0011forged')).toMatchObject({ state: 'failed', reason: '2002 Invalid Payment ID' });
});

test("an execute whose answer is lost after the money moved is settled by bKash's status query", async () => {
  const gateway = bkashGateway(settings, { timeoutMs: 500 });
  const started = await gateway.start(order('HAAT-1006', 99900));
  await shopperOnPage(started.redirectUrl, pays('01619777283'));
  const paid = await gateway.confirm(started.reference);
  expect(paid).toMatchObject({ state: 'paid', invoice: 'HAAT-1006', amountPoisha: 99900 });
});

test('a refund returns up to what was paid, never more', async () => {
  const gateway = bkashGateway(settings);
  const started = await gateway.start(order('HAAT-1007', 50000));
  await shopperOnPage(started.redirectUrl, pays('01770618575'));
  const paid = await gateway.confirm(started.reference);
  if (paid.state !== 'paid') throw new Error('not paid');
  const refund = { reference: started.reference, transactionId: paid.transactionId, reason: 'cancelled' };

  expect(await gateway.refund({ ...refund, amountPoisha: 30000 })).toMatchObject({ amountPoisha: 30000 });
  await expect(gateway.refund({ ...refund, amountPoisha: 30000 })).rejects.toMatchObject({ code: '2026' });
  expect(await gateway.refund({ ...refund, amountPoisha: 20000 })).toMatchObject({ amountPoisha: 20000 });
  await expect(gateway.refund({ ...refund, transactionId: 'OTHER', amountPoisha: 100 })).rejects.toThrow(
    GatewayRefused,
  );
});

test('the token is kept until a minute before it expires, then refreshed', async () => {
  let clock = Date.now();
  const short = await startSandbox({ bkash: { tokenLifetime: 3600 } });
  const calls: string[] = [];
  // Every call the driver makes, as Node's HTTP client announces it.
  const seen = ({ request }: { request: ClientRequest }) => calls.push(request.path);
  subscribe('http.client.request.start', seen as (message: unknown) => void);
  try {
    const gateway = bkashGateway({ ...settings, baseUrl: `${short.url}/bkash` }, { now: () => clock });
    await gateway.start(order('HAAT-2001'));
    clock += 3600_000 - 61_000;
    await gateway.start(order('HAAT-2002'));
    clock += 2_000;
    await gateway.start(order('HAAT-2003'));
    expect(calls.filter((path) => path.includes('/token/'))).toEqual([
      '/bkash/tokenized/checkout/token/grant',
      '/bkash/tokenized/checkout/token/refresh',
    ]);
  } finally {
    unsubscribe('http.client.request.start', seen as (message: unknown) => void);
    await short.close();
  }
});

test('wrong merchant credentials are refused with bKash’s code', async () => {
  const gateway = bkashGateway({ ...settings, password: 'wrong' });
  await expect(gateway.start(order('HAAT-3001'))).rejects.toMatchObject({ code: '2079' });
});
