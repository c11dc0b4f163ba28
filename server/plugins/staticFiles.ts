import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * The islands' build under /build/ (hashed file names never change content: cached for a year) and
 * the shop's pictures and uploads under /storage/.
 */
export default fp<{ buildDir: string; storageDir: string }>(async (app, { buildDir, storageDir }) => {
  await app.register(fastifyStatic, { root: buildDir, prefix: '/build/', immutable: true, maxAge: '365d', index: false });
  await app.register(fastifyStatic, { root: storageDir, prefix: '/storage/', decorateReply: false, maxAge: '30d', index: false });
}, { name: 'static-files' });
