import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: the encoding headers would eat most of the gain. */
export const COMPRESS_THRESHOLD = 1024;
/** The build's assets are compressed once at build time (build/compress.mjs); staticFiles sends those files. */
const PRECOMPRESSED_PREFIX = '/build/';
/** The browser's choice among these, Brotli first. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
const brotliAt = (quality: number): BrotliOptions => ({ params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
/** Pages, and answers compressed once for many shoppers (SharedAnswer). */
export const PAGE_BROTLI_OPTIONS = brotliAt(5);
/**
 * A call's JSON made for one shopper (a route declaring its answer's schema): compressed per
 * answer, at quality 1. Over the 534 answers above 1 KB of the mixed listing benchmark (12 KB of
 * JSON on average) quality 1 took 34 us an answer for 1.91 KB, quality 2 50 us for 1.64 KB,
 * quality 3 64 us for 1.55 KB, quality 5 158 us: a call is made after the first paint, and 1.91 KB
 * still goes in the two packets 1.55 KB does, so it costs the shopper no round trip, while quality
 * 3 cost uncached listing calls a tenth of their rate (bench:listing-ratio uncached, one run per
 * quality: 0.094x and 0.105x the bare route at quality 1, 0.086x and 0.087x at 3).
 */
export const CALL_BROTLI_OPTIONS = brotliAt(1);
const zlibOptions: ZlibOptions = { level: 6 };
/**
 * Answers up to this size are compressed in one call on the event loop, larger ones through
 * libuv's threads. A per-answer zlib stream and its trip to a thread cost more than compressing a
 * call's JSON (10 KB on average for a listing, 45 KB at most): on this 2-core machine a route
 * sending a 40 KB listing answered 2,360 req/s at 0.45 ms of CPU each compressed in one call, and
 * 1,720 req/s at about 1 ms through a stream (Brotli quality 5). @fastify/compress's own default
 * on 2 cores is 8 KB, which sent most listings through streams. Pages (HTML, up to about 190 KB)
 * stay on the stream: their compression would hold the event loop for milliseconds.
 */
export const SYNC_COMPRESS_MAX = 64 * 1024;

const pageCompression = { threshold: COMPRESS_THRESHOLD, syncThreshold: SYNC_COMPRESS_MAX, encodings: [...ENCODINGS], brotliOptions: PAGE_BROTLI_OPTIONS, zlibOptions };
const callCompression = { ...pageCompression, brotliOptions: CALL_BROTLI_OPTIONS };

/**
 * Pages (HTML) and calls (JSON) compressed on the fly with the encoding the browser accepts:
 * Brotli, else gzip. A page at quality 5: it costs about a millisecond more than 4 on a 190 KB
 * page and sends 9-10% fewer bytes (the home page 21.9 -> 19.7 KB, a category 17.0 -> 15.4 KB),
 * and a page within a new connection's first round trip (about 14 KB) paints a round trip sooner
 * on a slow connection. A route that declares its answer's schema answers a call: quality 1
 * (CALL_BROTLI_OPTIONS). Quality 11 would take hundreds of milliseconds. Pictures (PNG, WebP,
 * AVIF, JPEG) are already compressed and are not compressible types, so they go as they are; an
 * SVG picture is text and is compressed. Registered before staticFiles and the routes: it hooks
 * every route added after it.
 */
export default fp(async (app) => {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(PRECOMPRESSED_PREFIX)) route.compress = false;
    else if (route.compress === undefined && route.schema?.response) route.compress = callCompression;
  });
  await app.register(compress, pageCompression);
}, { name: 'compression' });

const negotiator = new Negotiator<Encoding>({ supportedValues: [...ENCODINGS] });
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** As the plugin does: in one call up to SYNC_COMPRESS_MAX bytes, on libuv's threads above. */
const encoders: Record<Encoding, (text: string, bytes: number) => Promise<Buffer>> = {
  br: async (text, bytes) => (bytes <= SYNC_COMPRESS_MAX ? brotliCompressSync(text, PAGE_BROTLI_OPTIONS) : brotliAsync(text, PAGE_BROTLI_OPTIONS)),
  gzip: async (text, bytes) => (bytes <= SYNC_COMPRESS_MAX ? gzipSync(text, zlibOptions) : gzipAsync(text, zlibOptions)),
};

/**
 * A JSON text sent to many shoppers (a remembered listing), compressed once per encoding on its
 * first asking instead of on every answer: on the fly, Brotli took about 0.45 ms of each cached
 * listing call, nine tenths of its CPU. Sends what the plugin above would: the same encodings,
 * threshold and Vary.
 */
export class SharedAnswer {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();
  private readonly bytes: number;
  constructor(readonly json: string) {
    this.bytes = Buffer.byteLength(json);
  }

  async send(request: FastifyRequest, reply: FastifyReply): Promise<string | Buffer> {
    reply.type('application/json; charset=utf-8');
    const accepted = request.headers['accept-encoding'];
    const encoding = this.bytes >= COMPRESS_THRESHOLD && accepted && request.headers['x-no-compression'] === undefined
      ? negotiator.negotiate(accepted.toLowerCase().replace(/\*|x-gzip/g, 'gzip'))
      : null;
    if (!encoding) return this.json;
    let body = this.encoded.get(encoding);
    // Shoppers asking while it is being made share the one pass.
    if (!body) this.encoded.set(encoding, (body = encoders[encoding](this.json, this.bytes)));
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'accept-encoding');
    else if (!String(vary).includes('accept-encoding')) reply.header('vary', `${String(vary)}, accept-encoding`);
    reply.header('content-encoding', encoding);
    return await body;
  }
}
