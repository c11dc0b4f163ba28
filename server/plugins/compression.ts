import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  gzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: the encoding headers would eat most of the gain. */
export const COMPRESS_THRESHOLD = 1024;
/** The build's assets are compressed once at build time (build/compress.mjs); staticFiles sends those files. */
const PRECOMPRESSED_PREFIX = '/build/';
/** The islands' calls: JSON made for one shopper (the cart, the checkout), never a page. */
const CALL_PREFIX = '/api/';
/** The browser's choice among these, Brotli first. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
const brotliAt = (quality: number): BrotliOptions => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
});
/** Pages, and answers compressed once for many shoppers (SharedAnswer). */
export const PAGE_BROTLI_OPTIONS = brotliAt(5);
/**
 * A call's JSON made for one shopper (a route under /api/, or one declaring its answer's schema):
 * compressed per answer, at quality 1. Higher qualities cost each answer several times the CPU for
 * slightly fewer bytes; a call is made after the first paint, and a listing's answer at quality 1
 * still fits the packets it would at higher ones, so it costs the shopper no round trip, while the
 * extra CPU lowers the rate of uncached listing calls (bench:listing-ratio).
 */
export const CALL_BROTLI_OPTIONS = brotliAt(1);
const zlibOptions: ZlibOptions = { level: 6 };
/**
 * Answers up to this size are compressed in one call on the event loop, larger ones through
 * libuv's threads. A per-answer zlib stream and its trip to a thread cost more than compressing a
 * call's JSON (a listing's answer is well under this limit), so a call compressed in one go
 * costs less CPU and answers more calls a second. @fastify/compress's own default on 2 cores is
 * 8 KB, which sent most listings through streams. Pages (HTML, mostly above the limit) stay on
 * the stream: their compression would hold the event loop for milliseconds.
 */
export const SYNC_COMPRESS_MAX = 64 * 1024;

const pageCompression = {
  threshold: COMPRESS_THRESHOLD,
  syncThreshold: SYNC_COMPRESS_MAX,
  encodings: [...ENCODINGS],
  brotliOptions: PAGE_BROTLI_OPTIONS,
  zlibOptions,
};
const callCompression = { ...pageCompression, brotliOptions: CALL_BROTLI_OPTIONS };

/**
 * Pages (HTML) and calls (JSON) compressed on the fly with the encoding the browser accepts:
 * Brotli, else gzip. A page at quality 5: it costs little more CPU than 4 and sends noticeably
 * fewer bytes, and a page within a new connection's first round trip (about 14 KB, TCP's initial
 * window) paints a round trip sooner on a slow connection. A route under /api/, or one that
 * declares its answer's schema, answers a call: quality 1 (CALL_BROTLI_OPTIONS). Quality 11 would
 * take hundreds of milliseconds. Pictures (PNG, WebP, AVIF, JPEG) are already compressed and are
 * not compressible types, so they go as they are; an SVG picture is text and is compressed.
 * Registered before staticFiles and the routes: it hooks every route added after it.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith(PRECOMPRESSED_PREFIX)) route.compress = false;
      else if (route.compress === undefined && (route.url.startsWith(CALL_PREFIX) || route.schema?.response)) {
        route.compress = callCompression;
      }
    });
    await app.register(compress, pageCompression);
  },
  { name: 'compression' },
);

const negotiator = new Negotiator<Encoding>({ supportedValues: [...ENCODINGS] });
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** As the plugin does: in one call up to SYNC_COMPRESS_MAX bytes, on libuv's threads above. */
const encoders: Record<Encoding, (text: string, bytes: number) => Promise<Buffer>> = {
  br: async (text, bytes) =>
    bytes <= SYNC_COMPRESS_MAX ? brotliCompressSync(text, PAGE_BROTLI_OPTIONS) : brotliAsync(text, PAGE_BROTLI_OPTIONS),
  gzip: async (text, bytes) =>
    bytes <= SYNC_COMPRESS_MAX ? gzipSync(text, zlibOptions) : gzipAsync(text, zlibOptions),
};

/**
 * A JSON text sent to many shoppers (a remembered listing), compressed once per encoding on its
 * first asking instead of on every answer: on the fly, Brotli took most of a cached listing
 * call's CPU. Sends what the plugin above would: the same encodings,
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
    const encoding =
      this.bytes >= COMPRESS_THRESHOLD && accepted && request.headers['x-no-compression'] === undefined
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
