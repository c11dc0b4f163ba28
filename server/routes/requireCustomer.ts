import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/errors';

export const LOGIN_PATH = '/customer/login';
export const SIGN_IN_REQUIRED = 'Please sign in to continue.';

/** A path on this shop to come back to after signing in; anything else (other sites, //host) is dropped. */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.length > 500 || /[\r\n]/.test(value)) return null;
  return value;
}

/** For calls: the signed-in customer's id, or a 401 the islands show (with where to sign in). */
export function requireCustomer(request: FastifyRequest): number {
  const customerId = request.session.get('customerId');
  if (!customerId) throw new HttpError(401, SIGN_IN_REQUIRED, undefined, { redirect_url: LOGIN_PATH });
  return customerId;
}

/**
 * For pages, as a preHandler (`{ preHandler: customerPage }`): a guest is sent to the login page,
 * which brings them back here after signing in (the path is kept in the session).
 */
export async function customerPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
  if (request.session.get('customerId')) return;
  const back = safeReturnTo(request.url);
  if (back) request.session.set('returnTo', back);
  // Fastify wants the reply returned when an async hook answers.
  return reply.redirect(LOGIN_PATH);
}
