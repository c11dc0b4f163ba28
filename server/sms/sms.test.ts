import bulkSmsBdSimulator from '../../sandbox/bulksmsbd/simulator';
import sslWirelessSimulator from '../../sandbox/sslwireless/simulator';
import { SANDBOX_CREDENTIALS, UNDELIVERABLE_NUMBER, type ReceivedSms } from '../../sandbox/smsGateway';
import { startSimulator, type RunningSimulator } from '../../sandbox/simulatorFixture';
import { bulkSmsBdDriver } from './bulksmsbd';
import { smsNumber } from './phone';
import { failoverSender, messageId, NotAMobileNumber, SmsFailed, type SmsDriver } from './sms';
import { sslWirelessDriver } from './sslwireless';

const BANGLA = 'আপনার অর্ডার #১০৪২ গ্রহণ করা হয়েছে। মোট ৳১,২৫০';
const { key, sender } = SANDBOX_CREDENTIALS;
const bulk = (sim: RunningSimulator, timeoutMs?: number) =>
  bulkSmsBdDriver({ url: sim.url, apiKey: key, senderId: sender }, timeoutMs);
const ssl = (sim: RunningSimulator, timeoutMs?: number) =>
  sslWirelessDriver({ url: sim.url, apiToken: key, sid: sender }, timeoutMs);

async function inbox(sim: RunningSimulator): Promise<ReceivedSms[]> {
  const response = await sim.app.inject({ url: '/messages', headers: { accept: 'application/json' } });
  return response.json().messages;
}

const running: RunningSimulator[] = [];
async function start(...args: Parameters<typeof startSimulator>) {
  const sim = await startSimulator(...args);
  running.push(sim);
  return sim;
}
afterEach(async () => {
  await Promise.all(running.splice(0).map((sim) => sim.close()));
});

describe('numbers', () => {
  it.each([
    ['01712345678', '8801712345678'],
    ['+8801712345678', '8801712345678'],
    ['8801912345678', '8801912345678'],
    ['+880 1712-345678', '8801712345678'],
    ['০১৭১২৩৪৫৬৭৮', '8801712345678'],
    ['+৮৮০১৩১২৩৪৫৬৭৮', '8801312345678'],
  ])('takes %s as %s', (typed, number) => {
    expect(smsNumber(typed)).toBe(number);
  });

  it.each(['01212345678', '0171234567', '017123456789', '1712345678', '029876543', '+447911123456', '', 'abc'])(
    'refuses %s, which is no Bangladeshi mobile number',
    (typed) => {
      expect(smsNumber(typed)).toBeNull();
    },
  );

  it('refuses a landline before any gateway is asked', async () => {
    const sim = await start(bulkSmsBdSimulator);
    const sender = failoverSender([bulk(sim)]);
    await expect(sender.send({ to: '02-9876543', text: 'hello', key: 'k' })).rejects.toBeInstanceOf(NotAMobileNumber);
    expect(await inbox(sim)).toEqual([]);
  });
});

describe('message ids', () => {
  const dhakaNoon = Date.parse('2026-03-10T06:00:00Z');
  it('are the same for a key all day in Dhaka, and new the next day or for another key', () => {
    const id = messageId('order-42-placed', dhakaNoon);
    expect(id).toMatch(/^[0-9a-f]{20}$/);
    expect(messageId('order-42-placed', Date.parse('2026-03-10T17:59:00Z'))).toBe(id);
    expect(messageId('order-42-placed', Date.parse('2026-03-10T18:00:00Z'))).not.toBe(id);
    expect(messageId('order-43-placed', dhakaNoon)).not.toBe(id);
  });
});

describe('the BulkSMSBD driver against its simulator', () => {
  it('posts api_key, senderid, number and the Bangla text as unicode, and reads 202 as sent', async () => {
    const sim = await start(bulkSmsBdSimulator);
    const receipt = await bulk(sim).send({ to: '8801712345678', text: BANGLA, id: 'x' });
    expect(receipt).toEqual({ driver: 'BulkSMSBD', providerId: expect.stringMatching(/^\d+$/) });
    const [message] = await inbox(sim);
    expect(message).toMatchObject({ to: '8801712345678', text: BANGLA, sender, unicode: true, id: receipt.providerId });
  });

  it('sends English as text', async () => {
    const sim = await start(bulkSmsBdSimulator);
    await bulk(sim).send({ to: '8801712345678', text: 'Your order is on its way', id: 'x' });
    expect((await inbox(sim))[0]).toMatchObject({ text: 'Your order is on its way', unicode: false });
  });

  it.each([
    ['an invalid number', {}, UNDELIVERABLE_NUMBER, /1001 Invalid Phone Number/],
    ['a low balance', { outage: 'low-balance' as const }, '8801712345678', /1007 Balance Insufficient/],
    ['a 5xx', { outage: 'server-error' as const }, '8801712345678', /HTTP 503/],
    ['a wrong key', { credentials: { key: 'other', sender } }, '8801712345678', /1011/],
  ])('fails on %s', async (_case, options, to, reason) => {
    const sim = await start(bulkSmsBdSimulator, options);
    await expect(bulk(sim).send({ to, text: 'hi', id: 'x' })).rejects.toThrow(reason);
    expect(await inbox(sim)).toEqual([]);
  });

  it('gives up on a gateway that does not answer in time', async () => {
    const sim = await start(bulkSmsBdSimulator, { outage: 'timeout', hangMs: 5_000 });
    await expect(bulk(sim, 200).send({ to: '8801712345678', text: 'hi', id: 'x' })).rejects.toThrow(
      'BulkSMSBD: no answer within 200 ms',
    );
  });
});

