import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: the encoding headers would eat most of the gain. */
export const COMPRESS_THRESHOLD = 1024;
/** The build's assets are compressed once at build time (build/compress.mjs); staticFiles sends those files. */
const PRECOMPRESSED_PREFIX = '/build/';

/**
 * Pages (HTML) and calls (JSON) compressed on the fly with the encoding the browser accepts: Brotli
 * at a moderate quality (4 compresses a page in well under a millisecond, 11 would take tens), else
 * gzip. Pictures (PNG, WebP, AVIF, JPEG) are already compressed and are not compressible types, so
 * they go as they are; an SVG picture is text and is compressed. Registered before staticFiles and
 * the routes: it hooks every route added after it.
 */
export default fp(async (app) => {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(PRECOMPRESSED_PREFIX)) route.compress = false;
  });
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
    zlibOptions: { level: 6 },
  });
}, { name: 'compression' });
