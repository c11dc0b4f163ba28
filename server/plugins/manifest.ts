import { readFileSync, statSync } from 'node:fs';
import fp from 'fastify-plugin';

/** What esbuild.config.mjs writes: each island's script and the chunks it imports statically. */
export interface BuildManifest {
  css: string | null;
  islands: Record<string, { script: string; preload: string[] }>;
}

export interface PageAssets {
  head: string;
  body: string;
}

export interface ManifestReader {
  /** Tags for a page holding these islands: stylesheet and modulepreloads, then module scripts. */
  assetsFor(islands: Iterable<string>): PageAssets;
}

/** Reads the manifest file, again whenever `npm run dev` rewrites it. */
export function fileManifest(file: string): () => BuildManifest {
  let cached: BuildManifest | null = null;
  let mtime = 0;
  return () => {
    let stamp: number;
    try {
      stamp = statSync(file).mtimeMs;
    } catch {
      throw new Error(`No build manifest at ${file}: run "npm run build" first.`);
    }
    if (!cached || stamp !== mtime) {
      cached = JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
      mtime = stamp;
    }
    return cached;
  };
}

export function manifestReader(load: () => BuildManifest, log: (msg: string) => void = console.error): ManifestReader {
  return {
    assetsFor(islands) {
      const manifest = load();
      const preload = new Set<string>();
      const scripts: string[] = [];
      for (const name of islands) {
        const island = manifest.islands[name];
        if (!island) {
          log(`[haat] the page has a mount point for "${name}" but the build has no such island`);
          continue;
        }
        island.preload.forEach((href) => preload.add(href));
        scripts.push(island.script);
      }
      const css = manifest.css ? `<link rel="stylesheet" href="${manifest.css}">` : '';
      return {
        head: css + [...preload].map((href) => `<link rel="modulepreload" href="${href}">`).join(''),
        body: scripts.map((src) => `<script type="module" src="${src}"></script>`).join(''),
      };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    manifest: ManifestReader;
  }
}

export default fp<{ load: () => BuildManifest }>(async (app, { load }) => {
  load(); // fail at start, with the message above, when the islands were never built
  app.decorate('manifest', manifestReader(load, (msg) => app.log.error(msg)));
}, { name: 'manifest' });