describe('the SSL Wireless driver against its simulator', () => {
  it('posts api_token, sid, msisdn, sms and csms_id as JSON and reads the reference_id', async () => {
    const sim = await start(sslWirelessSimulator);
    const receipt = await ssl(sim).send({ to: '8801812345678', text: BANGLA, id: 'abc123' });
    expect(receipt).toEqual({ driver: 'SSL Wireless', providerId: expect.stringMatching(/^\d+$/) });
    expect((await inbox(sim))[0]).toMatchObject({
      to: '8801812345678',
      text: BANGLA,
      clientId: 'abc123',
      unicode: true,
    });
  });

  it('does not send a csms_id twice the same day, and counts the repeat as sent', async () => {
    const sim = await start(sslWirelessSimulator);
    await ssl(sim).send({ to: '8801812345678', text: 'hi', id: 'same' });
    expect(await ssl(sim).send({ to: '8801812345678', text: 'hi', id: 'same' })).toEqual({
      driver: 'SSL Wireless',
      providerId: '',
    });
    expect(await inbox(sim)).toHaveLength(1);
  });

  it.each([
    ['an invalid number', {}, UNDELIVERABLE_NUMBER, /Invalid Mobile No/],
    ['a low balance', { outage: 'low-balance' as const }, '8801712345678', /FAILED|Insufficient balance/],
    ['a 5xx', { outage: 'server-error' as const }, '8801712345678', /HTTP 502/],
    ['a wrong token', { credentials: { key: 'other', sender } }, '8801712345678', /Unauthorized/],
  ])('fails on %s', async (_case, options, to, reason) => {
    const sim = await start(sslWirelessSimulator, options);
    await expect(ssl(sim).send({ to, text: 'hi', id: 'x' })).rejects.toThrow(reason);
    expect(await inbox(sim)).toEqual([]);
  });

  it('gives up on a gateway that does not answer in time', async () => {
    const sim = await start(sslWirelessSimulator, { outage: 'timeout', hangMs: 5_000 });
    await expect(ssl(sim, 200).send({ to: '8801712345678', text: 'hi', id: 'x' })).rejects.toThrow(
      'SSL Wireless: no answer within 200 ms',
    );
  });
});

describe('failover', () => {
  it('sends through the first gateway while it works', async () => {
    const first = await start(bulkSmsBdSimulator);
    const second = await start(sslWirelessSimulator);
    const receipt = await failoverSender([bulk(first), ssl(second)]).send({
      to: '01712345678',
      text: BANGLA,
      key: 'k',
    });
    expect(receipt.driver).toBe('BulkSMSBD');
    expect(await inbox(first)).toHaveLength(1);
    expect(await inbox(second)).toEqual([]);
  });

  it.each(['low-balance', 'server-error', 'timeout'] as const)(
    'falls over to the second gateway when the first has a %s outage',
    async (outage) => {
      const first = await start(bulkSmsBdSimulator, { outage, hangMs: 5_000 });
      const second = await start(sslWirelessSimulator);
      const sender = failoverSender([bulk(first, 300), ssl(second)], () => Date.parse('2026-03-10T06:00:00Z'));
      const receipt = await sender.send({ to: '+880 1712 345678', text: BANGLA, key: 'order-42-placed' });
      expect(receipt.driver).toBe('SSL Wireless');
      expect(await inbox(first)).toEqual([]);
      expect(await inbox(second)).toEqual([
        expect.objectContaining({
          to: '8801712345678',
          text: BANGLA,
          clientId: messageId('order-42-placed', Date.parse('2026-03-10T06:00:00Z')),
        }),
      ]);
    },
  );

  it('fails with the last failure when every gateway fails', async () => {
    const first = await start(bulkSmsBdSimulator, { outage: 'server-error' });
    const second = await start(sslWirelessSimulator, { outage: 'low-balance' });
    const failure = failoverSender([bulk(first), ssl(second)]).send({ to: '01712345678', text: 'hi', key: 'k' });
    await expect(failure).rejects.toBeInstanceOf(SmsFailed);
    await expect(failure).rejects.toThrow(/^SSL Wireless: /);
  });

  it('does not try the next gateway on a bug of its own', async () => {
    const broken: SmsDriver = { name: 'broken', send: () => Promise.reject(new TypeError('bug')) };
    const second = await start(sslWirelessSimulator);
    await expect(
      failoverSender([broken, ssl(second)]).send({ to: '01712345678', text: 'hi', key: 'k' }),
    ).rejects.toThrow('bug');
    expect(await inbox(second)).toEqual([]);
  });
});
