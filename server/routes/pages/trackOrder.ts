import type { FastifyPluginAsync } from 'fastify';
import type { TrackOrderProps } from '../../../shared/api/ordersContract';
import { ORDER_NUMBER, toOrderNumber } from '../../../shared/validation/trackOrderSchema';

/**
 * /track-order: the tracking form for anyone (no sign-in). ?order=HT-100001 fills in the number
 * (the order confirmation links here with it); the phone number is never put in a link.
 */
const trackOrderPage: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { order?: string } }>(
    '/track-order',
    // Whatever else arrives as ?order= is left out: the form starts empty.
    { schema: { querystring: { type: 'object', properties: { order: { type: 'string' } } } } },
    async (request, reply) => {
      const asked = toOrderNumber(request.query.order ?? '');
      const page: TrackOrderProps = ORDER_NUMBER.test(asked) ? { incrementId: asked } : {};
      const title = request.t('pages.trackYourOrder');
      return reply.page('track-order', {
        title,
        page,
        crumbs: [{ label: request.t('pages.home'), href: '/' }, { label: title }],
      });
    },
  );
};

export default trackOrderPage;
