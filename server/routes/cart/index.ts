import type { FastifyPluginAsync } from 'fastify';
import { findActiveCartId } from '../../cart/activeCart';

const cartRoutes: FastifyPluginAsync = async (app) => {
  // GET /api/checkout/cart: the shopper's cart in data (null when there is none).
  app.get('/api/checkout/cart', { schema: { response: { 200: { type: 'object', properties: { data: { type: ['object', 'null'], additionalProperties: true } } } } } }, async (request) => {
    const cartId = await findActiveCartId(app.db, request.session);
    if (!cartId) return { data: null };
    const { lines, qty } = await app.db
      .selectFrom('cart_items')
      .select((eb) => [eb.fn.countAll<number>().as('lines'), eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('qty')])
      .where('cart_id', '=', cartId)
      .executeTakeFirstOrThrow();
    return { data: { id: cartId, items_count: Number(lines), items_qty: Number(qty) } };
  });
};

export default cartRoutes;
