import swagger from '@fastify/swagger';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { SharedAnswer } from './compression';
import { SESSION_COOKIE } from './session';
import { XSRF_COOKIE, XSRF_HEADER } from './xsrf';

/** Where the OpenAPI document of the calls is served. */
export const OPENAPI_PATH = '/api/openapi.json';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What a state-changing call must send: the XSRF token, as the xsrf plugin checks it. */
const XSRF_SECURITY = [{ xsrf: [] }];

/**
 * An area's routes, grouped in the OpenAPI document under `tag`. With `false`, routes that answer
 * pages or files (HTML, XML, text, redirects) rather than JSON: the document leaves them out.
 */
export function area<Options extends object>(
  tag: string | false,
  routes: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  const plugin: FastifyPluginAsync<Options> = async (scope, options) => {
    scope.addHook('onRoute', (route) => {
      // A new object each time: routes share schema objects (a page's noQuery ...).
      if (!tag) {
        route.schema = { ...route.schema, hide: true };
        return;
      }
      const changesState = [route.method].flat().some((method) => !SAFE_METHODS.has(method));
      route.schema = { tags: [tag], ...(changesState ? { security: XSRF_SECURITY } : {}), ...route.schema };
    });
    await scope.register(routes, options);
  };
  // Named, fastify looks no further for a plugin's name; unnamed, it searches every loaded module for the one that
  // exports the plugin, once per registration (slow where modules are many, as under jest).
  nameOf(routes, routes.name);
  return nameOf(plugin, `${tag || 'pages'} (${routes.name})`);
}

const nameOf = <Plugin extends object>(plugin: Plugin, name: string): Plugin =>
  Object.assign(plugin, { [Symbol.for('fastify.display-name')]: name });

/**
 * The OpenAPI 3.1 document of the calls, built by @fastify/swagger from the routes' own schemas
 * (their parameters, bodies and, where declared, answers), for a backend that implements the
 * calls itself. It is made and compressed once, on the first requests, and may be kept by any
 * cache: it changes only with the code. Register before the routes: the document lists those registered after it.
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
            'The calls the storefront islands make: same origin, with cookies; a state-changing call sends the ' +
            'XSRF token (the xsrf scheme). Envelopes, errors and messages: docs/api.md.',
        },
        components: {
          securitySchemes: {
            xsrf: {
              type: 'apiKey',
              in: 'header',
              name: XSRF_HEADER,
              description: `The ${XSRF_COOKIE} cookie's value, signed for the ${SESSION_COOKIE} cookie sent with it.`,
            },
          },
        },
      },
    });
    let document: SharedAnswer | undefined;
    // Not in the document itself: it describes the calls, not where it is served.
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async (request, reply) => {
      document ??= new SharedAnswer(JSON.stringify(app.swagger()));
      reply.header('cache-control', 'public, max-age=3600');
      return document.send(request, reply);
    });
  },
  { name: 'openapi' },
);
