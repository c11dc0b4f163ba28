import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import staticFiles from '../plugins/staticFiles';
import { categoryLogo, type Art } from './images';
import { recordSeedPictures, SeedPictures, type SeedPicture } from './seedPictures';

jest.setTimeout(60_000);

const art = (id: number, base = true): Art => ({
  path: `product/${id}/main-${base ? 1 : 2}.webp`,
  icon: 'shop',
  colour: '#0f766e',
  brand: 'Walton',
  title: `Product ${id}`,
  layout: 1,
  base,
});
const review = {
  source: 'product/1/main-1.webp',
  small: 'reviews/1/photo-1-small.webp',
  large: 'reviews/1/photo-1-large.webp',
  seed: 7,
};
const PICTURES: SeedPicture[] = [
  { drawing: categoryLogo('category/groceries.webp', 'groceries', '#2e7d32') },
  { art: art(1) },
  { art: art(1, false) },
  { art: art(2) },
  { art: art(1), thumbnail: true },
  { review },
];

describe('the demo pictures, recorded by the seed and drawn after the shop serves', () => {
  let storage: string;
  let cache: string;
  let app: FastifyInstance;
  beforeEach(async () => {
    storage = mkdtempSync(path.join(tmpdir(), 'haat-storage-'));
    cache = mkdtempSync(path.join(tmpdir(), 'haat-picture-cache-'));
    await recordSeedPictures(storage, PICTURES);
    app = Fastify();
    await app.register(staticFiles, { buildDir: storage, storageDir: storage, pictureCacheDir: cache });
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
    rmSync(storage, { recursive: true, force: true });
    rmSync(cache, { recursive: true, force: true });
  });

  const picture = async (url: string) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    const { width, height, format } = await sharp(res.rawPayload).metadata();
    return { type: res.headers['content-type'], width, height, format };
  };

  const stored = (file: string) => existsSync(path.join(storage, file));

  it('answers a picture not drawn yet, or any of its copies, by drawing it on that request', async () => {
    expect(stored('product/1/main-1.webp')).toBe(false);
    expect(await picture('/storage/product/1/main-1-240w.avif')).toMatchObject({ type: 'image/avif', width: 240 });
    expect(await picture('/storage/product/2/main-1.webp')).toMatchObject({ type: 'image/webp', width: 430 });
    expect(await picture('/storage/product/1/thumb-1-128w.webp')).toMatchObject({ width: 128, height: 128 });
    expect(await picture('/storage/category/groceries.webp')).toMatchObject({ width: 128, height: 128 });
    // A picture asked for is drawn whole: the picture and every copy its srcsets name.
    for (const file of ['main-1.webp', 'main-1-430w.avif', 'main-1-64w.webp', 'main-1-240w.avif']) {
      expect(stored(`product/2/${file}`)).toBe(true);
    }
  });

  it('draws a copy asked for alone, as the whole picture draws it', async () => {
    const copy = await app.inject({ url: '/storage/product/1/main-1-240w.avif' });
    await app.inject({ url: '/storage/product/1/thumb-1-240w.webp' });
    expect(stored('product/1/main-1-240w.avif')).toBe(true);
    for (const file of ['main-1.webp', 'main-1-430w.avif', 'main-1-240w.webp', 'thumb-1.webp', 'thumb-1-128w.webp']) {
      expect(stored(`product/1/${file}`)).toBe(false);
    }
    // The picture drawn whole later has the same bytes for that copy.
    await new SeedPictures(storage, cache).drawAll(2);
    expect(stored('product/1/main-1-430w.avif')).toBe(true);
    expect((await app.inject({ url: '/storage/product/1/main-1-240w.avif' })).rawPayload).toEqual(copy.rawPayload);
  });

  it("draws a review photo's product picture first, then the photo", async () => {
    expect(await picture('/storage/reviews/1/photo-1-large.webp')).toMatchObject({ width: 600, height: 600 });
    expect(await picture('/storage/reviews/1/photo-1-small-128w.avif')).toMatchObject({ width: 128 });
    expect(existsSync(path.join(storage, 'product/1/main-1.webp'))).toBe(true);
  });

  it('answers the same picture asked for many times at once, every time', async () => {
    const files = ['main-1.webp', 'main-1-240w.avif', 'main-1-430w.webp', 'main-1-64w.avif'];
    const urls = [...files, ...files];
    const answers = await Promise.all(urls.map((file) => app.inject({ url: `/storage/product/2/${file}` })));
    expect(answers.map((res) => res.statusCode)).toEqual(urls.map(() => 200));
  });

  it('draws nothing for a name the seed did not record, and never serves its record', async () => {
    expect((await app.inject({ url: '/storage/product/3/main-1.webp' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/storage/product/1/main-1-241w.avif' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/storage/.seed-pictures.json' })).statusCode).toBe(404);
    expect(existsSync(path.join(storage, 'product/1/main-1.webp'))).toBe(false);
  });

  it('draws every picture not drawn yet in the background, and none twice', async () => {
    const pictures = new SeedPictures(storage, cache);
    await picture('/storage/product/2/main-1.webp');
    expect(await pictures.undrawn()).toHaveLength(PICTURES.length - 1);
    expect(await pictures.drawAll(2)).toBe(PICTURES.length - 1);
    expect(await pictures.undrawn()).toEqual([]);
    expect(await pictures.drawAll(2)).toBe(0);
    expect(await picture('/storage/product/1/main-2-430w.avif')).toMatchObject({ width: 430 });
  });

  it('draws again, on a new seed, only the pictures it records otherwise', async () => {
    const pictures = new SeedPictures(storage, cache);
    await pictures.drawAll(2);
    const recoloured = { art: { ...art(2), colour: '#c62828' } };
    await recordSeedPictures(storage, [...PICTURES.slice(0, 3), recoloured, ...PICTURES.slice(4)]);
    expect(await pictures.undrawn()).toEqual([recoloured]);
  });
});
