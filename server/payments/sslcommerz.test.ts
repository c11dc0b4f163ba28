import { createServer, type Server } from 'node:http';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { SSLCOMMERZ_SANDBOX_STORE } from '../../sandbox/sslcommerz/cards';
import { GatewayRefused, type PaymentRequest } from './gateway';
import { sslcommerzGateway, type SslcommerzGateway } from './sslcommerz';

let sandbox: RunningSandbox;
let gateway: SslcommerzGateway;
let ipnServer: Server;
let ipnUrl: string;
const ipns: Record<string, string>[] = [];

beforeAll(async () => {
  sandbox = await startSandbox();
  gateway = sslcommerzGateway({ baseUrl: `${sandbox.url}/sslcommerz`, ...SSLCOMMERZ_SANDBOX_STORE });
  ipnServer = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    ipns.push(Object.fromEntries(new URLSearchParams(body)));
    res.end('OK');
  });
  await new Promise<void>((resolve) => ipnServer.listen(0, '127.0.0.1', resolve));
  ipnUrl = `http://127.0.0.1:${(ipnServer.address() as { port: number }).port}/payment/sslcommerz/ipn`;
});
afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => ipnServer.close(resolve));
});

const order = (invoice: string, amountPoisha = 250000): PaymentRequest => ({
  invoice,
  amountPoisha,
  returnUrl: `http://shop.test/payment/sslcommerz/return`,
  notifyUrl: ipnUrl,
  customer: { name: 'Karim', phone: '01711000000', address: 'Road 11, Banani', city: 'Dhaka' },
});

/** The shopper on SSLCommerz's page choosing `card`: where the page posts them back, and with what. */
async function shopperChooses(redirectUrl: string, card: string) {
  const page = await (await fetch(redirectUrl)).text();
  expect(page).toContain('Sandbox: no money moves');
  const session = new URL(redirectUrl).searchParams.get('SESSIONKEY') ?? '';
  const html = await (
    await fetch(new URL('pay', redirectUrl), { method: 'POST', body: new URLSearchParams({ session, card }) })
  ).text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
  );
  return { action, fields };
}

test('a card payment is posted back and notified, and the validation API confirms it once as VALID', async () => {
  ipns.length = 0;
  const started = await gateway.start(order('HAAT-5001'));
  const back = await shopperChooses(started.redirectUrl, 'visa');
  expect(back.action).toBe('http://shop.test/payment/sslcommerz/return');
  expect(back.fields).toMatchObject({ tran_id: 'HAAT-5001', status: 'VALID', amount: '2500.00' });
  expect(ipns).toEqual([back.fields]);

  const paid = await gateway.confirm(back.fields.val_id);
  expect(paid).toMatchObject({ state: 'paid', invoice: 'HAAT-5001', amountPoisha: 250000, currency: 'BDT' });
  expect(paid).toMatchObject({ riskLevel: 0 });
  // Validated again (the IPN after the return): SSLCommerz says VALIDATED, the same payment.
  expect(await gateway.confirm(back.fields.val_id)).toEqual(paid);
});

test('the IPN can come twice; both copies name the same validated payment', async () => {
  ipns.length = 0;
  const started = await gateway.start(order('HAAT-5002'));
  const back = await shopperChooses(started.redirectUrl, 'twice');
  expect(ipns).toHaveLength(2);
  expect(ipns[0]).toEqual(ipns[1]);
  expect(await gateway.confirm(ipns[1].val_id)).toMatchObject({ state: 'paid', invoice: 'HAAT-5002' });
  expect(back.fields.val_id).toBe(ipns[0].val_id);
});

test('a risky card is paid with risk_level 1; a declined card and a forged val_id are not paid', async () => {
  const risky = await shopperChooses((await gateway.start(order('HAAT-5003'))).redirectUrl, 'risky');
  expect(await gateway.confirm(risky.fields.val_id)).toMatchObject({ state: 'paid', riskLevel: 1 });

  const declined = await shopperChooses((await gateway.start(order('HAAT-5004'))).redirectUrl, 'declined');
  expect(declined.fields).toMatchObject({ status: 'FAILED', val_id: '' });
  expect(declined.action).toBe('http://shop.test/payment/sslcommerz/return');

  const cancelled = await shopperChooses((await gateway.start(order('HAAT-5005'))).redirectUrl, 'cancel');
  expect(cancelled.fields).toEqual({ tran_id: 'HAAT-5005', status: 'CANCELLED' });

  expect(await gateway.confirm('forged-val-id')).toEqual({ state: 'failed', reason: 'INVALID_TRANSACTION' });
});

test('with no notification, the transaction query by the order number finds the payment', async () => {
  const started = await gateway.start({ ...order('HAAT-5008', 75000), notifyUrl: undefined });
  expect(await gateway.lookup('HAAT-5008')).toEqual({ state: 'pending' });
  await shopperChooses(started.redirectUrl, 'visa');
  expect(await gateway.lookup('HAAT-5008')).toMatchObject({ state: 'paid', invoice: 'HAAT-5008', amountPoisha: 75000 });
  expect(await gateway.lookup('HAAT-none')).toEqual({ state: 'pending' });
});

test('a refund returns up to what was paid, never more', async () => {
  const back = await shopperChooses((await gateway.start(order('HAAT-5006', 100000))).redirectUrl, 'visa');
  const paid = await gateway.confirm(back.fields.val_id);
  if (paid.state !== 'paid') throw new Error('not paid');
  const refund = { reference: back.fields.val_id, transactionId: paid.transactionId, reason: 'cancelled' };
  expect(await gateway.refund({ ...refund, amountPoisha: 60000 })).toMatchObject({ amountPoisha: 60000 });
  await expect(gateway.refund({ ...refund, amountPoisha: 60000 })).rejects.toThrow(GatewayRefused);
  await expect(gateway.refund({ ...refund, transactionId: 'NOPE', amountPoisha: 100 })).rejects.toThrow(GatewayRefused);
});

test('a wrong store password is refused at session init', async () => {
  const wrong = sslcommerzGateway({
    baseUrl: `${sandbox.url}/sslcommerz`,
    storeId: 'haat0sandbox',
    storePassword: 'x',
  });
  await expect(wrong.start(order('HAAT-5007'))).rejects.toThrow(/Store Credential Error/);
});
