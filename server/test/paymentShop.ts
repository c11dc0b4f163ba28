import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../sandbox/server';
import { BKASH_SANDBOX_CREDENTIALS } from '../../sandbox/bkash/wallets';
import { SSLCOMMERZ_SANDBOX_STORE } from '../../sandbox/sslcommerz/cards';
import type { Config } from '../config';
import type { Dialect } from '../db/database';
import type { Browser } from './browser';
import { chooseCheckout, fillCart } from './shoppers';
import { testShop, type TestShop } from './testShop';
import { stockShelves, type Shelves } from './stock';

/**
 * A test shop whose bKash and SSLCommerz drivers talk to the bundled simulators, started for the describe block,
 * waiting `timeoutSeconds` for their answers.
 */
export function paymentShop(
  dialect: Dialect,
  sandboxOptions: SandboxOptions = {},
  timeoutSeconds = 10,
): { shop: TestShop<Shelves>; sandbox: () => RunningSandbox } {
  const config: Partial<Config> = {};
  let running: RunningSandbox;
  beforeAll(async () => {
    running = await startSandbox(sandboxOptions);
    config.payments = {
      holdMinutes: 30,
      sweepSeconds: 0,
      timeoutSeconds,
      sandbox: null,
      bkash: { baseUrl: `${running.url}/bkash`, ...BKASH_SANDBOX_CREDENTIALS },
      sslcommerz: { baseUrl: `${running.url}/sslcommerz`, ...SSLCOMMERZ_SANDBOX_STORE },
    };
  });
  afterAll(() => running?.close());
  const shop = testShop(dialect, { stock: stockShelves, config });
  return { shop, sandbox: () => running };
}

/** Fills the cart, checks out to Gulshan by Express with this payment method and places the order: its answer. */
export async function placeWith(
  browser: Browser,
  lines: [number, number][],
  method: string,
  { coupon = null as string | null, headers = {} as Record<string, string> } = {},
) {
  await fillCart(browser, lines, coupon);
  await chooseCheckout(browser);
  const chosen = await browser.post('/api/checkout/onepage/payment-methods', { payment: { method } });
  if (chosen.statusCode !== 200) throw new Error(chosen.body);
  const placed = await browser.request({ method: 'POST', url: '/api/checkout/onepage/orders', payload: {}, headers });
  if (placed.statusCode !== 200) throw new Error(placed.body);
  return placed.json().data as { redirect_url: string; order: { id: number; increment_id: string } };
}

/** The shopper on the bKash simulator's page: pays with this wallet (or cancels); where bKash sends them back. */
export async function payOnBkash(redirectUrl: string, wallet: string, { pin = '12121', action = 'pay' } = {}) {
  const page = new URL(redirectUrl);
  const paymentId = page.searchParams.get('paymentId') ?? '';
  const answer = await fetch(new URL('checkout', page), {
    method: 'POST',
    body: new URLSearchParams({ paymentId, wallet, pin, action }),
    redirect: 'manual',
  });
  const back = new URL(answer.headers.get('location') ?? '');
  return { paymentId, callback: back.pathname + back.search };
}

/** The hidden fields of the form a gateway's page posts back to the shop, and where it posts them. */
function returnForm(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form method="post" action="([^"]*)"/.exec(html)?.[1] ?? '';
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
  );
  return { action: new URL(action.replace(/&#38;/g, '&')).pathname, fields };
}

/** The shopper on SSLCommerz's hosted page (the simulator's): picks a card or wallet, or cancels; the return form. */
export async function payOnSslcommerz(redirectUrl: string, card: string) {
  const page = new URL(redirectUrl);
  const session = page.searchParams.get('SESSIONKEY') ?? '';
  const answer = await fetch(new URL('pay', page), { method: 'POST', body: new URLSearchParams({ session, card }) });
  return returnForm(await answer.text());
}

/** Posts a gateway's form to the shop as the shopper's browser does (no XSRF token: it comes from the gateway). */
export const postForm = (browser: Browser, url: string, fields: Record<string, string>) =>
  browser.request({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    xsrf: false,
  });
