import type { Kysely } from 'kysely';
import { COMPARE_COOKIE_KEPT } from '../../shared/compare/compareCookie';
import type { DB } from '../db/schema';
import { Refused } from '../lib/domainErrors';
import { serverText } from '../lib/serverText';
import { requireOnSale } from './savedLists';

export const GUEST_COMPARE_FULL = serverText('server.compareFull');

/**
 * A guest's compare tap made without script, on the ids their compare cookie holds
 * (shared/compare/compareCookie.ts): the ids with the product added last, or null when it is there
 * already. A product not on sale is NotFound; past COMPARE_COOKIE_KEPT products the list is full (Refused).
 */
export async function addToGuestCompare(db: Kysely<DB>, ids: number[], productId: number): Promise<number[] | null> {
  await requireOnSale(db, productId);
  if (ids.includes(productId)) return null;
  if (ids.length >= COMPARE_COOKIE_KEPT) throw new Refused(GUEST_COMPARE_FULL);
  return [...ids, productId];
}
