import type { FastifyPluginAsync } from 'fastify';
import { RECENT_COOKIE, RECENT_KEPT } from '../../../shared/recent/recentContract';
import { clearViews, recentProducts, recordView, viewedIds } from '../../recent/recentlyViewed';
import { requireCustomer } from '../requireCustomer';
import { idSchema } from '../schemaParts';

/** Up to RECENT_KEPT product ids, newest first, joined by commas (a guest's list, from the browser). */
const idsSchema = { type: 'string', pattern: `^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,${RECENT_KEPT - 1}}$` } as const;

/**
 * "Recently viewed": a customer's list lives on the account, a guest's in the browser (sent as ids);
 * either way the server names and prices the products, so a card never shows a stale price.
 */
const recentRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { ids?: string } }>(
    '/api/recent',
    { schema: { querystring: { type: 'object', properties: { ids: idsSchema } } } },
    async (request) => {
      const customerId = request.session.get('customerId');
      const ids = customerId ? await viewedIds(app.db, customerId) : (request.query.ids?.split(',').map(Number) ?? []);
      return { data: await recentProducts(app.db, ids, request.language) };
    },
  );

  // A customer's view, sent by the product page once it has shown the list it had before.
  app.post<{ Body: { product_id: number } }>(
    '/api/recent',
    {
      schema: {
        body: { type: 'object', required: ['product_id'], properties: { product_id: idSchema } },
      },
    },
    async (request) => {
      await recordView(app.db, requireCustomer(request), request.body.product_id);
      return { data: true };
    },
  );

  // "Clear": the account's list, and the guest's cookie copy the browser may still send.
  app.delete('/api/recent', { schema: { querystring: { type: 'object', properties: {} } } }, async (request, reply) => {
    const customerId = request.session.get('customerId');
    if (customerId) await clearViews(app.db, customerId);
    reply.clearCookie(RECENT_COOKIE, { path: '/' });
    return { data: true };
  });
};

export default recentRoutes;
