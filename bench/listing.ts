/**
 * npm run bench:listing [-- --products 100000 --requests 300 --seconds 10]
 *
 * Seeds a large catalogue into a temporary SQLite file, then:
 * 1. times the filtered category listing (price range + colour, the call the category page makes
 *    on every filter change) through the whole app (app.inject): p50 / p95 / max in ms;
 * 2. with autocannon over HTTP, compares the app's throughput on that call with a bare Fastify
 *    route running the same listing on the same database (what the app's plugins cost).
 * BENCH_PRAGMAS='cache_size=-65536;mmap_size=268435456' tries SQLite settings before the timed run.
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { listProducts } from '../server/catalog/listing';
import { forgetListings } from '../server/catalog/listingCache';
import { startBenchShop } from './benchShop';
import { percentile } from './load';
import { saveResultsOnExit } from './results';

const { values } = parseArgs({
  options: {
    save: { type: 'boolean' },
    products: { type: 'string' },
    requests: { type: 'string' },
    seconds: { type: 'string' },
  },
});
const products = Number(values.products ?? 100000);
const requests = Number(values.requests ?? 300);
const seconds = Number(values.seconds ?? 10);

async function main() {
  saveResultsOnExit('listing');
  const started = Date.now();
  const shop = await startBenchShop({ products, log: (l) => console.log(`  ${l}`) });
  console.log(`seeded ${products} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const { app, database } = shop;
  if (process.env.BENCH_PRAGMAS)
    for (const p of process.env.BENCH_PRAGMAS.split(';')) await sql.raw(`PRAGMA ${p}`).execute(database.db);
  const categories = (
    await database.db
      .selectFrom('category_filterable_attributes')
      .select('owner_id')
      .where('code', '=', 'color')
      .execute()
  ).map((r) => r.owner_id);
  const colors = (await database.db.selectFrom('colors').select('id').execute()).map((r) => r.id);

  // A shopper's filter changes: a category with colours, a price range, a colour, sometimes page 2.
  const urls = Array.from({ length: requests }, (_, i) => {
    const min = [0, 500, 1000, 2000][i % 4];
    const max = [5000, 20000, 60000][i % 3];
    const page = 1 + (i % 5 === 0 ? 1 : 0);
    const query = `min_price=${min}&max_price=${max}&color_id=${colors[i % colors.length]}&page=${page}`;
    return `/categories/products/${categories[i % categories.length]}?${query}`;
  });
  for (const url of urls.slice(0, 20)) await app.inject({ url }); // warm the caches
  const times: number[] = [];
  for (const url of urls) {
    forgetListings(database.db); // time the listing itself, not its few-seconds memory (listingCache.ts)
    const t = performance.now();
    const res = await app.inject({ url });
    times.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  }
  times.sort((a, b) => a - b);
  console.log(`filtered category listing (price + colour), ${requests} requests through the app:`);
  const at = (p: number) => `${percentile(times, p).toFixed(1)} ms`;
  console.log(`  p50 ${at(50)}, p95 ${at(95)}, max ${times[times.length - 1].toFixed(1)} ms`);

  if (seconds > 0) {
    const url = urls[1];
    const bare = Fastify();
    bare.get('/bare', async () =>
      listProducts(
        database.db,
        { categoryId: categories[1], minPrice: 50000, maxPrice: 2000000, colorId: colors[1] },
        { page: 1, perPage: 20 },
        'en',
      ),
    );
    bare.get('/hello', async () => ({ hello: 'world' }));
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const run = async (target: string) =>
      (await autocannon({ url: target, connections: 10, duration: seconds })).requests.average;
    const barePort = (bare.server.address() as { port: number }).port;
    const bareRps = await run(`http://127.0.0.1:${barePort}/bare`);
    const appRps = await run(`${shop.origin}${url}`);
    const helloRps = await run(`http://127.0.0.1:${barePort}/hello`);
    console.log(
      `throughput over HTTP (autocannon, 10 connections, ${seconds} s): app ${appRps.toFixed(0)} req/s (one URL: ` +
        `answered from the listing memory), bare Fastify route with the same listing ${bareRps.toFixed(0)} req/s: ` +
        `${(appRps / bareRps).toFixed(2)}x`,
    );
    console.log(`  (for scale: a bare Fastify route answering a constant: ${helloRps.toFixed(0)} req/s)`);
    await bare.close();
  }
  await shop.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
