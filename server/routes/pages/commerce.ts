import type { FastifyPluginAsync } from 'fastify';
import { safeReturnPath } from '../../../shared/validation/returnPath';
import { LOGIN_PATH } from '../requireCustomer';
import { PRIVATE_HEADS } from '../../seo/contentHeads';
import { currentCart } from './pageState';
import { codeSignInProps } from '../customer/smsInbox';

const noQuery = { querystring: { type: 'object', properties: {} } } as const;

/** The cart, login and registration pages: each a mount point for its island. */
const commercePages: FastifyPluginAsync = async (app) => {
  // The cart island's slice, ready with the shopper's cart: the page shows its lines before any call.
  app.get('/checkout/cart', { schema: noQuery }, async (request, reply) => {
    const preload = { cart: await currentCart(app, request) };
    return reply.page('cart', { seo: PRIVATE_HEADS.cart(request), page: {}, preload });
  });

  app.get<{ Querystring: { returnTo?: string } }>(
    LOGIN_PATH,
    { schema: { querystring: { type: 'object', properties: { returnTo: { type: 'string', maxLength: 500 } } } } },
    async (request, reply) => {
      if (request.session.get('customerId')) return reply.redirect('/');
      const asked = safeReturnPath(request.query.returnTo);
      if (asked) request.session.set('returnTo', asked);
      const returnTo = safeReturnPath(request.session.get('returnTo')) ?? '/';
      return reply.page('login', {
        seo: PRIVATE_HEADS.login(request),
        page: { returnTo, ...codeSignInProps(request, app.sms.settings.simulators) },
      });
    },
  );

  app.get('/customer/register', { schema: noQuery }, async (request, reply) => {
    if (request.session.get('customerId')) return reply.redirect('/');
    return reply.page('register', { seo: PRIVATE_HEADS.register(request), page: { loginUrl: LOGIN_PATH } });
  });
};

export default commercePages;
