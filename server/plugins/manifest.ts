import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';

/** What esbuild.config.mjs writes: each island's script and the chunks it imports statically. */
export interface BuildManifest {
  css: string | null;
  /** First-screen rules of some pages only (shared/styles/listing.css, product.css), by part name. */
  cssParts?: Record<string, string>;
  /** The rules no catalogue page's first screen needs (shared/styles/haat-rest.css). */
  cssRest?: string | null;
  /** The one script a page names (shared/mount/loader.ts): it loads the islands' scripts after the first paint. */
  loader: string | null;
  islands: Record<string, { script: string; preload: string[] }>;
  /** Locale -> that language's browser texts, a content-named file (shared/i18n/browserCatalogs.node.ts). */
  i18n?: Record<string, string>;
  /** The rules of `css`, read from its file beside the manifest (fileManifest): written into the head. */
  cssText?: string;
  /** The rules of each of `cssParts`, read the same way. */
  cssPartsText?: Record<string, string>;
}

export interface PageAssets {
  head: string;
  body: string;
}

export interface ManifestReader {
  /**
   * Tags for a page holding these islands: stylesheets in the head; the loader (naming the islands' scripts) in the
   * body.
   */
  assetsFor(islands: Iterable<string>): PageAssets;
  /** The address of a language's browser texts: its content-named file, else the stable name every build writes. */
  textsFor(locale: string): string;
}

/**
 * The page islands whose first screen the first stylesheet (css) styles whole: their pages load
 * cssRest last. Every other page links it in the head, so nothing of its first screen moves.
 */
export const FIRST_SCREEN_IN_CSS = new Set([
  'home',
  'category',
  'brand',
  'product',
  'all-products',
  'search',
  'campaign',
]);

/**
 * The parts of the first-screen rules only some pages draw, written into those pages' heads beside
 * the rest of it: every other page's head is that much shorter (a page under about 14 KB arrives
 * in one round trip of a new connection).
 */
export const FIRST_SCREEN_PARTS: Record<string, string[]> = {
  category: ['listing'],
  brand: ['listing'],
  product: ['product'],
};

/**
 * A stylesheet's rules to write into a page: without its source map comment, and refused when a
 * url() is relative (in the page it would resolve against the page's address, not /build/).
 */
function inlineCss(file: string): string {
  const text = readFileSync(file, 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
  if (/url\(\s*(?!["']?(?:data:|\/|https?:))/.test(text))
    throw new Error(`${file} has a relative url(): it cannot be written into a page`);
  return text;
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
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
      const read = (href: string) => inlineCss(path.join(path.dirname(file), href.replace(/^\/build\//, '')));
      const cssPartsText = Object.fromEntries(
        Object.entries(manifest.cssParts ?? {}).map(([part, href]) => [part, read(href)]),
      );
      cached = manifest.css ? { ...manifest, cssText: read(manifest.css), cssPartsText } : manifest;
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
      const scripts = new Set<string>();
      const names = [...islands];
      for (const name of names) {
        const island = manifest.islands[name];
        if (!island) {
          log(`[haat] the page has a mount point for "${name}" but the build has no such island`);
          continue;
        }
        island.preload.forEach((href) => preload.add(href));
        scripts.add(island.script);
      }
      // The first screen's rules inline (a few KB compressed): the first paint waits for no
      // request after the page's own. A stylesheet cannot end a <style> element early.
      const parts = [...new Set(names.flatMap((name) => FIRST_SCREEN_PARTS[name] ?? []))];
      const partsText = parts.map((part) => manifest.cssPartsText?.[part] ?? '').join('');
      const partLinks = parts
        .map((part) => manifest.cssParts?.[part])
        .filter(Boolean)
        .map((href) => `<link rel="stylesheet" href="${href}">`)
        .join('');
      const css =
        manifest.cssText !== undefined
          ? `<style>${(manifest.cssText + partsText).replace(/<\/style/gi, '<\\/style')}</style>`
          : manifest.css
            ? `<link rel="stylesheet" href="${manifest.css}">${partLinks}`
            : '';
      const rest = manifest.cssRest ? `<link rel="stylesheet" href="${manifest.cssRest}">` : '';
      // Last in the body, a stylesheet delays neither the first paint nor the island scripts.
      const restLate = names.some((name) => FIRST_SCREEN_IN_CSS.has(name));
      // No script or modulepreload in the head: the first paint waits for the page and its
      // stylesheet only, and the island code (fetched by the loader after it) competes with neither.
      const loader =
        manifest.loader && scripts.size > 0
          ? `<script type="module" id="haat-loader" src="${manifest.loader}" ` +
            `data-scripts="${[...scripts].join(' ')}" ` +
            `data-preload="${[...preload].join(' ')}"></script>`
          : '';
      return { head: css + (restLate ? '' : rest), body: loader + (restLate ? rest : '') };
    },
    textsFor(locale) {
      return load().i18n?.[locale] ?? `/build/i18n/${locale}.json`;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    manifest: ManifestReader;
  }
}

export default fp<{ load: () => BuildManifest }>(
  async (app, { load }) => {
    load(); // fail at start, with the message above, when the islands were never built
    app.decorate(
      'manifest',
      manifestReader(load, (msg) => app.log.error(msg)),
    );
  },
  { name: 'manifest' },
);
