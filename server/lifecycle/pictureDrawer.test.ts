import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { startBuiltShop, type BuiltShop } from '../test/builtShop';

jest.setTimeout(180_000);

/** The processes whose parent is `pid`, with their nice value (Linux's /proc). */
function children(pid: number): { pid: number; nice: number }[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        // After the command's closing parenthesis: state, ppid ... nice is the 17th field from there.
        const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ');
        return Number(fields[1]) === pid ? [{ pid: Number(name), nice: Number(fields[16]) }] : [];
      } catch {
        return []; // ended meanwhile
      }
    });
}

describe('a first start on an empty data folder', () => {
  const data = mkdtempSync(path.join(tmpdir(), 'haat-first-start-'));
  // An empty picture cache: nothing is drawn yet when the shop serves.
  const cache = mkdtempSync(path.join(tmpdir(), 'haat-picture-cache-'));
  let shop: BuiltShop;
  beforeAll(async () => {
    shop = await startBuiltShop({ HAAT_DATA_DIR: data, HAAT_PICTURE_CACHE: cache, HAAT_WORKERS: '1' });
  });
  afterAll(async () => {
    await shop?.kill();
    rmSync(data, { recursive: true, force: true });
    rmSync(cache, { recursive: true, force: true });
  });

  it('serves before the pictures are drawn, and every picture of the home page answers as an image', async () => {
    const home = await fetch(shop.url + '/');
    expect(home.status).toBe(200);
    const html = await home.text();
    const pictures = [...new Set(html.match(/\/storage\/[^"\s,?]+/g))];
    expect(pictures.length).toBeGreaterThan(20);
    const stored = (url: string) => existsSync(path.join(data, url));
    expect(pictures.filter(stored).length).toBeLessThan(pictures.length);
    for (const url of pictures) {
      const res = await fetch(shop.url + url);
      expect([url, res.status, res.headers.get('content-type')?.startsWith('image/')]).toEqual([url, 200, true]);
    }
  });

  it('draws the rest in a process of the lowest priority, which ends with the shop', async () => {
    const [drawer] = children(shop.child.pid!);
    expect(drawer).toMatchObject({ nice: 19 });
    shop.child.kill('SIGTERM');
    await shop.exited;
    for (let tries = 0; tries < 50 && existsSync(`/proc/${drawer.pid}`); tries += 1) await delay(100);
    expect(existsSync(`/proc/${drawer.pid}`)).toBe(false);
  });
});

describe('a first start with the drawer off (HAAT_PICTURE_DRAWER=off)', () => {
  const data = mkdtempSync(path.join(tmpdir(), 'haat-first-start-'));
  const cache = mkdtempSync(path.join(tmpdir(), 'haat-picture-cache-'));
  let shop: BuiltShop;
  beforeAll(async () => {
    shop = await startBuiltShop({
      HAAT_DATA_DIR: data,
      HAAT_PICTURE_CACHE: cache,
      HAAT_WORKERS: '1',
      HAAT_PICTURE_DRAWER: 'off',
    });
  });
  afterAll(async () => {
    await shop?.kill();
    rmSync(data, { recursive: true, force: true });
    rmSync(cache, { recursive: true, force: true });
  });

  it('starts no drawer, and draws a picture when it is asked for', async () => {
    const html = await (await fetch(shop.url + '/')).text();
    const picture = html.match(/\/storage\/product\/[^"\s,?]+/)?.[0] ?? '';
    expect(picture).not.toBe('');
    expect(existsSync(path.join(data, picture))).toBe(false);
    const res = await fetch(shop.url + picture);
    expect([res.status, res.headers.get('content-type')?.startsWith('image/')]).toEqual([200, true]);
    expect(children(shop.child.pid!)).toEqual([]);
  });
});
