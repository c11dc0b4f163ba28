/**
 * The JavaScript each page loads, from the built manifest (run `node esbuild.config.mjs` first):
 *   npm run bench:size (it builds the islands first)
 * "page" is every script the page's islands load before they run (entries + static imports,
 * gzip: the build's .gz copies, which the server sends); "own" is what only this page island
 * brings: its entry and the chunks that no layout island loads anyway (the build's table counts
 * the entry alone). Budgets: 95 KB and 12 KB.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../server/config';
import type { BuildManifest } from '../server/plugins/manifest';
import { saveResultsOnExit } from './results';

saveResultsOnExit('size');

const LAYOUT_ISLANDS = ['navbar', 'top-bar', 'category-menu', 'flash-deal', 'flash-messages'];
const PAGE_KB = 95;
const OWN_KB = 12;

const buildDir = path.join(projectRoot(), 'dist/public/build');
const manifest = JSON.parse(readFileSync(path.join(buildDir, 'manifest.json'), 'utf8')) as BuildManifest;
const gzipped = new Map<string, number>();
/** The bytes a browser without Brotli receives: the build's gzip copy (build/compress.mjs), as the server sends it. */
const gz = (href: string) => {
  if (!gzipped.has(href)) {
    const file = path.join(buildDir, href.replace(/^\/build\//, ''));
    gzipped.set(href, (existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`) : readFileSync(file)).length);
  }
  return gzipped.get(href)!;
};
const scripts = (names: string[]) =>
  new Set(names.flatMap((n) => [manifest.islands[n].script, ...manifest.islands[n].preload]));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + gz(f), 0);

const layout = scripts(LAYOUT_ISLANDS.filter((n) => manifest.islands[n]));
let over = false;
console.log(`JS per page (gzip; budgets: page ${PAGE_KB} KB, own code ${OWN_KB} KB)`);
console.log(`  ${'page island'.padEnd(22)} ${'page'.padStart(9)} ${'own'.padStart(9)}`);
for (const name of Object.keys(manifest.islands)
  .filter((n) => !LAYOUT_ISLANDS.includes(n))
  .sort()) {
  const page = new Set([...layout, ...scripts([name])]);
  const own = [...scripts([name])].filter((f) => !layout.has(f));
  const [pageBytes, ownBytes] = [sum(page), sum(own)];
  const flag = pageBytes > PAGE_KB * 1024 || ownBytes > OWN_KB * 1024 ? '  OVER BUDGET' : '';
  over ||= flag !== '';
  console.log(`  ${name.padEnd(22)} ${kb(pageBytes)} ${kb(ownBytes)}${flag}`);
}
if (over) process.exitCode = 1;
