import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ENCODING } from '../../uploads/variants';

/**
 * The seed's pictures and their copies, kept by content between seeds: the demo pictures are the
 * same every time (the same SVG gives the same files), and encoding their AVIF and WebP copies is
 * most of a first start's time. A later seed on this machine (a browser test's fresh shop, `npm
 * run seed`, a new data dir) reads them back instead of encoding again. The key covers the SVG,
 * the file names, the encoder settings and the libraries' versions, so a change of any makes new
 * pictures. Under node_modules/.cache like other tools' caches (removed with node_modules); a
 * cache that cannot be read or written only costs the encoding.
 */
const CACHE_DIR = path.join(process.cwd(), 'node_modules', '.cache', 'haat-seed-pictures');
const VERSION = JSON.stringify([ENCODING, sharp.versions]);

type Files = Record<string, Buffer>;

export async function cachedPictures(parts: unknown[], make: () => Promise<Files>): Promise<Files> {
  const key = createHash('sha256').update(VERSION).update(JSON.stringify(parts)).digest('hex');
  const file = path.join(CACHE_DIR, key.slice(0, 2), key);
  const cached = await readFile(file).then(unpack, () => null);
  if (cached) return cached;
  const files = await make();
  await store(file, pack(files)).catch(() => {});
  return files;
}

/** Written under a temporary name and renamed: two seeds at once never read half an entry. */
async function store(file: string, data: Buffer): Promise<void> {
  const partial = `${file}.${process.pid}.part`;
  await mkdir(path.dirname(file), { recursive: true });
  try {
    await writeFile(partial, data);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

/** One entry: the length of a JSON list of [name, byte length], the list, then the files' bytes. */
function pack(files: Files): Buffer {
  const index = Buffer.from(JSON.stringify(Object.entries(files).map(([name, data]) => [name, data.length])));
  const head = Buffer.alloc(4);
  head.writeUInt32BE(index.length);
  return Buffer.concat([head, index, ...Object.values(files)]);
}

function unpack(data: Buffer): Files | null {
  try {
    const length = data.readUInt32BE(0);
    const index = JSON.parse(data.toString('utf8', 4, 4 + length)) as [string, number][];
    let offset = 4 + length;
    const files: Files = {};
    for (const [name, size] of index) {
      files[name] = data.subarray(offset, offset + size);
      offset += size;
    }
    return offset === data.length ? files : null;
  } catch {
    return null;
  }
}
