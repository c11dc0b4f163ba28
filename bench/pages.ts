/**
 * How long a running shop takes for its busiest pages and calls, one shopper at a time: p50, p95
 * and max over 20 requests each, every request a different page, filter or term where the call
 * takes one (so the listings' few-seconds memory never answers: these are first visits).
 *   HAAT_DATA_DIR=/tmp/big npm run seed -- --products 100000
 *   HAAT_DATA_DIR=/tmp/big PORT=4123 node dist/server/main.js &
 *   npm run bench:pages -- --url http://127.0.0.1:4123
 */
import { parseArgs } from 'node:util';
import { percentile } from './load';
import { saveResultsOnExit } from './results';

const { values } = parseArgs({
  options: { save: { type: 'boolean' }, url: { type: 'string' }, requests: { type: 'string' } },
});
const origin = values.url ?? 'http://127.0.0.1:3000';
const count = Number(values.requests ?? 20);
const TERMS = [
  'shirt',
  'walton',
  'rice',
  'panjabi',
  'saree',
  'oil',
  'soap',
  'phone',
  'pen',
  'bag',
  'shoe',
  'watch',
  'tea',
  'milk',
  'cable',
  'fan',
  'fridge',
  'cream',
  'toy',
  'lamp',
  'qzxv',
];

async function timed(path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(origin + path);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return performance.now() - started;
}

async function main(): Promise<void> {
  saveResultsOnExit('pages');
  const categories = (
    (await (await fetch(`${origin}/api/categories`)).json()) as { data: { id: number; slug: string }[] }
  ).data;
  const nth = <T>(list: T[], i: number) => list[i % list.length];
  const cases: Record<string, (i: number) => string> = {
    'GET / (home page)': () => '/',
    'GET /categories/{slug} (category page)': (i) => `/categories/${nth(categories, i).slug}`,
    'GET /search?term= (search page)': (i) => `/search?term=${nth(TERMS, i)}`,
    'GET /search/products?term= (search call)': (i) => `/search/products?term=${nth(TERMS, i + 7)}&page=${1 + (i % 2)}`,
    'GET /products (all products page)': () => '/products',
    'GET /shop/products/data?page= (all products call)': (i) => `/shop/products/data?page=${i + 2}`,
    'GET /categories/products/{id}?min_price&max_price': (i) =>
      `/categories/products/${nth(categories, i).id}?min_price=${i * 10}&max_price=${5000 + i * 1000}`,
  };
  console.log(`${origin}: ${count} requests each, one at a time`);
  console.log(`  ${'request'.padEnd(52)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'max'.padStart(9)}`);
  for (const [name, path] of Object.entries(cases)) {
    await timed(path(count)); // one untimed visit first: a process's first call compiles its code
    const times: number[] = [];
    for (let i = 0; i < count; i++) times.push(await timed(path(i)));
    times.sort((a, b) => a - b);
    const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
    console.log(
      `  ${name.padEnd(52)} ${ms(percentile(times, 50))} ${ms(percentile(times, 95))} ${ms(times[times.length - 1])}`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
