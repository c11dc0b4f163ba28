import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import compression from './compression';
import staticFiles from './staticFiles';

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="430" height="510">${'<rect width="430" height="510" fill="#0f766e"/>'.repeat(40)}</svg>`;

describe('stored pictures and their AVIF and WebP copies', () => {
  let storage: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    storage = mkdtempSync(path.join(tmpdir(), 'haat-storage-'));
    mkdirSync(path.join(storage, 'product/1'), { recursive: true });
    await sharp(Buffer.from(SVG)).webp().toFile(path.join(storage, 'product/1/main-1.webp'));
    await sharp(Buffer.from(SVG)).png().toFile(path.join(storage, 'default.png'));
    writeFileSync(path.join(storage, 'logo.svg'), SVG);
    app = Fastify();
    await app.register(compression);
    await app.register(staticFiles, { buildDir: storage, storageDir: storage });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(storage, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });

  it('makes a copy on its first request, at the asked width, and keeps it beside the original', async () => {
    const res = await get('/storage/product/1/main-1-240w.avif');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers['content-encoding']).toBeUndefined();
    const { width, height, format } = await sharp(res.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 240, height: 285, format: 'heif' });
    expect(existsSync(path.join(storage, 'product/1/main-1-240w.avif'))).toBe(true);
  });

  it('makes WebP copies of PNG originals too, never wider than the original', async () => {
    const res = await get('/storage/default-640w.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(430);
  });

  it('sends pictures as they are: they are compressed already', async () => {
    const res = await get('/storage/product/1/main-1.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('compresses an SVG picture, which is text', async () => {
    const res = await get('/storage/logo.svg');
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('answers 404 for a width not listed, a missing original or a path outside the storage', async () => {
    expect((await get('/storage/product/1/main-1-241w.avif')).statusCode).toBe(404);
    expect((await get('/storage/product/1/main-9-240w.avif')).statusCode).toBe(404);
    expect(existsSync(path.join(storage, 'product/1/main-1-241w.avif'))).toBe(false);
  });

  it('makes no copy of a picture outside the storage', async () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'haat-outside-'));
    await sharp(Buffer.from(SVG)).png().toFile(path.join(outside, 'secret.png'));
    const url = `/storage/..%2F${path.basename(outside)}%2Fsecret-240w.webp`;
    const res = await get(url);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(existsSync(path.join(outside, 'secret-240w.webp'))).toBe(false);
    rmSync(outside, { recursive: true, force: true });
  });
});
