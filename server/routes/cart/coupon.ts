import { say } from '../../../shared/validation/shopText';
import { inEnglish, serverText } from '../../lib/serverText';
import type { FastifyPluginAsync } from 'fastify';
import { findActiveCartId } from '../../cart/activeCart';
import { cartView } from '../../cart/cartView';
import { COUPON_TEXTS, couponProblem, findCoupon } from '../../cart/coupons';
import { shopperCart } from '../../checkout/shopperCart';
import { NotFound, Refused } from '../../lib/domainErrors';

export const COUPON_APPLIED_TEXT = serverText('server.couponApplied');
/** In English, word for word as the English catalogue has it. */
export const COUPON_APPLIED = inEnglish(COUPON_APPLIED_TEXT);
export const COUPON_REMOVED_TEXT = serverText('server.couponRemoved');
/** In English, word for word as the English catalogue has it. */
export const COUPON_REMOVED = inEnglish(COUPON_REMOVED_TEXT);

/** Apply and remove a coupon code on the shopper's cart; a code that cannot apply changes nothing. */
const couponRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { code?: string } }>(
    '/api/checkout/cart/coupon',
    { schema: { body: { type: 'object', properties: { code: { type: 'string', maxLength: 64 } } } } },
    async (request) => {
      const code = (request.body?.code ?? '').trim();
      if (!code) throw new Refused(COUPON_TEXTS.empty, { fields: { code: [COUPON_TEXTS.empty] } });
      const cart = await shopperCart(app.db, request.session.data);
      if (!cart || cart.lines.length === 0)
        throw new Refused(COUPON_TEXTS.emptyCart, { fields: { code: [COUPON_TEXTS.emptyCart] } });
      const coupon = await findCoupon(app.db, code);
      const problem = couponProblem(coupon, cart.subTotal);
      if (problem || !coupon)
        throw new Refused(problem ?? COUPON_TEXTS.invalid, { fields: { code: [problem ?? COUPON_TEXTS.invalid] } });
      await app.db
        .updateTable('carts')
        .set({ coupon_code: coupon.code, updated_at: new Date().toISOString() })
        .where('id', '=', cart.id)
        .execute();
      return {
        message: say(request.t, COUPON_APPLIED_TEXT),
        data: cartView(await shopperCart(app.db, request.session.data), request.money, request.language),
      };
    },
  );

  app.delete(
    '/api/checkout/cart/coupon',
    { schema: { querystring: { type: 'object', properties: {} } } },
    async (request) => {
      const cartId = await findActiveCartId(app.db, request.session.data);
      if (!cartId) throw new NotFound(COUPON_TEXTS.emptyCart);
      await app.db
        .updateTable('carts')
        .set({ coupon_code: null, updated_at: new Date().toISOString() })
        .where('id', '=', cartId)
        .execute();
      return {
        message: say(request.t, COUPON_REMOVED_TEXT),
        data: cartView(await shopperCart(app.db, request.session.data), request.money, request.language),
      };
    },
  );
};

export default couponRoutes;
