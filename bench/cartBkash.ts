import type { Server } from 'node:http';
import type { Request } from 'autocannon';
import { BKASH_SANDBOX_CREDENTIALS, SANDBOX_PIN } from '../sandbox/bkash/wallets';
import type { Database } from '../server/db/database';
import { percentile, type LoadResult } from './load';
import type { Shopper } from './shoppers';

const PAYS = '01770618575';

/** The simulator's credentials as the shop's bKash settings: a shop with credentials starts no simulator itself. */
export const bkashEnv = {
  BKASH_USERNAME: BKASH_SANDBOX_CREDENTIALS.username,
  BKASH_PASSWORD: BKASH_SANDBOX_CREDENTIALS.password,
  BKASH_APP_KEY: BKASH_SANDBOX_CREDENTIALS.appKey,
  BKASH_APP_SECRET: BKASH_SANDBOX_CREDENTIALS.appSecret,
};

/** The orders paid through bKash so far. */
export async function paidCount(shop: { database: Database }): Promise<number> {
  const row = await shop.database.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('payment_method', '=', 'bkash')
    .where('paid_amount', '>', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

type Run = (name: string, requests: Request[], extra?: { amount?: number }) => Promise<LoadResult>;

/**
 * One request per shopper, each shopper once whatever connection sends it: its cookies, XSRF header, path and body;
 * `answered` gets each answer's body with the shopper's number (autocannon hands a connection's context to both).
 */
function oncePerShopper(
  shoppers: Shopper[],
  method: string,
  path: (n: number) => string,
  answered?: (n: number, body: string) => void,
): Request[] {
  let next = 0;
  const setupRequest = (request: Request, context: Record<string, number>): Request => {
    const n = next++ % shoppers.length;
    context.n = n;
    const shopper = shoppers[n];
    const headers = { cookie: shopper.cookie, 'x-xsrf-token': shopper.xsrf, 'content-type': 'application/json' };
    return { ...request, method, path: path(n), headers, body: method === 'POST' ? '{}' : undefined };
  };
  const onResponse = (_status: number, body: string, context: Record<string, number>) => answered?.(context.n, body);
  return [{ method, path: path(0), setupRequest, onResponse } as unknown as Request];
}

/** The shoppers' payment choice changed to bKash, through the shop's call. */
async function chooseBkash(origin: string, shoppers: Shopper[]): Promise<void> {
  for (const shopper of shoppers) {
    const answer = await fetch(`${origin}/api/checkout/onepage/payment-methods`, {
      method: 'POST',
      headers: { cookie: shopper.cookie, 'x-xsrf-token': shopper.xsrf, 'content-type': 'application/json' },
      body: JSON.stringify({ payment: { method: 'bkash' } }),
    });
    if (!answer.ok) throw new Error(`choosing bKash answered ${answer.status}`);
  }
}

/** The shopper on the bKash simulator's page, paying: the callback path bKash sends them back to. */
async function payAtBkash(redirectUrl: string): Promise<string> {
  const page = new URL(redirectUrl);
  const answer = await fetch(new URL('checkout', page), {
    method: 'POST',
    body: new URLSearchParams({ paymentId: page.searchParams.get('paymentId') ?? '', wallet: PAYS, pin: SANDBOX_PIN }),
    redirect: 'manual',
  });
  const back = new URL(answer.headers.get('location') ?? '');
  return back.pathname + back.search;
}

/**
 * The bKash path at load: the order call (the order written pending_payment and the payment created at bKash, the
 * redirect answered), the shopper paying on the simulator's page (not measured), then bKash's callback (the notice
 * stored, execute, the order marked paid). One request per prepared shopper. The `warm` shoppers go the same path
 * first, unreported, as the cart's calls have a warm-up: a route whose code has not run yet spends its first calls
 * compiling it, which a shop open for hours does not.
 */
export async function bkashPath(origin: string, shoppers: Shopper[], warm: Shopper[], run: Run): Promise<LoadResult[]> {
  await chooseBkash(origin, [...warm, ...shoppers]);
  if (warm.length) await orderAndCallback(warm, run, 'warm-up, ');
  return orderAndCallback(shoppers, run, '');
}

async function orderAndCallback(shoppers: Shopper[], run: Run, label: string): Promise<LoadResult[]> {
  const redirects: string[] = [];
  const placing = await run(
    `${label}POST /api/checkout/onepage/orders, bKash (${shoppers.length})`,
    oncePerShopper(
      shoppers,
      'POST',
      () => '/api/checkout/onepage/orders',
      (n, body) => {
        redirects[n] = (JSON.parse(body) as { data: { redirect_url: string } }).data.redirect_url;
      },
    ),
    { amount: shoppers.length },
  );
  const callbacks = await Promise.all(redirects.map(payAtBkash));
  const callback = await run(
    `${label}GET /payment/bkash/callback, execute (${shoppers.length})`,
    oncePerShopper(shoppers, 'GET', (n) => callbacks[n]),
    { amount: shoppers.length },
  );
  return [placing, callback];
}

/**
 * The simulator's own time on each call the shop makes of it, from its arrival to the answer's last byte: part of a
 * bKash route's latency that is not the shop's. `take` answers the calls since the last take, as a line to print.
 */
export function simulatorTimes(server: Server): { take: () => string | null } {
  let times: number[] = [];
  server.on('request', (_request, answer) => {
    const arrived = performance.now();
    answer.once('finish', () => times.push(performance.now() - arrived));
  });
  return {
    take() {
      const taken = times.sort((a, b) => a - b);
      times = [];
      if (!taken.length) return null;
      const at = (p: number) => `${percentile(taken, p).toFixed(1)} ms`;
      return `${taken.length} calls, p50 ${at(50)}, p95 ${at(95)}, max ${at(100)}`;
    },
  };
}
