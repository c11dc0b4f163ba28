import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import type { ReceivedSms } from '../../sandbox/smsGateway';
import type { Dialect } from '../db/database';
import { parseSmsSettings } from '../sms/settings';
import { startTestShop, type TestShop, type TestShopOptions } from './testShop';

export interface SmsShop<Stock = unknown> extends TestShop<Stock> {
  sandbox: RunningSandbox;
  /** The messages a simulated gateway took, newest first. */
  inbox(gateway?: 'bulksmsbd' | 'sslwireless'): Promise<ReceivedSms[]>;
  /** Switches a simulated gateway's outage on (or off with null). */
  outage(gateway: 'bulksmsbd' | 'sslwireless', outage: 'server-error' | 'low-balance' | null): Promise<void>;
}

/**
 * The real app on a fresh database, sending its SMS through the bundled simulators as the demo
 * shop does (BulkSMSBD first, SSL Wireless second), for the tests of one describe block.
 */
export function smsShop<Stock = undefined>(
  dialect: Dialect,
  { env = {}, stock }: { env?: NodeJS.ProcessEnv; stock?: TestShopOptions<Stock>['stock'] } = {},
): SmsShop<Stock> {
  const shop = {} as SmsShop<Stock>;
  beforeAll(async () => {
    const sandbox = await startSandbox();
    const { port } = new URL(sandbox.url);
    const sms = parseSmsSettings(env, { host: '127.0.0.1', port: Number(port) });
    const started = await startTestShop(dialect, { stock, config: { sms } });
    Object.assign(shop, started, {
      sandbox,
      close: async () => {
        await started.close();
        await sandbox.close();
      },
      async inbox(gateway: 'bulksmsbd' | 'sslwireless' = 'bulksmsbd') {
        const answer = await fetch(`${sandbox.url}/sms/${gateway}/messages`, {
          headers: { accept: 'application/json' },
        });
        return ((await answer.json()) as { messages: ReceivedSms[] }).messages;
      },
      async outage(gateway: 'bulksmsbd' | 'sslwireless', outage: string | null) {
        await fetch(`${sandbox.url}/sms/${gateway}/sandbox/outage`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ outage }),
        });
      },
    });
  }, 60_000);
  afterAll(() => shop.close?.());
  return shop;
}

/** The six digits of the newest sign-in code a number was sent, through either gateway. */
export async function lastCode(shop: SmsShop<unknown>, number: string): Promise<string> {
  const messages = [...(await shop.inbox('bulksmsbd')), ...(await shop.inbox('sslwireless'))]
    .filter((m) => m.to === number && /\d{6}/.test(m.text))
    .sort((a, b) => b.at.localeCompare(a.at));
  if (!messages.length) throw new Error(`no code sent to ${number}`);
  return /\d{6}/.exec(messages[0].text)![0];
}
