import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { insertCartFixtures } from '../test/stock';
import { startTestShop, TEST_DIALECTS, type TestShop } from '../test/testShop';
import compression, {
  CALL_BROTLI_OPTIONS,
  COMPRESS_THRESHOLD,
  PAGE_BROTLI_OPTIONS,
  SYNC_COMPRESS_MAX,
} from './compression';
import staticFiles from './staticFiles';

const SCRIPT = 'console.log("haat");\n'.repeat(200);
const atQuality5 = (text: Buffer) => brotliCompressSync(text, PAGE_BROTLI_OPTIONS);
const TEXTS = '{"layout.skipToContent":["মূল অংশে যান"]}';

describe('build files: the precompressed copy the browser accepts', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'haat-build-'));
    writeFileSync(path.join(dir, 'island-ABC.js'), SCRIPT);
    writeFileSync(path.join(dir, 'island-ABC.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(dir, 'island-ABC.js.gz'), gzipSync(SCRIPT));
    mkdirSync(path.join(dir, 'i18n'));
    writeFileSync(path.join(dir, 'i18n', 'bn-BD.json'), TEXTS);
    writeFileSync(path.join(dir, 'i18n', 'bn-BD-Xy_12ab-9.json'), TEXTS);
    app = Fastify();
    await app.register(compression);
    await app.register(staticFiles, { buildDir: dir, storageDir: dir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (acceptEncoding?: string) =>
    app.inject({ url: '/build/island-ABC.js', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the .br file to a browser that accepts Brotli', async () => {
    const res = await get('gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
  });

  it('sends the .gz file to a browser that accepts gzip only', async () => {
    const res = await get('gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(gzipSync(SCRIPT))).toBe(true);
  });

  it('sends the file as it is to a browser that accepts no encoding', async () => {
    const res = await get();
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(SCRIPT);
  });

  it("keeps a content-named texts file a year, and has the texts' stable name asked again", async () => {
    const named = await app.inject({ url: '/build/i18n/bn-BD-Xy_12ab-9.json' });
    expect(named.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Never asked again, so it carries no validator.
    expect(named.headers.etag).toBeUndefined();
    expect(named.headers['last-modified']).toBeUndefined();
    const stable = await app.inject({ url: '/build/i18n/bn-BD.json' });
    expect(stable.statusCode).toBe(200);
    expect(stable.headers['cache-control']).toBe('no-cache');
    expect(stable.headers.etag).toBeDefined();
    expect(stable.json()).toEqual({ 'layout.skipToContent': ['মূল অংশে যান'] });
  });
});

describe('answers compressed in one call, or streamed when large', () => {
  const items = (bytes: number) => ({
    data: Array.from({ length: Math.ceil(bytes / 40) }, (_, i) => ({ id: i, name: `Hilsa fish curry pack ${i}` })),
  });
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(compression);
    app.get('/call', async () => items(SYNC_COMPRESS_MAX / 2));
    app.get('/large', async () => items(SYNC_COMPRESS_MAX * 2));
    app.get('/api/call', async () => items(SYNC_COMPRESS_MAX / 2));
    app.get(
      '/schema',
      { schema: { response: { 200: { type: 'object', properties: { data: { type: 'array' } } } } } },
      async () => items(SYNC_COMPRESS_MAX / 2),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it("sends a call's JSON compressed whole, with its length, and a larger answer as a stream", async () => {
    const call = await app.inject({ url: '/call', headers: { 'accept-encoding': 'br' } });
    expect(call.headers['content-encoding']).toBe('br');
    expect(Number(call.headers['content-length'])).toBe(call.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(call.rawPayload).toString())).toEqual(items(SYNC_COMPRESS_MAX / 2));
    const large = await app.inject({ url: '/large', headers: { 'accept-encoding': 'gzip' } });
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(large.headers['content-length']).toBeUndefined();
    expect(JSON.parse(gunzipSync(large.rawPayload).toString())).toEqual(items(SYNC_COMPRESS_MAX * 2));
  });

  it("compresses a route's answer at Brotli quality 5, a call (under /api/, or with a schema) at 1", async () => {
    const plain = await app.inject({ url: '/call', headers: { 'accept-encoding': 'br' } });
    const call = await app.inject({ url: '/schema', headers: { 'accept-encoding': 'br' } });
    const apiCall = await app.inject({ url: '/api/call', headers: { 'accept-encoding': 'br' } });
    const json = Buffer.from(JSON.stringify(items(SYNC_COMPRESS_MAX / 2)));
    expect(plain.rawPayload.equals(atQuality5(json))).toBe(true);
    expect(call.rawPayload.equals(brotliCompressSync(json, CALL_BROTLI_OPTIONS))).toBe(true);
    expect(apiCall.rawPayload.equals(call.rawPayload)).toBe(true);
    expect(call.rawPayload.equals(plain.rawPayload)).toBe(false);
  });
});

describe.each(TEST_DIALECTS)('pages and calls compressed on the fly (%s)', (dialect) => {
  let shop: TestShop<unknown>;
  beforeAll(async () => {
    shop = await startTestShop(dialect, { stock: insertCartFixtures });
  });
  afterAll(() => shop.close());

  it('compresses a page with Brotli, or gzip when the browser has no Brotli', async () => {
    const br = await shop.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await shop.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(Buffer.byteLength((await shop.app.inject({ url: '/' })).body));
  });

  it('compresses a JSON answer above the threshold and leaves a tiny one as it is', async () => {
    const big = await shop.app.inject({ url: '/shop/products/data', headers: { 'accept-encoding': 'br' } });
    const plain = await shop.app.inject({ url: '/shop/products/data' });
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(COMPRESS_THRESHOLD);
    expect(big.headers['content-encoding']).toBe('br');
    const tiny = await shop.app.inject({ url: '/api/categories', headers: { 'accept-encoding': 'br' } });
    expect(Buffer.byteLength(tiny.body)).toBeLessThan(COMPRESS_THRESHOLD);
    expect(tiny.headers['content-encoding']).toBeUndefined();
  });

  it(
    'compresses a page and a remembered listing at Brotli quality 5, a listing made for one shopper at ' + '3',
    async () => {
      const get = (url: string) => shop.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      const page = await get('/');
      expect(page.rawPayload.equals(atQuality5(brotliDecompressSync(page.rawPayload)))).toBe(true);
      const remembered = await get('/shop/products/data?page=1');
      expect(remembered.rawPayload.equals(atQuality5(brotliDecompressSync(remembered.rawPayload)))).toBe(true);
      process.env.HAAT_LISTING_CACHE = 'off';
      try {
        const uncached = await get('/shop/products/data?page=1');
        expect(
          uncached.rawPayload.equals(
            brotliCompressSync(brotliDecompressSync(remembered.rawPayload), CALL_BROTLI_OPTIONS),
          ),
        ).toBe(true);
      } finally {
        delete process.env.HAAT_LISTING_CACHE;
      }
    },
  );

  it('sends a remembered listing in the encoding each shopper accepts, the same JSON in every one', async () => {
    const url = '/shop/products/data';
    const plain = await shop.app.inject({ url });
    const answers = await Promise.all(
      ['br', 'gzip, deflate', 'gzip, deflate, br, zstd', 'x-gzip', 'br;q=0, gzip'].map((accepted) =>
        shop.app.inject({ url, headers: { 'accept-encoding': accepted } }),
      ),
    );
    expect(answers.map((a) => a.headers['content-encoding'])).toEqual(['br', 'gzip', 'br', 'gzip', 'gzip']);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers.vary).toBe('accept-encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
      const json =
        answer.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(answer.rawPayload)
          : gunzipSync(answer.rawPayload);
      expect(json.toString()).toBe(plain.body);
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.length).toBeGreaterThan(0);
  });
});
