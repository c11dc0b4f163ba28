/**
 * The listing calls on a mixed load against a bare Fastify route, with the shop's listing cache on
 * and off (targets: at least 0.30x the bare route cached, 0.10x uncached).
 *   npm run bench:listing-ratio [-- --connections 50 --seconds 10 --products 600 --modes cached,uncached --workers
 * 2 --rounds 3 --accept-encoding identity]
 * DATABASE_URL=postgres://... runs the shop on a fresh schema of that PostgreSQL.
 *
 * Each mode starts the built shop as `npm start` runs it (dist/server/main.js, on a freshly seeded
 * database) and, beside it, a bare Fastify route answering {"hello":"world"} in as many processes
 * (--workers, by default one per core as the shop's HAAT_WORKERS); autocannon runs here, against
 * one at a time, bare route and listing in turn --rounds times (3 by default), so each ratio
 * compares two figures taken on the same machine within seconds. The ratio printed is the median
 * of the rounds' ratios: on a shared machine the bare route alone moved between 25,000 and 36,000
 * req/s from one run to the next, which one pair of figures took for a change in the listing.
 * The CPU time is that of all of a server's processes. Uncached runs the shop with
 * HAAT_LISTING_CACHE=off (server/catalog/listingCache.ts): every listing call runs its queries.
 * The listing requests go round hundreds of distinct paths (listingPaths.ts: every category,
 * brand, price range, colour, size, page and search term), sent as a returning guest's browser:
 * with its XSRF cookie and Chromium's Accept-Encoding (the shop answers Brotli), or the encodings
 * --accept-encoding names ("identity": uncompressed answers).
 */
import cluster from 'node:cluster';
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import type { Request } from 'autocannon';
import Fastify from 'fastify';
import { MAX_LISTING_ANSWERS } from '../server/catalog/listingCache';
import { cpuMsOfTree } from '../server/test/processes';
import { freePort } from '../server/test/freePort';
import { startBuiltBenchShop } from './benchShop';
import { mixedListingPaths } from './listingPaths';
import { allOk, BROWSER_ACCEPT_ENCODING, load, printResults, type LoadResult } from './load';
import { saveResultsOnExit } from './results';

const { values } = parseArgs({
  options: {
    save: { type: 'boolean' },
    bare: { type: 'boolean' },
    connections: { type: 'string' },
    seconds: { type: 'string' },
    products: { type: 'string' },
    modes: { type: 'string' },
    workers: { type: 'string' },
    rounds: { type: 'string' },
    'accept-encoding': { type: 'string' },
  },
});
const connections = Number(values.connections ?? 50);
const seconds = Number(values.seconds ?? 10);
const workers = Number(values.workers ?? availableParallelism());
const rounds = Number(values.rounds ?? 3);
const acceptEncoding = values['accept-encoding'] ?? BROWSER_ACCEPT_ENCODING;
const MODES = {
  cached: { env: {}, target: 0.3 },
  uncached: { env: { HAAT_LISTING_CACHE: 'off' }, target: 0.1 },
} as const;
type Mode = keyof typeof MODES;

/** The bare route (--bare): in `workers` processes sharing one port as the shop's do, or this one alone. */
async function serveBare(): Promise<void> {
  if (cluster.isPrimary && workers > 1) {
    const port = await freePort();
    let listening = 0;
    cluster.on('listening', () => (listening += 1) === workers && process.send!({ port }));
    for (let n = 0; n < workers; n += 1) cluster.fork({ BARE_PORT: String(port) });
    process.on('disconnect', () => process.exit(0));
    return;
  }
  const bare = Fastify();
  bare.get('/hello', async () => ({ hello: 'world' }));
  await bare.listen({ port: Number(process.env.BARE_PORT ?? 0), host: '127.0.0.1' });
  process.on('disconnect', () => process.exit(0));
  if (cluster.isPrimary) process.send!({ port: (bare.server.address() as { port: number }).port });
}

async function startBare(): Promise<{ url: string; cpuMs: () => number; close: () => void }> {
  const child = fork(process.argv[1], ['--bare', '--workers', String(workers)], { stdio: 'inherit' });
  const { port } = await new Promise<{ port: number }>((resolve) => child.once('message', resolve));
  return {
    url: `http://127.0.0.1:${port}/hello`,
    cpuMs: () => cpuMsOfTree(child.pid!),
    close: () => child.disconnect(),
  };
}

/** Requests that go round these paths. */
function roundOf(paths: string[], cookie: string): Request[] {
  let n = 0;
  return [
    {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: paths[n++ % paths.length],
        headers: { cookie, 'accept-encoding': acceptEncoding },
      }),
    },
  ];
}

