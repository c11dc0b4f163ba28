import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cachedPictures } from './pictureCache';

/** A picture whose making waits until `finish` is called, as a slow encoding in another seed. */
function slowPicture(bytes: string) {
  let finish = () => {};
  const made = new Promise<void>((resolve) => (finish = resolve));
  const make = jest.fn(async () => {
    await made;
    return { 'product/1/main-1.webp': Buffer.from(bytes) };
  });
  return { make, finish };
}

const quick = (bytes: string) => jest.fn(async () => ({ 'product/1/main-1.webp': Buffer.from(bytes) }));
const text = (files: Record<string, Buffer> | null) => files && files['product/1/main-1.webp'].toString();

describe('the seed pictures kept between seeds', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'haat-pictures-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /**
   * The lock file of the one entry being made in `folder`, once its maker has written its process
   * id into it (the file exists, empty, a moment before: a change made then would be overwritten).
   */
  const lockFile = async (folder = dir): Promise<string> => {
    for (;;) {
      const [sub] = existsSync(folder) ? readdirSync(folder) : [];
      const lock = sub && readdirSync(path.join(folder, sub)).find((f) => f.endsWith('.lock'));
      if (lock && readFileSync(path.join(folder, sub, lock), 'utf8') === String(process.pid))
        return path.join(folder, sub, lock);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it('gives a later seed the pictures an earlier one drew, without drawing them again', async () => {
    const first = quick('drawn once');
    expect(text(await cachedPictures(['main-1', '<svg/>'], first, { dir }))).toBe('drawn once');
    const second = quick('drawn twice');
    expect(text(await cachedPictures(['main-1', '<svg/>'], second, { dir }))).toBe('drawn once');
    expect(second).not.toHaveBeenCalled();
    // Another picture is another entry.
    expect(text(await cachedPictures(['main-2', '<svg/>'], second, { dir }))).toBe('drawn twice');
  });

  it('leaves a picture another seed is drawing to it: skipped at once, or waited for', async () => {
    const drawing = slowPicture('from the other seed');
    const other = cachedPictures(['main-1', '<svg/>'], drawing.make, { dir });
    await lockFile();

    const skipper = quick('skipped');
    expect(await cachedPictures(['main-1', '<svg/>'], skipper, { dir, busy: 'skip' })).toBeNull();
    const waiter = quick('waited');
    const waited = cachedPictures(['main-1', '<svg/>'], waiter, { dir });
    drawing.finish();

    expect(text(await other)).toBe('from the other seed');
    expect(text(await waited)).toBe('from the other seed');
    expect(skipper).not.toHaveBeenCalled();
    expect(waiter).not.toHaveBeenCalled();
    expect(readdirSync(path.join(dir, readdirSync(dir)[0])).filter((f) => !/^[0-9a-f]{64}$/.test(f))).toEqual([]);
  });

  it('draws a picture itself, unlocked, once it has waited its longest for another process', async () => {
    const drawing = slowPicture('from the slow drawer');
    const other = cachedPictures(['main-1', '<svg/>'], drawing.make, { dir });
    await lockFile();

    const impatient = quick('drawn by the request');
    expect(text(await cachedPictures(['main-1', '<svg/>'], impatient, { dir, waitMs: 100 }))).toBe(
      'drawn by the request',
    );
    drawing.finish();
    expect(text(await other)).toBe('from the slow drawer');
  });

  it('takes over a lock whose process has gone, or one left for over a minute', async () => {
    const ways = {
      gone: (lock: string) => writeFileSync(lock, '2147483646'),
      old: (lock: string) => utimesSync(lock, new Date(Date.now() - 61_000), new Date(Date.now() - 61_000)),
    };
    for (const [name, leave] of Object.entries(ways)) {
      const folder = path.join(dir, name);
      const drawing = slowPicture('finished late');
      const abandoned = cachedPictures(['main-1', '<svg/>'], drawing.make, { dir: folder });
      leave(await lockFile(folder));

      const next = quick('drawn by the next seed');
      expect(text(await cachedPictures(['main-1', '<svg/>'], next, { dir: folder, busy: 'skip' }))).toBe(
        'drawn by the next seed',
      );
      expect(next).toHaveBeenCalledTimes(1);
      drawing.finish();
      await abandoned;
    }
  });
});
