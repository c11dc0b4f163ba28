import { CODE_BUDGETS } from '../../customer/codeBudgets';
import { Browser } from '../../test/browser';
import { smsShop } from '../../test/smsShop';
import { TEST_DIALECTS } from '../../test/testShop';

const SHOP_PER_HOUR = 30;

describe.each(TEST_DIALECTS)('the budgets of sign-in codes on %s', (dialect) => {
  const shop = smsShop(dialect, { env: { SMS_CODES_PER_HOUR: String(SHOP_PER_HOUR) } });
  const ask = (phone: string, remoteAddress: string) =>
    new Browser(shop.app).request({ method: 'POST', url: '/customer/login/code', payload: { phone }, remoteAddress });
  const sent = async () => (await shop.inbox()).length + (await shop.inbox('sslwireless')).length;

  it('refuses a second code to a number within the minute, naming the wait', async () => {
    expect((await ask('01711000001', '192.0.2.1')).statusCode).toBe(200);
    const refused = await ask('01711000001', '192.0.2.2');
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(55);
    expect(refused.json()).toEqual({
      success: false,
      message: `We have just sent you a code. A new one can be sent in ${wait} seconds.`,
    });
  });

  it('counts every request of an address, a number that is no mobile one included', async () => {
    for (let i = 0; i < CODE_BUDGETS.address.limit - 1; i += 1)
      expect((await ask(`0172100000${i}`, '192.0.2.10')).statusCode).toBe(200);
    expect((await ask('02-9876543', '192.0.2.10')).statusCode).toBe(422);
    const refused = await ask('01721000099', '192.0.2.10');
    expect([refused.statusCode, refused.json().message]).toEqual([
      429,
      'Too many codes have been asked for. Please try again in 60 minutes.',
    ]);
    expect((await ask('01721000099', '192.0.2.11')).statusCode).toBe(200);
  });

  it('refuses a block of ten thousand numbers its 21st code in an hour, and not another block', async () => {
    await shop.database.db.deleteFrom('rate_limits').execute();
    for (let i = 0; i < CODE_BUDGETS.prefix.limit; i += 1)
      expect((await ask(`0171500${String(i).padStart(4, '0')}`, `192.0.2.${100 + i}`)).statusCode).toBe(200);
    expect((await ask('01715009999', '192.0.2.200')).statusCode).toBe(429);
    expect((await ask('01716009999', '192.0.2.200')).statusCode).toBe(200);
  });

  it('pumping: 200 requests over 50 numbers from 25 addresses send no more than the budgets allow', async () => {
    await shop.database.db.deleteFrom('rate_limits').execute();
    const before = await sent();
    // Two blocks of ten thousand numbers, 25 numbers in each, as a bot walking ranges asks.
    const numbers = Array.from({ length: 50 }, (_, i) => `0181${i < 25 ? '1' : '2'}00${String(i).padStart(4, '0')}`);
    const answers: number[] = [];
    for (let i = 0; i < 200; i += 1) answers.push((await ask(numbers[i % 50], `203.0.113.${i % 25}`)).statusCode);
    const codes = (await sent()) - before;
    expect(answers.filter((status) => status === 200)).toHaveLength(codes);
    expect(answers.filter((status) => status === 429)).toHaveLength(200 - codes);
    // Each number once (a minute apart), each block of numbers 20 an hour, the shop 30 an hour.
    expect(codes).toBeLessThanOrEqual(Math.min(50, 2 * CODE_BUDGETS.prefix.limit, SHOP_PER_HOUR));
    expect(codes).toBe(SHOP_PER_HOUR);
    const perNumber = new Map<string, number>();
    for (const message of [...(await shop.inbox()), ...(await shop.inbox('sslwireless'))])
      perNumber.set(message.to, (perNumber.get(message.to) ?? 0) + 1);
    expect(Math.max(...perNumber.values())).toBe(1);
    const refused = await ask('01911000000', '198.51.100.250');
    expect([refused.statusCode, refused.json().message]).toEqual([
      429,
      'Too many codes have been asked for. Please try again in 60 minutes.',
    ]);
  }, 60_000);
});
