import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { loadSessionCart, type PricedCart } from '../cart/pricedCart';
import type { DB } from '../db/schema';
import { sessionCookie, sessionInCall } from '../plugins/session';

/** The route config of a route that reads its session in its own first statement (readSessionAndCart). */
export const SESSION_IN_CALL = { session: 'inCall' } as const;

/**
 * For a route marked `config: { session: 'inCall' }`: its session (request.session from here on) and its shopper's
 * open cart priced at `now` with no delivery charge (null without one), read in one statement.
 */
export async function readSessionAndCart(
  db: Kysely<DB>,
  request: FastifyRequest,
  now = new Date(),
): Promise<PricedCart | null> {
  const { session, cart } = await loadSessionCart(db, sessionCookie(request), now);
  sessionInCall(request, session);
  return cart;
}
