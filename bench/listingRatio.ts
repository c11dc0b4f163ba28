/**
 * The listing calls on a mixed load against a bare Fastify route, with the shop's listing cache on
 * and off (targets: at least 0.30x the bare route cached, 0.10x uncached).
 *   npm run bench:listing-ratio [-- --connections 50 --seconds 10 --products 600 --modes cached,uncached --accept-encoding identity]
 * DATABASE_URL=postgres://... runs the shop on a fresh schema of that PostgreSQL.
 *
 * Each mode gets its own child process holding the shop (buildApp, demo seed) and, on another
 * port, a bare Fastify route answering {"hello":"world"}; autocannon runs here, against one at a
 * time, so each ratio compares two figures taken on the same machine within seconds. Uncached runs
 * the shop with HAAT_LISTING_CACHE=off (server/catalog/listingCache.ts): every listing call runs
 * its queries. The listing requests go round hundreds of distinct paths (listingPaths.ts: every
 * category, brand, price range, colour, size, page and search term), sent as a returning guest's
 * browser: with its XSRF cookie and Chromium's Accept-Encoding (the shop answers Brotli), or the
 * encodings --accept-encoding names ("identity": uncompressed answers).
 */
import { parseArgs } from 'node:util';
import type { Request } from 'autocannon';
import Fastify from 'fastify';
import { MAX_LISTING_ANSWERS } from '../server/catalog/listingCache';
import { startBenchShop } from './benchShop';
import { mixedListingPaths } from './listingPaths';
import { allOk, BROWSER_ACCEPT_ENCODING, load, printResults, type LoadResult } from './load';
import { serveShop, startShopProcess } from './shopProcess';

const { values } = parseArgs({
  options: { serve: { type: 'boolean' }, connections: { type: 'string' }, seconds: { type: 'string' }, products: { type: 'string' }, modes: { type: 'string' }, 'accept-encoding': { type: 'string' } },
});
const connections = Number(values.connections ?? 50);
const seconds = Number(values.seconds ?? 10);
const acceptEncoding = values['accept-encoding'] ?? BROWSER_ACCEPT_ENCODING;
const MODES = { cached: { env: {}, target: 0.3 }, uncached: { env: { HAAT_LISTING_CACHE: 'off' }, target: 0.1 } } as const;
type Mode = keyof typeof MODES;

interface Ready { origin: string; bare: string; cookie: string; paths: string[] }

async function serve(): Promise<void> {
  const shop = await startBenchShop({ databaseUrl: process.env.DATABASE_URL, products: values.products ? Number(values.products) : undefined });
  const bare = Fastify();
  bare.get('/hello', async () => ({ hello: 'world' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const warm = await shop.app.inject({ url: '/shop/products/data' });
  const xsrf = warm.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  await serveShop(shop, {
    origin: shop.origin,
    bare: `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`,
    cookie: `XSRF-TOKEN=${xsrf}`,
    paths: await mixedListingPaths(shop.database.db),
  } satisfies Ready);
}

/** Requests that go round these paths. */
function roundOf(paths: string[], cookie: string): Request[] {
  let n = 0;
  return [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[n++ % paths.length], headers: { cookie, 'accept-encoding': acceptEncoding } }) }];
}

interface Measured { mode: Mode; bare: LoadResult; listing: LoadResult; paths: number }

async function measure(mode: Mode): Promise<Measured> {
  const shop = startShopProcess(MODES[mode].env);
  try {
    const ready = await shop.ask<Ready>();
    const run = (name: string, url: string, requests?: Request[], duration = seconds) =>
      shop.cpuPerRequest(() => load(name, { url, connections, duration, requests }));
    // Warm-up: every path once at least (prepared statements, the JIT), and the bare route.
    await run('warm-up', ready.origin, roundOf(ready.paths, ready.cookie), 3);
    await run('warm-up', `${ready.bare}/hello`, undefined, 2);
    const bare = await run(`bare Fastify GET /hello (${mode} shop process)`, `${ready.bare}/hello`);
    const listing = await run(`${ready.paths.length} mixed listing paths, cache ${mode === 'cached' ? 'on' : 'off'}`, ready.origin, roundOf(ready.paths, ready.cookie));
    return { mode, bare, listing, paths: ready.paths.length };
  } finally {
    await shop.close();
  }
}

async function main(): Promise<void> {
  const modes = (values.modes ?? 'cached,uncached').split(',') as Mode[];
  const unknown = modes.filter((m) => !(m in MODES));
  if (unknown.length) throw new Error(`unknown mode ${unknown.join(', ')} (cached, uncached)`);
  const where = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  const measured: Measured[] = [];
  for (const mode of modes) measured.push(await measure(mode));
  printResults(`listings on a mixed load against a bare route on ${where}, autocannon ${connections} connections, ${seconds} s each, Accept-Encoding: ${acceptEncoding}:`,
    measured.flatMap((m) => [m.bare, m.listing]));
  console.log('');
  for (const m of measured) {
    const { target } = MODES[m.mode];
    const ratio = m.listing.rps / m.bare.rps;
    const cpuRatio = m.bare.cpuMs! / m.listing.cpuMs!;
    console.log(`  ${m.mode.padEnd(8)} ${ratio.toFixed(3)}x the bare route's req/s (target ${target.toFixed(2)}x)${ratio < target ? '  UNDER the target' : ''}; `
      + `by the shop's CPU time per request ${cpuRatio.toFixed(3)}x`);
  }
  if (measured.some((m) => m.paths > MAX_LISTING_ANSWERS)) console.log(`  (more paths than the cache keeps, ${MAX_LISTING_ANSWERS}: cached answers are evicted before their turn comes again)`);
  if (!measured.every((m) => allOk(m.bare) && allOk(m.listing))) {
    console.error('not every request succeeded');
    process.exitCode = 1;
  }
}

(values.serve ? serve() : main()).catch((error) => {
  console.error(error);
  process.exit(1);
});
