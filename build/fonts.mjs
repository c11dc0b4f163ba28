// The shop's Bengali web font (Noto Sans Bengali, @fontsource-variable/noto-sans-bengali): an
// esbuild plugin for the stylesheets. A `url("haat-font:NAME")` in shared/styles/fonts.css becomes
// /build/fonts/NAME-HASH.woff2, written by the build (named by its content: cached for a year), and
// fonts.json beside them lists each one for the page's preload links (server/plugins/fontPreloads.ts).
//   common   what every page draws (a few glyphs): ৳ (prices), the Bangla digits and the top bar's বাংলা
//   bengali  the whole Bengali script: Bangla text, downloaded by Bangla pages only
// Both keep the weight axis from 400 to 800 only, the weights the stylesheets use (400, 600, 700,
// 800): one file per subset draws every one of them, smaller than the package's 100-900.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const SOURCE =
  require.resolve('@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2');
const WEIGHTS = { wght: { min: 400, max: 800 } };

/**
 * Each file's characters: the taka sign, the ten Bangla digits and the language switch's word, or every glyph of the
 * Bengali file.
 */
const FACES = {
  common: '৳০১২৩৪৫৬৭৮৯বাংলা',
  bengali: null,
};

async function makeFont(name) {
  const source = readFileSync(SOURCE);
  const text = FACES[name];
  return subsetFont(source, text, {
    targetFormat: 'woff2',
    variationAxes: WEIGHTS,
    ...(text === null && { keepAllGlyphs: true }),
  });
}

/** The esbuild plugin: pass `outdir`, the browser build's folder (dist/public/build). */
export function bengaliFonts(outdir) {
  const made = new Map();
  const fontFile = (name) => {
    if (!made.has(name)) {
      made.set(
        name,
        makeFont(name).then((data) => {
          const hash = createHash('sha256').update(data).digest('hex').slice(0, 8);
          const file = `fonts/noto-sans-bengali-${name}-${hash}.woff2`;
          return { data, href: '/build/' + file, file };
        }),
      );
    }
    return made.get(name);
  };
  return {
    name: 'bengali-fonts',
    setup(build) {
      build.onResolve({ filter: /^haat-font:/ }, async ({ path: spec }) => {
        const name = spec.slice('haat-font:'.length);
        if (!(name in FACES))
          return { errors: [{ text: `No font "${name}": build/fonts.mjs makes ${Object.keys(FACES).join(', ')}` }] };
        return { path: (await fontFile(name)).href, external: true };
      });
      // After every build (the output folder is emptied before it), the files and their list.
      build.onEnd(async (result) => {
        if (result.errors.length) return;
        mkdirSync(path.join(outdir, 'fonts'), { recursive: true });
        const list = {};
        for (const name of Object.keys(FACES)) {
          const font = await fontFile(name);
          writeFileSync(path.join(outdir, font.file), font.data);
          list[name] = font.href;
        }
        writeFileSync(path.join(outdir, 'fonts/fonts.json'), JSON.stringify(list, null, 2));
      });
    },
  };
}
