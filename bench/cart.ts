/**
 * Cart and checkout under load (target: p95 under 100 ms at 50 connections).
 *   npm run bench:cart [-- --connections 50 --seconds 10 --orders 2000 --bkash-orders 1000 --bkash-warm-up 1000
 *     --accept-encoding identity]
 *     [--cpu-prof DIR]  (the shop's CPU profile and the routes' times in it: see cartProfile.ts)
 *     [--perf DIR]  (the same from Linux perf, CPU time only: see cartPerf.ts)
 * DATABASE_URL=postgres://... runs it on a fresh schema of that PostgreSQL instead of SQLite.
 *
 * The built shop (dist/server/main.js, one process, on the demo seed) runs in its own process and
 * autocannon in this one, so the load generator does not share the server's event loop.
 * 50 shoppers sign in through POST /customer/login and fill a cart of 2-3 products with an
 * address, shipping and payment chosen; the cart calls cycle through them. Placing an order
 * closes its cart, so the order run prepares one ready shopper per order and sends exactly that
 * many requests: every request places a real order (checked by counting the orders afterwards).
 * The bKash path (cartBkash.ts) then places orders paid by bKash at the simulator, run in this process (after
 * --bkash-warm-up unreported ones: see bkashPath), and a bare Fastify route in a process of its own gives the
 * yardstick of the shop's CPU per call, beside the least a call with one statement or one gateway call costs
 * (yardsticks.ts).
 * Calls carry Chromium's Accept-Encoding, as the islands' calls do (answers over 1 KB are compressed),
 * or the encodings --accept-encoding names ("identity": uncompressed answers).
 * On PostgreSQL it also prints the CPU time its backends spent per request of each route, when the
 * server runs on this machine (read from /proc).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Request } from 'autocannon';
import pg from 'pg';
import { startBuiltBenchShop, type BuiltBenchShop } from './benchShop';
import { allOk, BROWSER_ACCEPT_ENCODING, load, printResults, type LoadResult } from './load';
import { shoppersReadyToOrder, signedInShoppers, type Shopper } from './shoppers';
import { saveResultsOnExit } from './results';
import { startSandbox } from '../sandbox/server';
import { bkashEnv, bkashPath, paidCount, simulatorTimes } from './cartBkash';
import { yardsticks } from './yardsticks';
import { ProfilePhases, profiling } from './cartProfile';
import { PERF_SHOP_ENV, recordPerf } from './cartPerf';

const { values } = parseArgs({
  options: {
    save: { type: 'boolean' },
    connections: { type: 'string' },
    seconds: { type: 'string' },
    orders: { type: 'string' },
    'accept-encoding': { type: 'string' },
    'bkash-orders': { type: 'string' },
    'bkash-warm-up': { type: 'string' },
    'cpu-prof': { type: 'string' },
    perf: { type: 'string' },
  },
});
const connections = Number(values.connections ?? 50);
const seconds = Number(values.seconds ?? 10);
const orders = Number(values.orders ?? 2000);
const bkashOrders = Number(values['bkash-orders'] ?? 1000);
const bkashWarmUp = Number(values['bkash-warm-up'] ?? 1000);
const acceptEncoding = values['accept-encoding'] ?? BROWSER_ACCEPT_ENCODING;
const cpuProfDir = values['cpu-prof'];
const perfDir = values.perf;

/** The orders the shop has placed so far. */
async function orderCount(shop: BuiltBenchShop): Promise<number> {
  const row = await shop.database.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Linux's clock ticks per second, in which /proc reports a process's CPU time. */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time of the PostgreSQL backends serving one database, read from /proc: only when the
 * server runs on this machine and its processes are readable (else every reading is null). On a
 * machine shared with other work, a call's CPU time in the database is steadier than its latency.
 */
async function postgresCpu(url: string): Promise<{ ms: () => Promise<number | null>; close: () => Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const seen = new Map<number, number>();
  const ms = async (): Promise<number | null> => {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    for (const { pid } of rows) {
      try {
        // Fields 14 and 15 (user and system time) follow the command name, which may hold spaces.
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        seen.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND);
      } catch {
        return null;
      }
    }
    return [...seen.values()].reduce((sum, t) => sum + t, 0);
  };
  return { ms, close: () => client.end() };
}

/** Each request as one of the shoppers, in turn: their cookies, XSRF header and (JSON) body. */
function asShoppers(
  shoppers: Shopper[],
  method: string,
  path: string,
  body?: (s: Shopper, n: number) => unknown,
): Request[] {
  let n = 0;
  const setupRequest = (request: Request): Request => {
    const shopper = shoppers[n % shoppers.length];
    n += 1;
    const headers: Record<string, string> = {
      cookie: shopper.cookie,
      'x-xsrf-token': shopper.xsrf,
      'accept-encoding': acceptEncoding,
    };
    if (!body) return { ...request, method, path, headers };
    return {
      ...request,
      method,
      path,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body(shopper, n)),
    };
  };
  return [{ method, path, setupRequest }];
}

