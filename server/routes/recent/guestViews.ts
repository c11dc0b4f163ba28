import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { RECENT_COOKIE, RECENT_KEPT } from '../../../shared/recent/recentContract';
import type { DB } from '../../db/schema';
import { mergeViews, recentProducts, viewedIds } from '../../recent/recentlyViewed';

/** The product ids a guest's browser sends in the "Recently viewed" cookie (`3.2.1`, newest first). */
export function guestViewIds(request: FastifyRequest): number[] {
  const raw = request.cookies[RECENT_COOKIE] ?? '';
  return raw
    .split('.')
    .slice(0, RECENT_KEPT)
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
}

/**
 * At sign-in: the guest's "Recently viewed" (its cookie) joins the account's, newest first, and the
 * cookie goes (the islands empty the browser's copy once they see a customer).
 */
export async function mergeGuestViews(
  db: Kysely<DB>,
  request: FastifyRequest,
  reply: FastifyReply,
  customerId: number,
): Promise<void> {
  const ids = guestViewIds(request);
  if (ids.length === 0) return;
  await mergeViews(db, customerId, ids);
  reply.clearCookie(RECENT_COOKIE, { path: '/' });
}

/**
 * The shopper's "Recently viewed" as the product page paints it: a customer's from the account, a
 * guest's from the cookie, priced now, without the product on screen (`except`).
 */
export async function shopperRecent(db: Kysely<DB>, request: FastifyRequest, except: number) {
  const customerId = request.session.get('customerId');
  const ids = customerId ? await viewedIds(db, customerId) : guestViewIds(request);
  return recentProducts(
    db,
    ids.filter((id) => id !== except),
    request.language,
  );
}
