import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildManifest } from './manifest';

// The islands' build (npm run build), as the pages name it.
const BUILD = path.join(__dirname, '../../dist/public/build');
/** A script smaller than this (Brotli) costs its page a request for little. */
const SMALL_BYTES = 2 * 1024;

const fileOf = (url: string) => path.join(BUILD, url.replace(/^\/build\//, ''));
/** As the shop sends it: the build's Brotli copy beside the file, or the file where that was no smaller. */
const brotliBytes = (url: string) =>
  readFileSync(existsSync(`${fileOf(url)}.br`) ? `${fileOf(url)}.br` : fileOf(url)).length;

describe("the scripts a page's islands load first", () => {
  let manifest: BuildManifest;
  beforeAll(() => {
    const file = path.join(BUILD, 'manifest.json');
    if (!existsSync(file)) throw new Error(`No ${file}: run "npm run build" first.`);
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  });

  it('hold no chunk under 2 KB, but the checkout’s places calls (their cache is shared with its address form)', () => {
    const small = Object.entries(manifest.islands).flatMap(([island, { preload }]) =>
      preload
        .filter((chunk) => brotliBytes(chunk) < SMALL_BYTES)
        .map((chunk) => ({ island, holds: readFileSync(fileOf(chunk), 'utf8') })),
    );
    expect(small.map((s) => s.island)).toEqual(['checkout']);
    expect(small[0].holds).toContain('/api/get-zone/');
  });

  it('hold no empty chunk', () => {
    const preloads = new Set(Object.values(manifest.islands).flatMap(({ preload }) => preload));
    for (const chunk of preloads)
      expect(
        readFileSync(fileOf(chunk), 'utf8')
          .replace(/^\/\/.*\n?/gm, '')
          .trim(),
      ).not.toBe('');
  });
});
