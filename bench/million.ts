/**
 * DATABASE_URL=postgres://.../haat_big npm run bench:million [-- --products 1000000 --port 3350 --workers 1]
 *
 * The shop at a million products on PostgreSQL (without pictures): seeds the database at
 * DATABASE_URL with bigCatalog.ts, or reuses it when it holds the products already (the first run
 * takes a while; the database is kept for the next), starts the built shop on it as `npm start`
 * does, and asks it, one call at a time, for:
 * - a category's listing call, over categories, pages, sorts and a price range, and its HTML page;
 * - the HTML page of the brands with the most products;
 * - the search results call and the search box's suggestions, over words, prefixes and typos;
 * - the sitemap index and every sitemap file, sampling the shop's memory (RSS of its processes)
 *   every few milliseconds while they stream.
 * Each URL is asked twice in a row: the first answer is computed (uncached: the listing's 5 s
 * memory has never seen it), the second comes from that memory where the shop keeps one (cached).
 * Each kind's first request after the start is asked of a path outside the sample and printed apart.
 * Prints p50 / p95 / max of each and the peak RSS; the target is p95 under 50 ms for the calls.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { startBuiltShop } from '../server/test/builtShop';
import { childrenOf } from '../server/test/processes';
import { openBigCatalog } from './bigCatalogDatabase';
import { percentile } from './load';
import { saveResultsOnExit } from './results';

const { values } = parseArgs({
  options: {
    save: { type: 'boolean' },
    products: { type: 'string' },
    port: { type: 'string' },
    workers: { type: 'string' },
  },
});
const products = Number(values.products ?? 1_000_000);
const TARGET_MS = 50;

const TERMS = ['walton', 'waltn', 'samsung', 'samsng', 'galaxy', 'primo', 'rice', 'saree', 'sare', 'jamdani'];
const MORE_TERMS = ['panjabi', 'panjbi', 'cotton', 'kettle', 'tv', 'fridge', 'laptop', 'lptop', 'meril', 'qzxjvk'];
const BANGLA = ['ওয়ালটন', 'স্যামসং', 'চাল', 'শাড়ি', 'পাঞ্জবি'];

/**
 * Resident memory (bytes) of the shop's processes, from /proc. The list is read once: sampled every
 * few milliseconds, listing /proc each time took half a core from the shop being measured.
 */
