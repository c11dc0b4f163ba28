import swagger from '@fastify/swagger';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** Where the OpenAPI document of the calls is served. */
export const OPENAPI_PATH = '/api/openapi.json';

/**
 * An area's routes, grouped in the OpenAPI document under `tag`. With `false`, routes that answer
 * pages or files (HTML, XML, text, redirects) rather than JSON: the document leaves them out.
 */
export function area<Options extends object>(
  tag: string | false,
  routes: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return async (scope, options) => {
    scope.addHook('onRoute', (route) => {
      // A new object each time: routes share schema objects (a page's noQuery ...).
      route.schema = tag ? { tags: [tag], ...route.schema } : { ...route.schema, hide: true };
    });
    await scope.register(routes, options);
  };
}

/**
 * The OpenAPI 3.1 document of the calls, built by @fastify/swagger from the routes' own schemas
 * (their parameters, bodies and, where declared, answers), for a backend that implements the
 * calls itself. It is made once, on the first request, and may be kept by any cache: it changes
 * only with the code. Register before the routes: the document lists those registered after it.
 */
export default fp<{ version: string }>(
  async (app, { version }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Haat storefront calls',
          version,
          description:
            'The calls the storefront islands make. Same origin, with cookies; a state-changing call sends the ' +
            'XSRF-TOKEN cookie back in the X-XSRF-TOKEN header. Envelopes and errors: docs/api.md.',
        },
      },
    });
    let document: string | undefined;
    // Not in the document itself: it describes the calls, not where it is served.
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
      document ??= JSON.stringify(app.swagger());
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(document);
    });
  },
  { name: 'openapi' },
);
