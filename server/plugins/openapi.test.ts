import { execFileSync } from 'node:child_process';
import diagnostics from 'node:diagnostics_channel';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { TEST_DIALECTS, testShop } from '../test/testShop';
import { OPENAPI_PATH } from './openapi';

interface SeenRoute {
  method: string;
  url: string;
  /** The schema as the route's file declares it. */
  declared?: FastifySchema;
  /** The route as registered, with what the areas added (its tag, or that it is left out). */
  route: RouteOptions;
}

// Every route of every shop this file starts, seen by the first onRoute hook of the shop's root, before the areas
// tag them. Fastify announces each new instance on this channel so that tools can add hooks first.
const routesOf = new Map<FastifyInstance, SeenRoute[]>();
diagnostics.subscribe('fastify.initialization', (message) => {
  const { fastify } = message as { fastify: FastifyInstance };
  const seen: SeenRoute[] = [];
  routesOf.set(fastify, seen);
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') seen.push({ method, url: route.url, declared: route.schema, route });
    }
  });
});

/** Validates a document against the OpenAPI schemas (the validator is an ES module: it runs in a Node of its own). */
function validateOpenApi(document: string): { valid: boolean; version: string; errors?: unknown } {
  const script = `
    import { Validator } from '@seriousme/openapi-schema-validator';
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(text));
    process.stdout.write(JSON.stringify({ ...result, version: validator.version }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { input: document });
  return JSON.parse(out.toString()) as { valid: boolean; version: string; errors?: unknown };
}

/** /api/product/:id/reviews as the document writes it: /api/product/{id}/reviews. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const isHidden = ({ route }: SeenRoute) => (route.schema as { hide?: boolean } | undefined)?.hide === true;

describe.each(TEST_DIALECTS)('the OpenAPI document on %s', (dialect) => {
  const shop = testShop(dialect);
  const fetchDocument = () => shop.app.inject({ method: 'GET', url: OPENAPI_PATH });

  it('is a valid OpenAPI 3.1 document that any cache may keep', async () => {
    const res = await fetchDocument();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.json()).toEqual(expect.objectContaining({ openapi: '3.1.0' }));
    const result = validateOpenApi(res.body);
    expect(result.errors).toBeUndefined();
    expect([result.valid, result.version]).toEqual([true, '3.1']);
    // Made once: the second answer is the same text, and compressed as the browser asks.
    expect((await fetchDocument()).body).toBe(res.body);
    const compressed = await shop.app.inject({
      method: 'GET',
      url: OPENAPI_PATH,
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(res.body);
  });

  it('lists every JSON call under its area, each with the schema of its input or its answer', async () => {
    const paths = (await fetchDocument()).json().paths as Record<
      string,
      Record<string, { tags?: string[]; security?: unknown }>
    >;
    const calls = routesOf.get(shop.app)!.filter((seen) => !isHidden(seen));
    expect(calls.length).toBeGreaterThan(60);
    const problems = calls.flatMap(({ method, url, declared }) => {
      const operation = paths[openApiPath(url)]?.[method.toLowerCase()];
      const declares = ['params', 'querystring', 'body', 'response'].some((part) => part in (declared ?? {}));
      return [
        ...(declares ? [] : [`${method} ${url} declares no schema`]),
        ...(operation ? [] : [`${method} ${url} is missing from the document`]),
        ...(operation?.tags?.length === 1 ? [] : [`${method} ${url} has no area`]),
      ];
    });
    expect(problems).toEqual([]);
    // A state-changing call names the XSRF header it must send; a read does not.
    expect(paths['/api/checkout/cart']?.post).toEqual(expect.objectContaining({ security: [{ xsrf: [] }] }));
    expect(paths['/api/checkout/cart']?.get).not.toHaveProperty('security');
    expect(paths['/api/product/{id}/reviews']?.get).toEqual(
      expect.objectContaining({
        tags: ['Reviews'],
        parameters: expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path', required: true })]),
      }),
    );
  });

  it('leaves out only pages, files and form posts, which do not answer JSON', async () => {
    const left = routesOf.get(shop.app)!.filter((seen) => isHidden(seen) && seen.url !== OPENAPI_PATH);
    expect(left.map(({ url }) => url)).toEqual(expect.arrayContaining(['/', '/products/:urlKey', '/sitemap.xml']));
    expect(left.filter(({ method }) => method !== 'GET' && method !== 'POST')).toEqual([]);
    // A page or file with no parameter, asked for as a browser does, answers HTML, XML, text or a redirect.
    for (const { url } of left.filter(({ method, url }) => method === 'GET' && !/[:*]/.test(url))) {
      const res = await shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*;q=0.8' } });
      expect([url, String(res.headers['content-type'] ?? '')]).not.toEqual([url, expect.stringMatching(/json/)]);
    }
  });
});
