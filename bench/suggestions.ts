/**
 * npm run bench:suggestions [-- --products 100000 --rounds 5]
 * DATABASE_URL=postgres://... npm run bench:suggestions (the same on PostgreSQL)
 *
 * Seeds a large catalogue into a temporary SQLite file (or a fresh schema of the PostgreSQL at
 * DATABASE_URL), then times through the whole app (app.inject):
 * 1. the search box's suggestions for a mixed set of terms: whole words, prefixes as typed, typos,
 *    two letters, gibberish (p50 / p95 / max in ms, the Node process's CPU time a call, the slowest
 *    terms; the target is p95 <= 30 ms), first as a running shop answers them (brands, categories
 *    and the names' words remembered a few seconds), then uncached (those few seconds of memory
 *    forgotten before each call; on SQLite the names' words are then read again only when a product
 *    was added, deleted or renamed since, which the seeded shop never is); then Bangla terms the
 *    same two ways, timed apart so the English figures stay comparable with earlier runs; then
 *    Banglish terms (Bangla words typed in Latin letters) the same two ways; and the share of the
 *    benchmark's and the Banglish terms that match nothing (goal: none), in the suggestions and on
 *    the results page, counting a term answered by its nearest products (`closest`) as matching nothing;
 * 2. each listing sort on the whole shop and on a category, first and fifth page, the listing's
 *    few seconds of memory forgotten before each call (target: well under 50 ms);
 * 3. the search results page for the same terms, pages 1 and 2, the listing's memory forgotten
 *    before each call;
 * 4. the price listing that follows a campaign change: it prices every product again first.
 * On PostgreSQL the seeded tables are vacuumed first, as autovacuum leaves them in a running shop
 * (without it, counting 100,000 products reads every row instead of the index).
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import type { Paged, Product, Suggestions } from '../shared/api/contract';
import { forget } from '../server/catalog/cache';
import { forgetListings } from '../server/catalog/listingCache';
import { SORTS } from '../server/catalog/listingSort';
import { startBenchShop, type BenchShop } from './benchShop';
import { percentile } from './load';
import { saveResultsOnExit } from './results';

const { values } = parseArgs({
  options: { save: { type: 'boolean' }, products: { type: 'string' }, rounds: { type: 'string' } },
});
const products = Number(values.products ?? 100000);
const rounds = Number(values.rounds ?? 5);

const TERMS = [
  'walton',
  'waltn',
  'WALTON',
  'samsung',
  'samsng',
  'sams',
  'galaxy',
  'glaxy',
  'primo',
  'prmo r10',
  'rice',
  'chinigura',
  'saree',
  'sare',
  'jamdani',
  'panjabi',
  'panjbi',
  'cotton',
  'coton',
  'tea',
  'kettle',
  'ketle',
  'shirt',
  'tv',
  'an',
  'fridge',
  'refrigerator',
  'refrigerater',
  'laptop',
  'lptop',
  'soap',
  'meril',
  'mreil',
  'aarong',
  'arong',
  'qzxjvk',
];

/** Words of the seeded Bangla names, a prefix, typos (a letter wrong or left out, a vowel sign more) and gibberish. */
const BANGLA_TERMS = [
  'ওয়ালটন',
  'ওয়ালটণ',
  'ওালটন',
  'ওয়াল',
  'স্যামসাং',
  'স্যামসং',
  'গ্যালাক্সি',
  'গ্যালক্সি',
  'চাল',
  'চাউল',
  'শাড়ি',
  'শারি',
  'পাঞ্জাবি',
  'পাঞ্জবি',
  'রেফ্রিজারেটর',
  'রেফ্রিজেরেটর',
  'ঝঞ্ঝাফুস',
];

/** Bangla words of the seeded names as shoppers type them in Latin letters: each spelt one way or another. */
const BANGLISH_TERMS = [
  'chal',
  'chaal',
  'tel',
  'lobon',
  'holud',
  'morich',
  'moshla',
  'ata',
  'chini',
  'shorishar tel',
  'sari',
  'shari',
  'juta',
  'ghori',
  'hatghori',
  'suti',
  'khelna',
  'gari',
  'saikel',
  'botol',
  'jhuri',
  'tebil',
  'chula',
  'narikel',
  'gura',
  'manibag',
  'chamrar',
  'pani',
  'bacchader',
  'pohela boishakh',
];

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => `${percentile(sorted, p).toFixed(1)} ms`;
  return `p50 ${at(50)}, p95 ${at(95)}, max ${sorted[sorted.length - 1].toFixed(1)} ms`;
};

/** The Node process's CPU time (user and system) since `since`, per call: steadier than wall time on a busy machine. */
const cpuPerCall = (since: NodeJS.CpuUsage, calls: number) => {
  const used = process.cpuUsage(since);
  return `CPU ${((used.user + used.system) / 1000 / calls).toFixed(2)} ms a call`;
};

