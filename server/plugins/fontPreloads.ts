import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Language } from '../../shared/i18n/languages';

/** What build/fonts.mjs writes beside the fonts: each face's name and its address under /build/fonts/. */
type FontList = Record<string, string>;

/**
 * The files a page preloads, by its language: every page shows prices with ৳ and the language
 * switch's বাংলা (the common file, a few glyphs); only a Bangla page draws other Bangla letters, so
 * only it preloads the whole Bengali file, many times larger. A preload starts the download as the head
 * is read, before the stylesheet asks for it.
 */
const PRELOADED: Record<Language, string[]> = { en: ['common'], bn: ['common', 'bengali'] };

/**
 * Reads the build's list of fonts, again whenever a build rewrites it (npm run dev). A shop whose
 * islands were never built (page tests) has no list and preloads nothing: its stylesheet names no font.
 */
export function fontList(file: string): () => FontList {
  let cached: FontList = {};
  let mtime = -1;
  return () => {
    let stamp: number;
    try {
      stamp = statSync(file).mtimeMs;
    } catch {
      return {};
    }
    if (stamp !== mtime) {
      cached = JSON.parse(readFileSync(file, 'utf8')) as FontList;
      mtime = stamp;
    }
    return cached;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The addresses of the fonts a page in this language preloads (layout.html). */
    fontPreloads(language: Language): string[];
  }
}

export default fp<{ buildDir: string }>(
  async (app, { buildDir }) => {
    const load = fontList(path.join(buildDir, 'fonts/fonts.json'));
    app.decorate('fontPreloads', (language: Language) => {
      const fonts = load();
      return PRELOADED[language].flatMap((name) => (fonts[name] ? [fonts[name]] : []));
    });
  },
  { name: 'font-preloads' },
);
