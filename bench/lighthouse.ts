/**
 * Lighthouse's mobile audit (its default: a phone form factor, simulated slow 4G and a 4x slower
 * CPU) of the shop's main pages, the median of several runs per page.
 *   npm run bench:lighthouse [-- --pages home,cart --runs 3 --url http://127.0.0.1:3000 --lang bn --reports dir --save]
 * --lang bn measures every page in Bangla (its address with ?lang=bn: the Bangla texts, digits and font).
 * Without --url it builds the shop, then starts it (the built server, the demo seed with its
 * pictures, a fresh SQLite data dir) in its own process, and measures it as shoppers reach it:
 * over HTTPS and HTTP/2 (httpsFront.ts; --http for plain HTTP/1.1); with --url it measures a
 * running shop as it is. Every picture the pages name is asked for once first (warmPictures).
 * Each run is Lighthouse's own CLI in a fresh Chromium profile; runs go round the pages (page 1..N,
 * then again) so a busy moment of the machine spreads over pages instead of sinking one.
 * Every column is the median of that figure over the runs (per metric, not the figures of one
 * median run). Targets are printed and misses marked; the exit code is non-zero only when a page
 * could not be measured. A script loaded before Lighthouse's end that the page's loader does not
 * name (a lazy chunk asked for at start) is named with its run: the build's budget, which counts
 * the scripts the loader names, does not see it.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { projectRoot } from '../server/config';
import { startBuiltBenchShop } from './benchShop';
import { CHROMIUM_FLAGS } from './browser';
import { startHttpsFront, type HttpsFront } from './httpsFront';
import { findPages, PAGE_NAMES, warmPictures, type MeasuredPage } from './lighthousePages';
import { saveResultsOnExit } from './results';

const { values } = parseArgs({
  options: {
    pages: { type: 'string' },
    runs: { type: 'string' },
    url: { type: 'string' },
    reports: { type: 'string' },
    save: { type: 'boolean' },
    http: { type: 'boolean' },
    lang: { type: 'string' },
  },
});

const CATEGORIES = ['performance', 'accessibility', 'seo'];

interface Figures {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  js: number;
  css: number;
  img: number;
  accessibility: number;
  seo: number;
  /** The SEO audits the page failed, by title (printed with the run, not a column). */
  seoMisses: string[];
  /** The scripts loaded, by path, with their bytes transferred. */
  scripts: { path: string; bytes: number }[];
}
type Figure = Exclude<keyof Figures, 'seoMisses' | 'scripts'>;

/** The issue's targets: a figure misses when `miss` says so. */
const TARGETS: { figure: Figure; text: string; miss: (v: number) => boolean }[] = [
  { figure: 'performance', text: 'performance >= 95', miss: (v) => v < 95 },
  { figure: 'fcp', text: 'FCP <= 1.2 s', miss: (v) => v > 1200 },
  { figure: 'lcp', text: 'LCP <= 2.0 s', miss: (v) => v > 2000 },
  { figure: 'tbt', text: 'TBT <= 150 ms', miss: (v) => v > 150 },
  { figure: 'cls', text: 'CLS 0 (at the 3 decimals Lighthouse shows)', miss: (v) => Number(v.toFixed(3)) > 0 },
  { figure: 'js', text: 'JS <= 85 KB transferred', miss: (v) => v > 85 * 1024 },
];

interface LighthouseResult {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      title?: string;
      score?: number | null;
      numericValue?: number;
      details?: { items?: { url?: string; resourceType?: string; transferSize?: number }[] };
    }
  >;
}