/** A mode's rounds, each a bare route's figures and the listing's taken right after them. */
interface Measured {
  mode: Mode;
  rounds: { bare: LoadResult; listing: LoadResult }[];
  paths: number;
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor((numbers.length - 1) / 2)];

async function measure(mode: Mode): Promise<Measured> {
  const shop = await startBuiltBenchShop({
    databaseUrl: process.env.DATABASE_URL,
    products: values.products ? Number(values.products) : undefined,
    workers,
    env: MODES[mode].env,
  });
  const bare = await startBare();
  try {
    const warm = await fetch(`${shop.origin}/shop/products/data`);
    const cookie = warm.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('XSRF-TOKEN='))!;
    const paths = await mixedListingPaths(shop.database.db);
    const run = async (
      name: string,
      url: string,
      cpuMs: () => number,
      requests?: Request[],
      duration = seconds,
    ): Promise<LoadResult> => load(name, { url, connections, duration, requests }, cpuMs);
    // Warm-up: every path once at least (prepared statements, the JIT), and the bare route.
    await run('warm-up', shop.origin, shop.cpuMs, roundOf(paths, cookie), 3);
    await run('warm-up', bare.url, bare.cpuMs, undefined, 2);
    const processes = `${workers} ${workers === 1 ? 'process' : 'processes'}`;
    const measured: Measured['rounds'] = [];
    for (let round = 1; round <= rounds; round++) {
      const of = rounds > 1 ? `, round ${round}` : '';
      const bareResult = await run(`bare Fastify GET /hello, ${processes}${of}`, bare.url, bare.cpuMs);
      const listing = await run(
        `${paths.length} mixed listing paths, cache ${mode === 'cached' ? 'on' : 'off'}, ${processes}${of}`,
        shop.origin,
        shop.cpuMs,
        roundOf(paths, cookie),
      );
      measured.push({ bare: bareResult, listing });
    }
    return { mode, rounds: measured, paths: paths.length };
  } finally {
    bare.close();
    await shop.close();
  }
}

async function main(): Promise<void> {
  saveResultsOnExit('listing-ratio');
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds takes a whole number from 1');
  const modes = (values.modes ?? 'cached,uncached').split(',') as Mode[];
  const unknown = modes.filter((m) => !(m in MODES));
  if (unknown.length) throw new Error(`unknown mode ${unknown.join(', ')} (cached, uncached)`);
  const where = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  const measured: Measured[] = [];
  for (const mode of modes) measured.push(await measure(mode));
  printResults(
    `listings on a mixed load against a bare route on ${where}, autocannon ${connections} connections, ${seconds} s ` +
      `each, Accept-Encoding: ${acceptEncoding}:`,
    measured.flatMap((m) => m.rounds.flatMap((r) => [r.bare, r.listing])),
  );
  console.log('');
  for (const m of measured) {
    const { target } = MODES[m.mode];
    const ratios = m.rounds.map((r) => r.listing.rps / r.bare.rps);
    const ratio = median(ratios);
    const cpuRatio = median(m.rounds.map((r) => r.bare.cpuMs! / r.listing.cpuMs!));
    const each = ratios.length > 1 ? ` (rounds ${ratios.map((r) => r.toFixed(3)).join(', ')})` : '';
    const under = ratio < target ? '  UNDER the target' : '';
    console.log(
      `  ${m.mode.padEnd(8)} ${ratio.toFixed(3)}x the bare route's req/s${each} ` +
        `(target ${target.toFixed(2)}x)${under}; ` +
        `by the shop's CPU time per request ${cpuRatio.toFixed(3)}x; listing ` +
        `${median(m.rounds.map((r) => r.listing.rps)).toFixed(0)} calls/s at ` +
        `${median(m.rounds.map((r) => r.listing.cpuMs!)).toFixed(2)} ms of CPU, bare route ` +
        `${median(m.rounds.map((r) => r.bare.rps)).toFixed(0)} req/s (medians)`,
    );
  }
  if (measured.some((m) => m.paths > MAX_LISTING_ANSWERS))
    console.log(
      `  (more paths than the cache keeps, ${MAX_LISTING_ANSWERS}: cached answers are evicted before their turn ` +
        `comes again)`,
    );
  if (!measured.every((m) => m.rounds.every((r) => allOk(r.bare) && allOk(r.listing)))) {
    console.error('not every request succeeded');
    process.exitCode = 1;
  }
}

(values.bare ? serveBare() : main()).catch((error) => {
  console.error(error);
  process.exit(1);
});
