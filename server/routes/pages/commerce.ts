import type { FastifyPluginAsync } from 'fastify';
import { safeReturnPath } from '../../../shared/validation/returnPath';
import { LOGIN_PATH } from '../requireCustomer';

const noQuery = { querystring: { type: 'object', properties: {} } } as const;

/** The cart, login and registration pages: each a mount point for its island. */
const commercePages: FastifyPluginAsync = async (app) => {
  app.get('/checkout/cart', { schema: noQuery }, async (_request, reply) => reply.page('cart', { title: 'Shopping Cart', page: {} }));

  app.get<{ Querystring: { returnTo?: string } }>(
    LOGIN_PATH,
    { schema: { querystring: { type: 'object', properties: { returnTo: { type: 'string', maxLength: 500 } } } } },
    async (request, reply) => {
      if (request.session.get('customerId')) return reply.redirect('/');
      const asked = safeReturnPath(request.query.returnTo);
      if (asked) request.session.set('returnTo', asked);
      const returnTo = safeReturnPath(request.session.get('returnTo')) ?? '/';
      return reply.page('login', { title: 'Customer Login', page: { returnTo } });
    },
  );

  app.get('/customer/register', { schema: noQuery }, async (request, reply) => {
    if (request.session.get('customerId')) return reply.redirect('/');
    return reply.page('register', { title: 'Create an account', page: { loginUrl: LOGIN_PATH } });
  });
};

export default commercePages;
