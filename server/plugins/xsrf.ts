import { XSRF_FIELD } from '../../shared/forms/formActions';
import { say } from '../../shared/validation/shopText';
import { inEnglish, serverText } from '../lib/serverText';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { backTo, flashNextPage } from './formReturn';
import { SESSION_COOKIE } from './session';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const XSRF_MESSAGE_TEXT = serverText('server.securityToken');
/** In English, word for word as the English catalogue has it. */
export const XSRF_MESSAGE = inEnglish(XSRF_MESSAGE_TEXT);
/** What a form sent without script is told when its token is refused, on the page it came back to. */
export const FORM_EXPIRED_TEXT = serverText('server.formExpired');
/** Where the storefront's forms are sent (shared/forms/formActions.ts): their answers are pages, not JSON. */
const FORM_ROUTES = '/form/';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const isPlainForm = (request: FastifyRequest) =>
  /^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(
    (request.headers['content-type'] ?? '').toLowerCase(),
  );

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: a server-to-server notification, checked by its own secret instead. */
    xsrf?: boolean;
  }
  interface FastifyRequest {
    /** The token for this visitor's session after this answer: what a page writes into its forms' _xsrf field. */
    xsrfToken(): string;
  }
  interface FastifyContextConfig {
    /** false: a gateway's notification or return form, which the XSRF check lets through (routes/payment). */
    xsrf?: boolean;
  }
}
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
 * A form sent without script (urlencoded or multipart, no header) carries the token as its
 * `_xsrf` field instead, which pages write with request.xsrfToken(): it is checked once the body is
 * parsed, before validation and the handler, so a refused form changes nothing either; a storefront
 * form's refusal is a page too (303 back to it, its message flashed), not the JSON 403.
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

    const sessionAfter = (request: FastifyRequest) =>
      request.session?.cookieAfter(request.cookies[SESSION_COOKIE]) ?? request.cookies[SESSION_COOKIE] ?? '';
    // The token minted for a request and the session it was signed for: the page's forms and its cookie agree.
    const minted = new WeakMap<FastifyRequest, { token: string; session: string }>();
    app.decorateRequest('xsrfToken', function (this: FastifyRequest) {
      const session = sessionAfter(this);
      const cookie = this.cookies[XSRF_COOKIE];
      if (valid(cookie, session)) return cookie;
      let issued = minted.get(this);
      if (issued?.session !== session) minted.set(this, (issued = { token: mint(session), session }));
      return issued.token;
    });

    const refuse = (request: FastifyRequest, reply: FastifyReply) =>
      reply.code(403).send({ message: say(request.t, XSRF_MESSAGE_TEXT) });
    const formsToCheck = new WeakSet<FastifyRequest>();

    app.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) return;
      // A service's server-to-server notification (a courier's webhook, a gateway's IPN or return form) carries no
      // browser's cookies; its own secret or the service's answer checks it (routes declare `config: { xsrf: false }`).
      if (request.routeOptions.config?.xsrf === false) return;
      const cookie = request.cookies[XSRF_COOKIE];
      const header = request.headers[XSRF_HEADER];
      if (header === undefined && isPlainForm(request)) {
        formsToCheck.add(request);
        return;
      }
      if (!valid(cookie, request.cookies[SESSION_COOKIE] ?? '') || typeof header !== 'string' || header !== cookie) {
        return refuse(request, reply);
      }
    });

    app.addHook('preValidation', async (request, reply) => {
      if (!formsToCheck.has(request)) return;
      const cookie = request.cookies[XSRF_COOKIE];
      const field = (request.body as Record<string, unknown> | undefined)?.[XSRF_FIELD];
      if (valid(cookie, request.cookies[SESSION_COOKIE] ?? '') && field === cookie) return;
      // A storefront form (its page open since before the session changed, or its token lost) goes
      // back to its page, now with a fresh token, to say so; the shopper sends it again from there.
      if (!request.routeOptions.url?.startsWith(FORM_ROUTES)) return refuse(request, reply);
      flashNextPage(request, FORM_EXPIRED_TEXT, 'error');
      return reply.redirect(backTo(request, '/'), 303);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      // An answer any cache may keep (the build's files, pictures, robots.txt, the sitemaps) carries
      // no cookie: a CDN would keep one visitor's token with it, or not keep the answer at all.
      if (/\bpublic\b/.test(String(reply.getHeader('cache-control') ?? ''))) return payload;
      if (!valid(request.cookies[XSRF_COOKIE], sessionAfter(request))) {
        reply.setCookie(XSRF_COOKIE, request.xsrfToken(), {
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
