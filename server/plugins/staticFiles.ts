import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { SeedPictures } from '../seed/seedPictures';
import { ensureVariant } from '../uploads/variants';

const BUILD_PREFIX = '/build/';
const STORAGE_PREFIX = '/storage/';
/** The build's files that build/compress.mjs may have written .br and .gz copies of. */
const PRECOMPRESSED = /\.(js|css|svg|json)$/;
/**
 * The texts under the name another backend's pages fetch (/build/i18n/bn-BD.json); the shop's pages name the
 * content-named copy.
 */
const STABLE_TEXTS = /^\/build\/i18n\/[a-z]{2}-[A-Z]{2}\.json$/;

/**
 * The islands' build under /build/ (hashed file names never change content: cached for a year;
 * the texts' stable names excepted), sent as the .br or .gz copy the build wrote beside each file
 * when the browser accepts it (with Vary: Accept-Encoding), and the shop's pictures and uploads under /storage/
 * with their AVIF and
 * WebP copies (name-320w.avif), written when the picture was stored; a copy still missing (a
 * picture stored before copies were made with it) is made on its first request, and a demo
 * picture the seed recorded and nobody drew yet (seedPictures.ts) is drawn on its first request.
 */
export default fp<{ buildDir: string; storageDir: string; pictureCacheDir?: string }>(
  async (app, { buildDir, storageDir, pictureCacheDir }) => {
    // Each folder's hooks sit beside its routes, so the shop's other answers never run them.
    await app.register(async (build) => {
      build.addHook('onSend', (request, reply, payload, done) => {
        const file = request.url.split('?')[0];
        // Caches must keep the Brotli, gzip and plain answers of one URL apart.
        if (PRECOMPRESSED.test(file)) reply.header('Vary', 'Accept-Encoding');
        // A language's texts under their stable name change with a release: asked again each time (ETag).
        if (STABLE_TEXTS.test(file) && reply.statusCode < 400) reply.header('Cache-Control', 'no-cache');
        // A content-named file is immutable: no browser asks whether it changed, so a validator is
        // bytes on every answer (on a listing page, about 70 of each script's headers) for nothing.
        else reply.removeHeader('etag').removeHeader('last-modified');
        done(null, payload);
      });
      await build.register(fastifyStatic, {
        root: buildDir,
        prefix: BUILD_PREFIX,
        immutable: true,
        maxAge: '365d',
        index: false,
        preCompressed: true,
      });
    });
    await app.register(async (storage) => {
      const seedPictures = new SeedPictures(storageDir, pictureCacheDir || undefined);
      storage.addHook('onRequest', async (request) => {
        let file: string;
        try {
          file = decodeURIComponent(request.url.slice(STORAGE_PREFIX.length).split('?')[0]);
        } catch {
          return; // a malformed name: @fastify/static answers it
        }
        await seedPictures
          .ensure(file)
          .catch((err) => request.log.error({ err, file }, 'drawing a seed picture failed'));
        await ensureVariant(storageDir, file);
      });
      // Dot files (the seed's record of its pictures) are nobody's picture.
      await storage.register(fastifyStatic, {
        root: storageDir,
        prefix: STORAGE_PREFIX,
        decorateReply: false,
        maxAge: '30d',
        index: false,
        dotfiles: 'ignore',
      });
    });
  },
  { name: 'static-files' },
);
