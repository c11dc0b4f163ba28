import { serverText } from '../../lib/serverText';
import type { FastifyPluginAsync } from 'fastify';
import { NotFound } from '../../lib/domainErrors';
import { robotsTxt } from '../../seo/robots';
import { sitemapFile, sitemapIndex } from '../../seo/sitemap';

export interface SeoOptions {
  /** The shop's public origin (config.publicUrl): every URL of robots.txt and the sitemaps names it. */
  publicUrl: string;
}

const noQuery = { type: 'object', properties: {} } as const;
/** Crawlers read these often; a few minutes old is fresh enough, and saves the database the reads. */
const CACHE = 'public, max-age=600';
const XML = 'application/xml; charset=utf-8';

/** robots.txt, the sitemap index and its sitemaps (streamed as the database is read). */
const seoRoutes: FastifyPluginAsync<SeoOptions> = async (app, { publicUrl }) => {
  app.get('/robots.txt', { schema: { querystring: noQuery } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', { schema: { querystring: noQuery } }, async (_request, reply) =>
    reply
      .type(XML)
      .header('cache-control', CACHE)
      .send(await sitemapIndex(app.db, publicUrl)),
  );

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    {
      schema: {
        querystring: noQuery,
        params: {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', minLength: 1, maxLength: 40 } },
        },
      },
    },
    async (request, reply) => {
      // A name the index never gave (no such kind, a part with no URL) is a missing file, as for any crawler's guess.
      const stream = await sitemapFile(app.db, publicUrl, request.params.file);
      if (!stream) throw new NotFound(serverText('server.noSuchSitemap'));
      return reply.type(XML).header('cache-control', CACHE).send(stream);
    },
  );
};

export default seoRoutes;
