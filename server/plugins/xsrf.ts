import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const XSRF_MESSAGE = 'Your security token is missing or has expired. Reload the page and try again.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The shop's signing secret: made once, kept in the database so every server process agrees. */
async function appSecret(app: FastifyInstance): Promise<string> {
  const fresh = randomBytes(32).toString('base64url');
  await app.db.insertInto('app_settings').values({ key: 'app_secret', value: fresh }).onConflict((oc) => oc.column('key').doNothing()).execute();
  const row = await app.db.selectFrom('app_settings').select('value').where('key', '=', 'app_secret').executeTakeFirstOrThrow();
  return row.value;
}

/**
 * Double-submit XSRF protection: the server signs a token into the XSRF-TOKEN cookie; the
 * storefront's client sends it back as X-XSRF-TOKEN. A state-changing call without a matching,
 * validly signed pair is refused before its body is read, so it changes nothing.
 */
export default fp<{ secureCookies: boolean }>(async (app, { secureCookies }) => {
  const secret = await appSecret(app);
  const sign = (nonce: string) => createHmac('sha256', secret).update(nonce).digest('base64url').slice(0, 32);
  const mint = () => {
    const nonce = randomBytes(18).toString('base64url');
    return `${nonce}.${sign(nonce)}`;
  };
  const valid = (token: string | undefined): token is string => {
    if (!token) return false;
    const [nonce, mac] = token.split('.');
    if (!nonce || !mac) return false;
    const expected = Buffer.from(sign(nonce));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const cookie = request.cookies[XSRF_COOKIE];
    const header = request.headers[XSRF_HEADER];
    if (!valid(cookie) || typeof header !== 'string' || header !== cookie) {
      return reply.code(403).send({ message: XSRF_MESSAGE });
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!valid(request.cookies[XSRF_COOKIE])) {
      reply.setCookie(XSRF_COOKIE, mint(), { path: '/', httpOnly: false, sameSite: 'lax', secure: secureCookies });
    }
    return payload;
  });
}, { name: 'xsrf', dependencies: ['db'] });
