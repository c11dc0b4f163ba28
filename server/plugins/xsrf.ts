import { say } from '../../shared/validation/shopText';
import { inEnglish, serverText } from '../lib/serverText';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from './session';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const XSRF_MESSAGE_TEXT = serverText('server.securityToken');
/** In English, word for word as the English catalogue has it. */
export const XSRF_MESSAGE = inEnglish(XSRF_MESSAGE_TEXT);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Valid token and session pairs remembered (about 150 bytes each); past this the memory starts over. */
const MAX_VALID_PAIRS = 10_000;

/** The shop's signing secret: made once, kept in the database so every server process agrees. */
async function appSecret(app: FastifyInstance): Promise<string> {
  const fresh = randomBytes(32).toString('base64url');
  await app.db
    .insertInto('app_settings')
    .values({ key: 'app_secret', value: fresh })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await app.db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'app_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}

/**
 * Double-submit XSRF protection: the server signs a token into the XSRF-TOKEN cookie; the
 * storefront's client sends it back as X-XSRF-TOKEN. The signature covers the visitor's session
 * cookie (none for a guest without a session), so a token is worth nothing beside another
 * visitor's session. A state-changing call without a matching pair, validly signed for the
 * session it comes with, is refused before its body is read, so it changes nothing. When the
 * session cookie changes (a first cart, signing in or out) a token for the new one is sent in
 * the same answer, so the page's next call goes through.
 */
export default fp<{ secureCookies: boolean }>(
  async (app, { secureCookies }) => {
    const secret = await appSecret(app);
    const sign = (nonce: string, session: string) =>
      createHmac('sha256', secret).update(`${nonce}.${session}`).digest('base64url').slice(0, 32);
    const mint = (session: string) => {
      const nonce = randomBytes(18).toString('base64url');
      return `${nonce}.${sign(nonce, session)}`;
    };
    // Tokens found valid, with the session cookie they were signed for: a visitor's calls check the
    // same pair once or twice each (the guard, then the answer), and an HMAC a check was a few
    // percent of a cart call's CPU. Only valid pairs are kept, so a miss is always signed and compared.
    const validPairs = new Map<string, string>();
    const valid = (token: string | undefined, session: string): token is string => {
      if (!token) return false;
      if (validPairs.get(token) === session) return true;
      const [nonce, mac] = token.split('.');
      if (!nonce || !mac) return false;
      const expected = Buffer.from(sign(nonce, session));
      const given = Buffer.from(mac);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
      if (validPairs.size >= MAX_VALID_PAIRS) validPairs.clear();
      validPairs.set(token, session);
      return true;
    };

    app.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) return;
      const cookie = request.cookies[XSRF_COOKIE];
      const header = request.headers[XSRF_HEADER];
      if (!valid(cookie, request.cookies[SESSION_COOKIE] ?? '') || typeof header !== 'string' || header !== cookie) {
        return reply.code(403).send({ message: say(request.t, XSRF_MESSAGE_TEXT) });
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      // An answer any cache may keep (the build's files, pictures, robots.txt, the sitemaps) carries
      // no cookie: a CDN would keep one visitor's token with it, or not keep the answer at all.
      if (/\bpublic\b/.test(String(reply.getHeader('cache-control') ?? ''))) return payload;
      const session =
        request.session?.cookieAfter(request.cookies[SESSION_COOKIE]) ?? request.cookies[SESSION_COOKIE] ?? '';
      if (!valid(request.cookies[XSRF_COOKIE], session)) {
        reply.setCookie(XSRF_COOKIE, mint(session), {
          path: '/',
          httpOnly: false,
          sameSite: 'lax',
          secure: secureCookies,
        });
      }
      return payload;
    });
  },
  { name: 'xsrf', dependencies: ['db'] },
);