function rssOf(pids: number[]): number {
  return pids.reduce((sum, one) => {
    try {
      const line = readFileSync(`/proc/${one}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
      return sum + (line ? Number(line[1]) * 1024 : 0);
    } catch {
      return sum;
    }
  }, 0);
}

const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;

function summary(label: string, times: number[], target = true): boolean {
  const sorted = [...times].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const miss = target && p95 >= TARGET_MS;
  console.log(
    `| ${label} | ${sorted.length} | ${percentile(sorted, 50).toFixed(1)} | ${p95.toFixed(1)}${miss ? ' *' : ''} | ` +
      `${sorted[sorted.length - 1].toFixed(1)} |`,
  );
  return !miss;
}

async function main() {
  saveResultsOnExit('million');
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('Set DATABASE_URL to a PostgreSQL database of the benchmark (kept between runs)');
  const big = await openBigCatalog({ databaseUrl, products, fresh: false, log: (l) => console.log(`  ${l}`) });
  const { db } = big.database;
  const categories = (
    await sql<{ id: number; slug: string }>`select c.id, c.slug from categories c where c.status = 1 and exists
      (select 1 from product_categories pc where pc.category_id = c.id) order by c.id`.execute(db)
  ).rows;
  const brands = (
    await sql<{ slug: string }>`select b.slug from brands b inner join products p on p.brand_id = b.id
      where b.status = 1 and p.status = 1 group by b.id, b.slug order by count(*) desc, b.id limit 6`.execute(db)
  ).rows;
  const total = Number((await sql<{ n: number }>`select count(*) as n from products`.execute(db)).rows[0].n);
  await big.close();

  const port = values.port ?? '3350';
  const shop = await startBuiltShop({
    DATABASE_URL: databaseUrl,
    HAAT_STORAGE_DIR: big.storageDir,
    HAAT_SEED_ON_EMPTY: 'false',
    HAAT_PICTURE_DRAWER: 'off',
    PORT: port,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    HAAT_WORKERS: values.workers ?? '1',
  });
  const pid = shop.child.pid!;
  let ok = true;
  try {
    const ask = async (path: string, accept = 'application/json') => {
      const t = performance.now();
      const res = await fetch(`${shop.url}${path}`, { headers: { accept } });
      const body = await res.arrayBuffer();
      const ms = performance.now() - t;
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${Buffer.from(body).toString()}`);
      return { ms, bytes: body.byteLength };
    };
    /** Each path asked twice in a row: computed, then (where the shop remembers it) from its memory. */
    const twice = async (paths: string[], accept?: string) => {
      const uncached: number[] = [];
      const cached: number[] = [];
      for (const path of paths) {
        uncached.push((await ask(path, accept)).ms);
        cached.push((await ask(path, accept)).ms);
      }
      return { uncached, cached };
    };

    const listing = categories
      .slice(0, 10)
      .flatMap((c, i) => [
        `/categories/products/${c.id}`,
        `/categories/products/${c.id}?page=${2 + i}`,
        `/categories/products/${c.id}?page=50`,
        `/categories/products/${c.id}?sort=price_asc`,
        `/categories/products/${c.id}?sort=bestselling&page=3`,
        `/categories/products/${c.id}?min_price=500&max_price=20000`,
      ]);
    const pages = categories
      .slice(0, 10)
      .flatMap((c, i) => [`/categories/${c.slug}`, `/categories/${c.slug}?page=${3 + i}`]);
    const brandPages = brands.slice(0, 5).flatMap((b, i) => [`/brands/${b.slug}`, `/brands/${b.slug}?page=${2 + i}`]);
    const search = [...TERMS, ...MORE_TERMS].flatMap((t) => [1, 2].map((p) => `/search/products?term=${t}&page=${p}`));
    const suggest = [...TERMS, ...MORE_TERMS, ...BANGLA].map(
      (t) => `/api/search/suggestions?term=${encodeURIComponent(t)}`,
    );

    const slowest: string[] = [];
    console.log(`PostgreSQL, ${total} products, built shop with ${values.workers ?? 1} worker(s), one call at a time`);
    console.log('');
    console.log('| call | asked | p50 ms | p95 ms | max ms |');
    console.log('|---|---|---|---|---|');
    const firsts: string[] = [];
    // Each kind's first request after the start (its template and code warming up, a one-off) is asked of a path
    // outside the sample and reported apart: the sample measures the shop as it runs.
    for (const [label, paths, accept, first] of [
      ['category listing call', listing, undefined, `/categories/products/${categories.at(-1)!.id}?page=2`],
      ['category page (HTML)', pages, 'text/html', `/categories/${categories.at(-1)!.slug}`],
      ['brand page (HTML)', brandPages, 'text/html', `/brands/${brands.at(-1)!.slug}`],
      ['search results call', search, undefined, '/search/products?term=ghee'],
      ['search box suggestions', suggest, undefined, '/api/search/suggestions?term=ghee'],
    ] as const) {
      firsts.push(`${label} ${(await ask(first, accept)).ms.toFixed(0)} ms (${first})`);
      const { uncached, cached } = await twice([...paths], accept);
      ok = summary(`${label}, uncached`, uncached) && ok;
      ok = summary(`${label}, cached`, cached) && ok;
      slowest.push(
        `${label}: ${paths
          .map((path, i) => ({ path, ms: uncached[i] }))
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 3)
          .map((s) => `${s.path} ${s.ms.toFixed(0)} ms`)
          .join(', ')}`,
      );
    }
    console.log('');
    console.log(`first request of each kind after the start, not in the figures: ${firsts.join(', ')}`);
    console.log('');
    console.log('slowest uncached:');
    for (const line of slowest) console.log(`- ${line}`);
    await sitemaps(ask, pid, shop.url);
  } finally {
    await shop.stop();
  }
  if (!ok) process.exitCode = 1;
}

/** The index, then each file it names, sampling the shop's RSS every 5 ms throughout. */
async function sitemaps(
  ask: (path: string, accept?: string) => Promise<{ ms: number; bytes: number }>,
  pid: number,
  origin: string,
) {
  const tree = [pid, ...childrenOf(pid)];
  const before = rssOf(tree);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(tree))), 5);
  try {
    const t = performance.now();
    const res = await fetch(`${origin}/sitemap.xml`);
    const index = await res.text();
    const indexMs = performance.now() - t;
    const files = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/[^<]+)<\/loc>/g)].map((m) => m[1]);
    const times: number[] = [];
    let bytes = 0;
    let afterFirst = 0;
    // The peak over the first half of the files and over the second: memory that grew with what was
    // streamed would peak higher in the second half; memory bounded by the stream's buffers does not.
    let firstHalf = 0;
    for (const [i, file] of files.entries()) {
      const { ms, bytes: size } = await ask(file, 'application/xml');
      times.push(ms);
      bytes += size;
      if (!afterFirst) afterFirst = Math.max(peak, rssOf(tree));
      if (i + 1 === Math.ceil(files.length / 2)) [firstHalf, peak] = [peak, rssOf(tree)];
    }
    clearInterval(sampler);
    console.log('');
    console.log(
      `sitemap: index ${indexMs.toFixed(0)} ms naming ${files.length} files; the files ${mb(bytes)} in all, ` +
        `slowest ${Math.max(...times).toFixed(0)} ms; shop RSS ${mb(before)} before, peak ${mb(afterFirst)} by the ` +
        `end of the first file, ${mb(firstHalf)} over the first half of the files, ${mb(peak)} over the second, ` +
        `${mb(rssOf(tree))} at the end`,
    );
  } finally {
    clearInterval(sampler);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