/** The four terms of highest median time: which kind of term (typo, prefix, two letters) is slow. */
const slowestTerms = (byTerm: Map<string, number[]>) =>
  [...byTerm]
    .map(([term, times]) => ({
      term,
      ms: percentile(
        [...times].sort((a, b) => a - b),
        50,
      ),
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 4)
    .map((s) => `${s.term} ${s.ms.toFixed(1)} ms`)
    .join(', ');

async function run(label: string, databaseUrl: string) {
  const started = Date.now();
  const shop = await startBenchShop({ databaseUrl, products });
  console.log(`${label}: seeded ${products} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  try {
    await measure(label, shop);
  } finally {
    await shop.close();
  }
}

async function measure(label: string, { app, database }: BenchShop) {
  if (label === 'PostgreSQL')
    await sql`vacuum analyze products, product_categories, category_listing, product_prices, product_variants`.execute(
      database.db,
    );
  const time = async (url: string) => {
    const t = performance.now();
    const res = await app.inject({ url });
    const ms = performance.now() - t;
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    return ms;
  };

  const suggest = (term: string) => time(`/api/search/suggestions?term=${encodeURIComponent(term)}`);
  for (const term of TERMS) await suggest(term); // warm the caches and the database's pages
  const times: number[] = [];
  let cpu = process.cpuUsage();
  for (let r = 0; r < rounds; r += 1) for (const term of TERMS) times.push(await suggest(term));
  const cpuEach = cpuPerCall(cpu, times.length);
  console.log(`${label}: suggestions, ${times.length} calls over ${TERMS.length} terms: ${summary(times)}, ${cpuEach}`);
  const slowest: { term: string; ms: number }[] = [];
  for (const term of TERMS) slowest.push({ term, ms: await suggest(term) });
  console.log(
    `  slowest terms: ${slowest
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 4)
      .map((s) => `${s.term} ${s.ms.toFixed(1)} ms`)
      .join(', ')}`,
  );
  const uncached: number[] = [];
  const uncachedByTerm = new Map(TERMS.map((term) => [term, [] as number[]]));
  cpu = process.cpuUsage();
  for (let r = 0; r < rounds; r += 1) {
    for (const term of TERMS) {
      forget(database.db);
      const ms = await suggest(term);
      uncached.push(ms);
      uncachedByTerm.get(term)?.push(ms);
    }
  }
  const uncachedCpu = cpuPerCall(cpu, uncached.length);
  console.log(
    `${label}: suggestions uncached (nothing remembered), ${uncached.length} calls: ` +
      `${summary(uncached)}, ${uncachedCpu}`,
  );
  console.log(`  slowest terms uncached (median of ${rounds}): ${slowestTerms(uncachedByTerm)}`);
  for (const term of BANGLA_TERMS) await suggest(term);
  const bangla: number[] = [];
  const banglaUncached: number[] = [];
  const banglaByTerm = new Map(BANGLA_TERMS.map((term) => [term, [] as number[]]));
  for (let r = 0; r < rounds; r += 1) for (const term of BANGLA_TERMS) bangla.push(await suggest(term));
  cpu = process.cpuUsage();
  for (let r = 0; r < rounds; r += 1) {
    for (const term of BANGLA_TERMS) {
      forget(database.db);
      const ms = await suggest(term);
      banglaUncached.push(ms);
      banglaByTerm.get(term)?.push(ms);
    }
  }
  console.log(
    `${label}: Bangla suggestions, ${bangla.length} calls over ${BANGLA_TERMS.length} terms: ${summary(bangla)}; ` +
      `uncached: ${summary(banglaUncached)}, ${cpuPerCall(cpu, banglaUncached.length)}`,
  );
  console.log(`  slowest Bangla terms uncached (median of ${rounds}): ${slowestTerms(banglaByTerm)}`);
  await timeBanglish(label, suggest, database.db);
  await zeroResults(label, app);

  const category = (
    await database.db
      .selectFrom('categories')
      .select('id')
      .where('slug', '<>', 'root')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  for (const sort of SORTS) {
    const urls = [
      `/shop/products/data?sort=${sort}`,
      `/shop/products/data?sort=${sort}&page=5`,
      `/categories/products/${category}?sort=${sort}`,
      `/categories/products/${category}?sort=${sort}&page=5`,
    ];
    const sortTimes: number[] = [];
    for (let r = 0; r < rounds + 1; r += 1) {
      for (const url of urls) {
        forgetListings(database.db);
        const ms = await time(url);
        if (r > 0) sortTimes.push(ms);
      }
    }
    console.log(`${label}: sort=${sort}, shop and category, pages 1 and 5: ${summary(sortTimes)}`);
  }

  const searched: number[] = [];
  const searchedByTerm = new Map(TERMS.map((term) => [term, [] as number[]]));
  for (let r = 0; r < rounds + 1; r += 1) {
    for (const term of TERMS) {
      for (const page of [1, 2]) {
        forgetListings(database.db);
        const ms = await time(`/search/products?term=${encodeURIComponent(term)}&page=${page}`);
        if (r === 0) continue;
        searched.push(ms);
        searchedByTerm.get(term)?.push(ms);
      }
    }
  }
  console.log(`${label}: search results for the same terms, pages 1 and 2, uncached: ${summary(searched)}`);
  console.log(`  slowest search results (median of ${rounds * 2}): ${slowestTerms(searchedByTerm)}`);

  const repriced: number[] = [];
  for (let r = 0; r < 3; r += 1) {
    await database.db
      .updateTable('campaigns')
      .set((eb) => ({ discount: eb('discount', '+', r % 2 ? -100 : 100) }))
      .where('is_flash', '=', 1)
      .execute();
    forgetListings(database.db);
    repriced.push(await time('/shop/products/data?sort=price_asc'));
  }
  console.log(
    `${label}: price listing right after a campaign change (every product priced again): ` +
      `${repriced.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`,
  );
}

/** Banglish suggestions timed as the Bangla ones: remembered lists on, then off before each call. */
async function timeBanglish(
  label: string,
  suggest: (term: string) => Promise<number>,
  db: BenchShop['database']['db'],
) {
  for (const term of BANGLISH_TERMS) await suggest(term);
  const cached: number[] = [];
  for (let r = 0; r < rounds; r += 1) for (const term of BANGLISH_TERMS) cached.push(await suggest(term));
  const uncached: number[] = [];
  const byTerm = new Map(BANGLISH_TERMS.map((term) => [term, [] as number[]]));
  const cpu = process.cpuUsage();
  for (let r = 0; r < rounds; r += 1) {
    for (const term of BANGLISH_TERMS) {
      forget(db);
      const ms = await suggest(term);
      uncached.push(ms);
      byTerm.get(term)?.push(ms);
    }
  }
  console.log(
    `${label}: Banglish suggestions, ${cached.length} calls over ${BANGLISH_TERMS.length} terms: ${summary(cached)}; ` +
      `uncached: ${summary(uncached)}, ${cpuPerCall(cpu, uncached.length)}`,
  );
  console.log(`  slowest Banglish terms uncached (median of ${rounds}): ${slowestTerms(byTerm)}`);
  const all = [...TERMS, ...BANGLISH_TERMS];
  const both: number[] = [];
  for (let r = 0; r < rounds; r += 1) for (const term of all) both.push(await suggest(term));
  console.log(`${label}: suggestions over the ${all.length} benchmark and Banglish terms: ${summary(both)}`);
}

/**
 * The terms that match nothing, in the suggestions (no product, category or brand matched: the
 * answer is empty or the nearest ones, `closest`) and on the results page (no product, or the
 * nearest ones), over the benchmark's terms and the Banglish ones apart.
 */
async function zeroResults(label: string, app: BenchShop['app']) {
  const get = async <T>(url: string) => (await app.inject({ url })).json() as T;
  for (const [name, terms] of [
    ['benchmark', TERMS],
    ['Banglish', BANGLISH_TERMS],
  ] as const) {
    const none: string[] = [];
    const empty: string[] = [];
    const pageNone: string[] = [];
    for (const term of terms) {
      const q = encodeURIComponent(term);
      const found = await get<Suggestions>(`/api/search/suggestions?term=${q}`);
      const shown = found.products.length + found.categories.length + found.brands.length;
      if (found.closest || shown === 0) none.push(term);
      if (shown === 0) empty.push(term);
      const page = await get<Paged<Product>>(`/search/products?term=${q}`);
      if (page.meta.closest || page.meta.total === 0) pageNone.push(term);
    }
    const share = (list: string[]) =>
      `${list.length}/${terms.length} (${((100 * list.length) / terms.length).toFixed(0)}%)` +
      (list.length ? `: ${list.join(', ')}` : '');
    console.log(
      `${label}: zero-result ${name} terms: suggestions matching nothing ${share(none)}; suggestions empty ` +
        `${share(empty)}; results page matching nothing ${share(pageNone)}`,
    );
  }
}

const databaseUrl = process.env.DATABASE_URL ?? '';
saveResultsOnExit('suggestions', { file: databaseUrl ? 'suggestions-postgres' : 'suggestions-sqlite' });
run(databaseUrl ? 'PostgreSQL' : 'SQLite', databaseUrl).catch((error) => {
  console.error(error);
  process.exit(1);
});
