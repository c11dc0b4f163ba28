import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { XSRF_COOKIE } from '../../plugins/xsrf';

/**
 * A guest's browser before it has a session: the digest of its XSRF token, which every change
 * carries (the guard has checked it), so two first adds of one browser make one cart.
 */
export function guestKey(request: FastifyRequest): string | undefined {
  const token = request.cookies[XSRF_COOKIE];
  return token ? createHash('sha256').update(token).digest('base64url') : undefined;
}
