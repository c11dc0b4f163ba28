import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Cart } from '../../../shared/api/contract';
import { cartView } from '../../cart/cartView';
import { shopperCart } from '../../checkout/shopperCart';
import { compareProducts, listRows, wishlistEntries } from '../../customer/savedLists';

/** The shopper's cart as GET /api/checkout/cart answers it (null: none yet). */
export async function currentCart(app: FastifyInstance, request: FastifyRequest): Promise<Cart | null> {
  return cartView(await shopperCart(app.db, request.session.data), request.money, request.language);
}

/**
 * The navbar's numbers as the browser would read them from the calls (the cart's lines, the
 * customer's wishlist and compare list), for the page store's counters slice. A guest's compare
 * list lives in their browser: 0 here, read there after the page is shown. `fromServer` tells the
 * navbar these are counted already.
 */
export async function pageCounters(app: FastifyInstance, request: FastifyRequest) {
  const customerId = request.session.get('customerId');
  const [cartNow, wishlist, compare] = await Promise.all([
    currentCart(app, request),
    customerId ? wishlistEntries(app.db, customerId, request.money, request.language) : [],
    customerId
      ? listRows(app.db, 'compare_items', customerId).then((rows) =>
          compareProducts(
            app.db,
            rows.map((r) => r.product_id),
            request.money,
            request.language,
          ),
        )
      : [],
  ]);
  return { cart: cartNow?.items_count ?? 0, wishlist: wishlist.length, compare: compare.length, fromServer: true };
}