async function main(): Promise<void> {
  saveResultsOnExit('cart');
  const where = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  console.log(
    `preparing the shop on ${where}: demo seed, ${connections} signed-in shoppers, ` +
      `${orders} + ${bkashWarmUp + bkashOrders} (bKash) shoppers ready to order ...`,
  );
  // The bKash simulator runs here, not in the shop's process: its time is not the shop's.
  const sandbox = await startSandbox();
  // No payment sweep (each minute, bKash asked about every order waiting): one landing in a route's run would add
  // the whole sweep's CPU to that route's calls, by chance of timing.
  const shop = await startBuiltBenchShop({
    databaseUrl: process.env.DATABASE_URL,
    workers: 1,
    env: {
      BKASH_BASE_URL: `${sandbox.url}/bkash`,
      PAYMENT_SWEEP_SECONDS: '0',
      ...bkashEnv,
      ...profiling(cpuProfDir),
      ...(perfDir ? PERF_SHOP_ENV : {}),
    },
  });
  const stopPerf = perfDir ? await recordPerf(perfDir, shop.pid) : null;
  const started = Date.now();
  const shoppers = await signedInShoppers(shop, connections);
  const ready = await shoppersReadyToOrder(shop, orders + bkashOrders + bkashWarmUp);
  const orderShoppers = ready.slice(0, orders);
  const [bkashWarm, bkashShoppers] = [ready.slice(orders, orders + bkashWarmUp), ready.slice(orders + bkashWarmUp)];
  console.log(`  prepared in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const base = { url: shop.origin, connections, duration: seconds };
  const database = process.env.DATABASE_URL ? await postgresCpu(process.env.DATABASE_URL) : null;
  const databaseMs = new Map<string, number | null>();
  const phases = new ProfilePhases(cpuProfDir ?? perfDir);
  const simulator = simulatorTimes(sandbox.server);
  const simulatorLines: string[] = [];
  const run = async (name: string, requests: Request[], extra: { amount?: number; duration?: number } = {}) => {
    simulator.take();
    const before = await database?.ms();
    const result = await phases.timed(name, () => load(name, { ...base, requests, ...extra }, shop.cpuMs));
    const answered = simulator.take();
    if (answered && !name.startsWith('warm-up')) simulatorLines.push(`    ${name.padEnd(52)} ${answered}`);
    const after = await database?.ms();
    databaseMs.set(name, before != null && after != null ? (after - before) / result.requests : null);
    return result;
  };

  await run('warm-up', asShoppers(shoppers, 'GET', '/api/checkout/cart'), { duration: 2 });
  const results: LoadResult[] = [
    await run('GET /api/checkout/cart', asShoppers(shoppers, 'GET', '/api/checkout/cart')),
    await run(
      'POST /api/checkout/cart (add 1 of a cart product)',
      asShoppers(shoppers, 'POST', '/api/checkout/cart', (s, n) => ({
        product_id: s.productIds[n % s.productIds.length],
        quantity: 1,
      })),
    ),
    await run(
      'PUT /api/checkout/cart (new quantities)',
      asShoppers(shoppers, 'PUT', '/api/checkout/cart', (s, n) => ({
        qty: Object.fromEntries(s.itemIds.map((id, k) => [id, 1 + ((n + k) % 3)])),
      })),
    ),
    await run(
      'POST /api/checkout/onepage/shipping-methods',
      asShoppers(shoppers, 'POST', '/api/checkout/onepage/shipping-methods', (_s, n) => ({
        shipping_method: n % 2 ? 'flatrate_flatrate' : 'free_free',
      })),
    ),
  ];
  const before = await orderCount(shop);
  // One prepared shopper per request (amount = orders): each request places its own order.
  const placing = await run(
    `POST /api/checkout/onepage/orders (${orders} orders)`,
    asShoppers(orderShoppers, 'POST', '/api/checkout/onepage/orders', () => ({
      shipping_method: 'flatrate_flatrate',
      payment_method: 'cashondelivery',
    })),
    { amount: orders },
  );
  results.push(placing);
  const placed = (await orderCount(shop)) - before;
  results.push(...(await bkashPath(shop.origin, bkashShoppers, bkashWarm, run)));
  const paid = await paidCount(shop);
  const sticks = await yardsticks(connections, seconds, shop.postgres);

  printResults(
    `cart and checkout on ${where}, autocannon ${connections} connections, ${seconds} s per route, ` +
      `Accept-Encoding: ${acceptEncoding}:`,
    [...results, ...sticks],
    100,
  );
  console.log(
    "  the bKash simulator's own time on the shop's calls to it (within those routes' times, not the shop's):",
  );
  simulatorLines.forEach((line) => console.log(line));
  console.log(`  orders written by the order run: ${placed} of ${placing.requests} requests`);
  console.log(
    `  bKash orders paid by the callback runs: ${paid} of ${bkashWarmUp + bkashOrders} (${bkashWarmUp} warm-up)`,
  );
  const bare = sticks[0].cpuMs!;
  for (const r of [...results, ...sticks.slice(1)])
    console.log(`    ${r.name.padEnd(52)} CPU ${(r.cpuMs! / bare).toFixed(1)}x the bare route's`);
  if (database) {
    const figures = results.map((r) => databaseMs.get(r.name));
    if (figures.every((ms) => ms != null)) {
      console.log("  PostgreSQL backends' CPU per request (this database's, read from /proc):");
      results.forEach((r, k) => console.log(`    ${r.name.padEnd(52)} ${figures[k]!.toFixed(2)} ms`));
    }
    await database.close();
  }
  await stopPerf?.();
  await shop.close();
  await sandbox.close();
  phases.save();
  // bKash's callback answers 303, to the order: its success.
  const redirected = (r: LoadResult) => r.errors === 0 && Object.keys(r.statuses).every((s) => s === '303');
  const failed = [...results, ...sticks].filter(
    (r) => !allOk(r) && !(r.name.startsWith('GET /payment') && redirected(r)),
  );
  if (failed.length || placed !== orders || paid !== bkashWarmUp + bkashOrders) {
    console.error(`not every request succeeded: ${failed.map((r) => r.name).join(', ') || 'orders'}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
