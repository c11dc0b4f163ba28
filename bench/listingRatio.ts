/**
 * The listing calls against a bare Fastify route (target: at least 0.30x its throughput).
 *   npm run bench:listing-ratio [-- --connections 50 --seconds 10 --products 600]
 * DATABASE_URL=postgres://... runs the shop on a fresh schema of that PostgreSQL.
 *
 * One child process holds the shop (buildApp, demo seed) and, on another port, a bare Fastify
 * route answering {"hello":"world"}; autocannon runs here, against one at a time. The listing
 * requests go round a shopper's pages and filters (pages 1-5 of all products; a category with a
 * price range, a colour, pages 1-2), sent as a returning guest's browser: with its XSRF cookie.
 */
import { parseArgs } from 'node:util';
import type { Request } from 'autocannon';
import Fastify from 'fastify';
import { startBenchShop } from './benchShop';
import { allOk, load, printResults } from './load';
import { serveShop, startShopProcess } from './shopProcess';

const { values } = parseArgs({ options: { serve: { type: 'boolean' }, connections: { type: 'string' }, seconds: { type: 'string' }, products: { type: 'string' } } });
const connections = Number(values.connections ?? 50);
const seconds = Number(values.seconds ?? 10);
const TARGET = 0.3;

interface Ready { origin: string; bare: string; cookie: string; shopPaths: string[]; categoryPaths: string[] }

async function serve(): Promise<void> {
  const shop = await startBenchShop({ databaseUrl: process.env.DATABASE_URL, products: values.products ? Number(values.products) : undefined });
  const bare = Fastify();
  bare.get('/hello', async () => ({ hello: 'world' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });

  // The category with the most products among those filterable by colour, and its commonest colour.
  const { db } = shop.database;
  const top = await db
    .selectFrom('product_categories as pc')
    .innerJoin('category_filterable_attributes as cfa', (j) => j.onRef('cfa.owner_id', '=', 'pc.category_id').on('cfa.code', '=', 'color'))
    .innerJoin('product_colors as pco', 'pco.product_id', 'pc.product_id')
    .select(['pc.category_id', 'pco.color_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['pc.category_id', 'pco.color_id'])
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  const warm = await shop.app.inject({ url: '/shop/products/data' });
  const xsrf = warm.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const ranges = [[0, 5000], [500, 20000], [1000, 60000], [0, 100000]];
  await serveShop(shop, {
    origin: shop.origin,
    bare: `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`,
    cookie: `XSRF-TOKEN=${xsrf}`,
    shopPaths: [1, 2, 3, 4, 5].map((page) => `/shop/products/data?page=${page}`),
    categoryPaths: ranges.flatMap(([min, max]) => [1, 2].map((page) =>
      `/categories/products/${top.category_id}?min_price=${min}&max_price=${max}&color_id=${top.color_id}&page=${page}`)),
  } satisfies Ready);
}

/** Requests that go round these paths. */
function roundOf(paths: string[], cookie: string): Request[] {
  let n = 0;
  return [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[n++ % paths.length], headers: { cookie } }) }];
}

async function main(): Promise<void> {
  const shop = startShopProcess();
  const where = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  const ready = await shop.ask<Ready>();
  const run = (name: string, url: string, requests?: Request[], duration = seconds) =>
    shop.cpuPerRequest(() => load(name, { url, connections, duration, requests }));
  await run('warm-up', ready.origin, roundOf([...ready.shopPaths, ...ready.categoryPaths], ready.cookie), 2);
  await run('warm-up', `${ready.bare}/hello`, undefined, 2);
  const bare = await run('bare Fastify GET /hello (static JSON)', `${ready.bare}/hello`);
  const all = await run('GET /shop/products/data?page=1..5', ready.origin, roundOf(ready.shopPaths, ready.cookie));
  const category = await run('GET /categories/products/{id} (price, colour)', ready.origin, roundOf(ready.categoryPaths, ready.cookie));
  printResults(`listings against a bare route on ${where}, autocannon ${connections} connections, ${seconds} s each:`, [bare, all, category]);
  for (const r of [all, category]) {
    const ratio = r.rps / bare.rps;
    console.log(`  ${r.name}: ${ratio.toFixed(2)}x the bare route${ratio < TARGET ? `  UNDER the ${TARGET}x target` : ''}`);
  }
  shop.child.send('close');
  if (![bare, all, category].every(allOk)) {
    console.error('not every request succeeded');
    process.exitCode = 1;
  }
}

(values.serve ? serve() : main()).catch((error) => {
  console.error(error);
  process.exit(1);
});
