// Writes NAME.br and NAME.gz beside every text asset of the browser build (JS, CSS, SVG, JSON), at
// the highest quality: the build pays the CPU once, and the server (@fastify/static preCompressed)
// sends whichever the browser accepts with no work per request. A file that does not shrink gets
// no compressed copy, so the server sends it as it is.
//   node build/compress.mjs dist/public/build
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|json)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const encoders = {
  br: (data) =>
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gz: (data) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

/** Compresses every asset under dir, prints the bytes before and after, and returns them. */
export async function compressAssets(dir) {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
  const totals = { files: files.length, raw: 0, br: 0, gz: 0 };
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      totals.raw += data.length;
      for (const [ext, encode] of Object.entries(encoders)) {
        const packed = await encode(data);
        if (packed.length < data.length) {
          await writeFile(`${file}.${ext}`, packed);
          totals[ext] += packed.length;
        } else {
          totals[ext] += data.length;
        }
      }
    }),
  );
  const kb = (n) => (n / 1024).toFixed(0) + ' KB';
  console.log(
    `\ncompressed ${totals.files} assets: ${kb(totals.raw)} raw, ${kb(totals.br)} brotli, ${kb(totals.gz)} gzip`,
  );
  return totals;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: node build/compress.mjs DIR');
  await compressAssets(path.resolve(dir));
}
