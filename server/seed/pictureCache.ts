import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import sharp from 'sharp';
import { ENCODING } from '../uploads/variants';

/**
 * The seed's pictures and their copies, kept by content between seeds: the demo pictures are the
 * same every time (the same SVG gives the same files), and encoding their AVIF and WebP copies is
 * most of the cost of drawing them. A later shop on this machine (a browser test's fresh shop,
 * `npm run seed`, a new data dir) reads them back instead of encoding again. The key covers the
 * SVG, the file names, the encoder settings and the libraries' versions, so a change of any makes
 * new pictures. Under node_modules/.cache like other tools' caches (removed with node_modules),
 * or where HAAT_PICTURE_CACHE says; a cache that cannot be read or written only costs the encoding.
 *
 * Processes drawing at once (a shop's drawer and its serving processes, which draw a picture asked
 * for before the drawer reached it; two browser test files' shops on a clean clone) share the
 * work instead of each encoding everything: an entry being made is locked (a file beside it
 * naming the process), and another process waits for it, or with `busy: 'skip'` goes on to other
 * pictures and comes back to it. A lock whose process has gone, or older than LOCK_STALE_MS, is
 * taken over.
 */
const CACHE_DIR = path.join(process.cwd(), 'node_modules', '.cache', 'haat-seed-pictures');
const VERSION = JSON.stringify([ENCODING, sharp.versions]);
/** Longer than any one picture's encoding (well under a second): a lock this old was left behind. */
const LOCK_STALE_MS = 60_000;
const WAIT_MS = 50;
/** The release of an entry made without a lock (a cache folder or lock that cannot be written or removed). */
const UNLOCKED = async () => {};

type Files = Record<string, Buffer>;
export interface CacheOptions {
  /** When another process is making the entry: wait for it (the default), or answer null at once. */
  busy?: 'wait' | 'skip';
  /**
   * With busy 'wait', how long to wait before making the entry anyway, unlocked: a shopper's
   * request does not wait on a background drawer that the shop's own work keeps from the cores.
   */
  waitMs?: number;
  /** The cache's folder (its default when absent). */
  dir?: string;
}

export function cachedPictures(
  parts: unknown[],
  make: () => Promise<Files>,
  options?: CacheOptions & { busy?: 'wait' },
): Promise<Files>;
export function cachedPictures(
  parts: unknown[],
  make: () => Promise<Files>,
  options: CacheOptions,
): Promise<Files | null>;
export async function cachedPictures(
  parts: unknown[],
  make: () => Promise<Files>,
  { busy = 'wait', waitMs = Infinity, dir = CACHE_DIR }: CacheOptions = {},
): Promise<Files | null> {
  const key = createHash('sha256').update(VERSION).update(JSON.stringify(parts)).digest('hex');
  const file = path.join(dir, key.slice(0, 2), key);
  const deadline = Date.now() + waitMs;
  for (;;) {
    const cached = await readEntry(file);
    if (cached) return cached;
    const release = await lock(file);
    if (release) {
      try {
        // Stored by another seed between the read and the lock.
        const stored = await readEntry(file);
        if (stored) return stored;
        const files = await make();
        await store(file, pack(files)).catch(() => {});
        return files;
      } finally {
        await release();
      }
    }
    if (busy === 'skip') return null;
    if (Date.now() >= deadline) return make();
    await delay(WAIT_MS);
  }
}

const readEntry = (file: string) => readFile(file).then(unpack, () => null);

/**
 * Takes the entry's lock: its release, or null while another live process holds it. A cache
 * folder that cannot be written gives a release that does nothing: the entry is made unlocked.
 */
async function lock(file: string, takenOver = false): Promise<(() => Promise<void>) | null> {
  const name = `${file}.lock`;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(name, String(process.pid), { flag: 'wx' });
    return () => rm(name, { force: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return UNLOCKED;
  }
  if (!(await leftBehind(name))) return null;
  // A lock that cannot be removed: made unlocked, as in a folder that cannot be written.
  if (takenOver) return UNLOCKED;
  await rm(name, { force: true }).catch(() => {});
  return lock(file, true);
}

/** A lock whose process is gone or that is older than LOCK_STALE_MS (a lock gone meanwhile counts: try again). */
async function leftBehind(name: string): Promise<boolean> {
  const held = await Promise.all([readFile(name, 'utf8'), stat(name)]).catch(() => null);
  if (!held) return true;
  const [pid, { mtimeMs }] = held;
  // Empty: its process has made it and not yet written its id.
  return (pid !== '' && !alive(Number(pid))) || Date.now() - mtimeMs > LOCK_STALE_MS;
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
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
