import { inEnglish, serverText } from '../lib/serverText';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeReturnPath } from '../../shared/validation/returnPath';
import { HttpError } from '../plugins/errors';

export const LOGIN_PATH = '/customer/login';
export const SIGN_IN_REQUIRED_TEXT = serverText('server.signInRequired');
/** In English, word for word as the English catalogue has it. */
export const SIGN_IN_REQUIRED = inEnglish(SIGN_IN_REQUIRED_TEXT);

/** For calls: the signed-in customer's id, or a 401 the islands show (with where to sign in). */
export function requireCustomer(request: FastifyRequest): number {
  const customerId = request.session.get('customerId');
  if (!customerId) throw new HttpError(401, SIGN_IN_REQUIRED_TEXT, undefined, { redirect_url: LOGIN_PATH });
  return customerId;
}

/**
 * For pages, as a preHandler (`{ preHandler: customerPage }`): a guest is sent to the login page,
 * which brings them back here after signing in (the path is kept in the session).
 */
export async function customerPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
  if (request.session.get('customerId')) return;
  const back = safeReturnPath(request.url);
  if (back) request.session.set('returnTo', back);
  // Fastify wants the reply returned when an async hook answers.
  return reply.redirect(LOGIN_PATH);
}
