import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Cart } from '../../../shared/api/contract';
import { cartView } from '../../cart/cartView';
import { shopperCart } from '../../checkout/shopperCart';
import { countCartLines } from '../../cart/cartCount';
import { countSaved } from '../../customer/savedLists';
import type { Counts } from '../../../shared/store/countersSlice';
import { COMPARE_COOKIE, compareCookieIds } from '../../../shared/compare/compareCookie';

/** The shopper's cart as GET /api/checkout/cart answers it (null: none yet). */
export async function currentCart(app: FastifyInstance, request: FastifyRequest): Promise<Cart | null> {
  return cartView(await shopperCart(app.db, request.session.data), request.money, request.language);
}

/**
 * The navbar's numbers (the cart's lines, the customer's wishlist and compare entries), counted by
 * the queries that give the numbers the calls' lists would have, for the page store's counters
 * slice. A guest's compare list lives in their browser, read there after the page is shown: here
 * only what they added without script counts (the compare form's cookie, shared/compare/compareCookie.ts).
 */
export async function pageCounters(app: FastifyInstance, request: FastifyRequest): Promise<Counts> {
  const customerId = request.session.get('customerId');
  const [cart, wishlist, compare] = await Promise.all([
    countCartLines(app.db, request.session.data),
    customerId ? countSaved(app.db, 'wishlist_items', customerId) : 0,
    customerId
      ? countSaved(app.db, 'compare_items', customerId)
      : compareCookieIds(request.cookies[COMPARE_COOKIE]).length,
  ]);
  return { cart, wishlist, compare };
}