async function runLighthouse(url: string, cookie: string | undefined, saveAs: string | undefined): Promise<Figures> {
  // The bench's HTTPS front has a self-signed certificate.
  const flags = url.startsWith('https:') ? [...CHROMIUM_FLAGS, '--ignore-certificate-errors'] : CHROMIUM_FLAGS;
  const profile = mkdtempSync(path.join(tmpdir(), 'haat-lighthouse-'));
  try {
    const bin = path.join(projectRoot(), 'node_modules/.bin/lighthouse');
    const args = [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${[...flags, `--user-data-dir=${profile}`].join(' ')}`,
      ...(cookie ? [`--extra-headers=${JSON.stringify({ cookie })}`] : []),
    ];
    const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' };
    const { stdout } = await promisify(execFile)(bin, args, { env, maxBuffer: 256 * 1024 * 1024 });
    if (saveAs) writeFileSync(saveAs, stdout);
    const lhr = JSON.parse(stdout) as LighthouseResult;
    if (lhr.runtimeError && lhr.runtimeError.code !== 'NO_ERROR')
      throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const score = (category: string) => {
      const value = lhr.categories[category]?.score;
      if (value === null || value === undefined) throw new Error(`Lighthouse on ${url} gave no ${category} score`);
      return Math.round(value * 100);
    };
    const metric = (audit: string) => {
      const value = lhr.audits[audit]?.numericValue;
      if (value === undefined) throw new Error(`Lighthouse on ${url} gave no ${audit}`);
      return value;
    };
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const bytes = (type: string) =>
      requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    return {
      performance: score('performance'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
      js: bytes('Script'),
      css: bytes('Stylesheet'),
      img: bytes('Image'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      seoMisses: (lhr.categories.seo?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
        .map((ref) => lhr.audits[ref.id].title ?? ref.id),
      scripts: requests
        .filter((r) => r.resourceType === 'Script' && r.url)
        .map((r) => ({ path: new URL(r.url!).pathname, bytes: r.transferSize ?? 0 })),
    };
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The scripts the page's loader names (itself, data-scripts, data-preload): what the build's budget counts. */
async function namedScripts(origin: string, page: MeasuredPage): Promise<Set<string>> {
  const response = await fetch(origin + page.path, { headers: page.cookie ? { cookie: page.cookie } : {} });
  const tag = (await response.text()).match(/<script type="module" id="haat-loader"[^>]*>/)?.[0] ?? '';
  const attribute = (name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1] ?? '';
  return new Set([attribute('src'), ...`${attribute('data-scripts')} ${attribute('data-preload')}`.split(' ')]);
}

/** "chunks/ProductAlerts-X.js 0.9 KB, ...": the scripts of a run that the loader does not name. */
function unnamed(figures: Figures, named: Set<string>): string {
  return figures.scripts
    .filter((script) => !named.has(script.path))
    .map((script) => `${script.path.replace(/^\/build\//, '')} ${(script.bytes / 1024).toFixed(1)} KB`)
    .join(', ');
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const COLUMNS: { figure: Figure; title: string; show: (v: number) => string }[] = [
  { figure: 'performance', title: 'perf', show: (v) => v.toFixed(0) },
  { figure: 'fcp', title: 'FCP s', show: (v) => (v / 1000).toFixed(2) },
  { figure: 'lcp', title: 'LCP s', show: (v) => (v / 1000).toFixed(2) },
  { figure: 'tbt', title: 'TBT ms', show: (v) => v.toFixed(0) },
  { figure: 'cls', title: 'CLS', show: (v) => v.toFixed(3) },
  { figure: 'si', title: 'SI s', show: (v) => (v / 1000).toFixed(2) },
  { figure: 'js', title: 'JS KB', show: (v) => (v / 1024).toFixed(1) },
  { figure: 'css', title: 'CSS KB', show: (v) => (v / 1024).toFixed(1) },
  { figure: 'img', title: 'img KB', show: (v) => (v / 1024).toFixed(1) },
  { figure: 'accessibility', title: 'a11y', show: (v) => v.toFixed(0) },
  { figure: 'seo', title: 'SEO', show: (v) => v.toFixed(0) },
];

function report(origin: string, pages: MeasuredPage[], runs: Map<string, Figures[]>): void {
  const count = runs.get(pages[0].name)!.length;
  console.log(
    `\nLighthouse mobile (simulated throttling) on ${origin}: median of ${count} run(s) per figure, bytes ` +
      `transferred; * = target missed`,
  );
  console.log(`  ${'page'.padEnd(9)}${COLUMNS.map((c) => c.title.padStart(8)).join('')}   perf of each run`);
  for (const page of pages) {
    const all = runs.get(page.name)!;
    const cells = COLUMNS.map(({ figure, show }) => {
      const value = median(all.map((f) => f[figure]));
      const missed = TARGETS.some((t) => t.figure === figure && t.miss(value));
      return `${show(value)}${missed ? '*' : ' '}`.padStart(8);
    });
    console.log(`  ${page.name.padEnd(9)}${cells.join('')}   ${all.map((f) => f.performance).join(' ')}`);
  }
  console.log(`  targets: ${TARGETS.map((t) => t.text).join(', ')}`);
}

async function main(): Promise<void> {
  saveResultsOnExit('lighthouse', { browser: true });
  const names = values.pages ? values.pages.split(',') : [...PAGE_NAMES];
  const count = Number(values.runs ?? 3);
  if (!Number.isInteger(count) || count < 1) throw new Error('--runs takes a whole number from 1');
  const shop = values.url ? undefined : await startBuiltBenchShop({ withPages: true, workers: 1 });
  let front: HttpsFront | undefined;
  try {
    const shopOrigin = values.url?.replace(/\/$/, '') ?? shop!.origin;
    front = values.url || values.http ? undefined : await startHttpsFront(shopOrigin);
    const origin = front?.origin ?? shopOrigin;
    const inLanguage = (path: string) =>
      values.lang ? `${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(values.lang)}` : path;
    const pages = (await findPages(shopOrigin, names)).map((page) => ({ ...page, path: inLanguage(page.path) }));
    console.log(`  ${await warmPictures(shopOrigin, pages)} pictures asked for once before the runs`);
    const named = new Map(
      await Promise.all(pages.map(async (p) => [p.name, await namedScripts(shopOrigin, p)] as const)),
    );
    if (values.reports) mkdirSync(values.reports, { recursive: true });
    const runs = new Map(pages.map((p) => [p.name, [] as Figures[]]));
    for (let run = 1; run <= count; run++) {
      for (const page of pages) {
        const started = Date.now();
        const saveAs = values.reports ? path.join(values.reports, `${page.name}-${run}.json`) : undefined;
        // A busy machine sometimes loses a trace (NO_NAVSTART): that run is taken once more.
        const figures = await runLighthouse(origin + page.path, page.cookie, saveAs).catch((error: Error) => {
          console.log(
            `  run ${run}/${count} ${page.name}: ${
              error.message.split('\n').find((line) => line.startsWith('Runtime ' + 'error')) ?? 'failed'
            }; once more`,
          );
          return runLighthouse(origin + page.path, page.cookie, saveAs);
        });
        runs.get(page.name)!.push(figures);
        const misses = figures.seoMisses.length ? `; SEO misses: ${figures.seoMisses.join('; ')}` : '';
        const lazy = unnamed(figures, named.get(page.name)!);
        const atStart = lazy ? `; lazy at start: ${lazy}` : '';
        const took = ((Date.now() - started) / 1000).toFixed(0);
        const scores = `performance ${figures.performance}, SEO ${figures.seo}${misses}${atStart}`;
        console.log(`  run ${run}/${count} ${page.name.padEnd(9)} ${page.path}: ${scores} (${took} s)`);
      }
    }
    report(origin, pages, runs);
  } finally {
    await front?.close();
    await shop?.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
