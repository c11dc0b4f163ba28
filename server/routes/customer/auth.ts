import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { loginSchema } from '../../../shared/validation/loginSchema';
import { checkFormTexts, type FieldTexts } from '../../../shared/validation/fieldErrors';
import { say, type FieldMessage } from '../../../shared/validation/shopText';
import { mergeGuestCart } from '../../cart/mergeGuestCart';
import { mergeGuestViews } from '../recent/guestViews';
import { findByLogin, recordLanguage, registerCustomer } from '../../customer/customers';
import { recordMiss, signedIn, signInWait } from '../../customer/loginThrottle';
import { verifyAgainstDecoy, verifyPassword } from '../../customer/password';
import { safeReturnPath } from '../../../shared/validation/returnPath';
import { HttpError } from '../../plugins/errors';
import { inEnglishAll, serverText, waitFor } from '../../lib/serverText';
import { addWishAfterSignIn } from '../forms/wishAfterSignIn';

export const AUTH_TEXTS = {
  registered: serverText('server.registered'),
  signedIn: serverText('server.signedIn'),
  signedOut: serverText('server.signedOut'),
  mismatch: serverText('server.loginMismatch'),
  tooManyRegistrations: (seconds: number) => serverText('server.tooManyRegistrations', { wait: waitFor(seconds) }),
  locked: (seconds: number) => serverText('server.signInLocked', { wait: waitFor(seconds) }),
};
/** The same in English, word for word as the English catalogue has them. */
export const AUTH_MESSAGES = inEnglishAll(AUTH_TEXTS);

const text = { type: 'string', maxLength: 1000 } as const;

/**
 * Registration attempts per address (valid or not): enough for a family behind one carrier
 * address, few enough that accounts cannot be made by the thousand.
 */
export const REGISTRATION_LIMIT = { limit: 20, windowMs: 60 * 60_000 };

export function firstMessage(errors: FieldTexts): FieldMessage {
  return Object.values(errors)[0]?.[0] ?? serverText('server.formInvalid');
}

export interface SignInBody {
  email?: string;
  login?: string;
  password?: string;
  returnTo?: string;
}
export const signInBody = {
  type: 'object',
  properties: { email: text, login: text, password: text, returnTo: text },
} as const;

/**
 * Signs the shopper in (the sign-in call, and the sign-in form sent without script): the fields
 * checked, the tries per login and address counted, the guest's cart merged into the customer's
 * and a new session id. Answers where to go next (the return path kept, else `returnTo`, else /);
 * throws an HttpError (422 with the fields at fault, 429 when locked) otherwise.
 */
export async function signIn(
  app: FastifyInstance,
  request: FastifyRequest<{ Body: SignInBody }>,
  reply: FastifyReply,
): Promise<string> {
  const body = request.body ?? {};
  const field = body.login !== undefined && body.email === undefined ? 'login' : 'email';
  const checked = await checkFormTexts(loginSchema, { login: body.login ?? body.email, password: body.password });
  if (!checked.ok) {
    const errors = Object.fromEntries(Object.entries(checked.errors).map(([k, v]) => [k === 'login' ? field : k, v]));
    throw new HttpError(422, firstMessage(errors), errors, { success: false });
  }
  const login = String(checked.value.login);
  const wait = await signInWait(app.limits, login, request.ip);
  if (wait > 0) {
    reply.header('retry-after', String(wait));
    throw new HttpError(429, AUTH_TEXTS.locked(wait), undefined, { success: false });
  }
  const customer = await findByLogin(app.db, login);
  // An account opened with a code has no password yet: it takes as long to refuse as no account.
  const ok = customer?.password_hash
    ? await verifyPassword(checked.value.password, customer.password_hash)
    : await verifyAgainstDecoy(checked.value.password);
  if (!customer || !ok) {
    await recordMiss(app.limits, login, request.ip);
    throw new HttpError(422, AUTH_TEXTS.mismatch, { [field]: [AUTH_TEXTS.mismatch] }, { success: false });
  }
  await signedIn(app.limits, login);
  return startSession(app, request, reply, customer.id, body.returnTo);
}

/**
 * The shopper is now this customer (a right password or code): the guest's cart merged into the
 * customer's with its "Recently viewed", a new session id, the language kept for their SMS. Answers where to go next.
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  customerId: number,
  returnTo: string | undefined,
): Promise<string> {
  const session = request.session;
  await mergeGuestCart(app.db, session.get('cartId'), customerId);
  await mergeGuestViews(app.db, request, reply, customerId);
  await recordLanguage(app.db, customerId, request.language);
  const redirect = safeReturnPath(session.get('returnTo')) ?? safeReturnPath(returnTo) ?? '/';
  // A new session id at sign-in: an id planted or seen before is worth nothing now.
  session.regenerate();
  session.set('cartId', undefined);
  session.set('returnTo', undefined);
  session.set('signInCode', undefined);
  session.set('customerId', customerId);
  await addWishAfterSignIn(app, request, customerId, redirect);
  return redirect;
}

/** Registration, sign-in (email or phone), sign-out. Field errors answer 422 {success: false, message, errors}. */
const authRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/customer/register',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            first_name: text,
            last_name: text,
            email: text,
            phone: text,
            password: text,
            password_confirmation: text,
            // A checkbox: true, 1, '1', 'on' ... read below, so no type is forced here.
            is_subscribed: {},
          },
        },
      },
    },
    async (request, reply) => {
      const wait = await app.limits.count(`register|${request.ip}`, REGISTRATION_LIMIT);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new HttpError(429, AUTH_TEXTS.tooManyRegistrations(wait), undefined, { success: false });
      }
      const body = { ...(request.body as Record<string, unknown>) };
      // Checkboxes arrive as true/'1'/'on' from forms and JSON alike.
      body.is_subscribed = [true, 1, '1', 'true', 'on'].includes(body.is_subscribed as string);
      const result = await registerCustomer(app.db, body);
      if (!result.ok) throw new HttpError(422, firstMessage(result.errors), result.errors, { success: false });
      return { success: true, message: say(request.t, AUTH_TEXTS.registered) };
    },
  );

  // The form's one name field is `email` (an email address or a phone number); `login` is read too.
  app.post<{ Body: SignInBody }>('/customer/login', { schema: { body: signInBody } }, async (request, reply) => ({
    success: true,
    message: say(request.t, AUTH_TEXTS.signedIn),
    redirect: await signIn(app, request, reply),
  }));

  app.post('/customer/logout', { schema: { body: { type: ['object', 'null'] } } }, async (request) => {
    request.session.clear();
    return { success: true, message: say(request.t, AUTH_TEXTS.signedOut), redirect: '/' };
  });
};

export default authRoutes;
