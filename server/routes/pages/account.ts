import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ORDER_PAGE_SIZES, type AccountAddressesProps, type AccountAddressNewProps, type AccountOrderProps, type AccountOrdersProps } from '../../../shared/api/accountContract';
import { listAddresses } from '../../address/addresses';
import { findOrder, listOrders } from '../../account/orders';
import { customerPage } from '../requireCustomer';
import { NotFound } from '../../lib/domainErrors';
import { ACCOUNT_MESSAGES } from '../account';
import { accountMenu } from './accountMenu';

const noQuery = { querystring: { type: 'object', properties: {} } } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;
const guarded = { preHandler: customerPage, schema: noQuery };

/** The account pages: each the server's side menu beside a mount point for its island. Guests sign in first and come back. */
const accountPages: FastifyPluginAsync = async (app) => {
  // customerPage has let only a signed-in customer through.
  const customerId = (request: FastifyRequest) => request.session.get('customerId')!;

  app.get('/customer/account', guarded, async (_request, reply) => reply.redirect('/customer/account/profile'));

  app.get('/customer/account/profile', guarded, async (_request, reply) =>
    reply.page('account-profile', { title: 'Update Profile', accountMenu: accountMenu('Profile') }),
  );

  app.get('/customer/account/orders/data', guarded, async (request, reply) => {
    const page: AccountOrdersProps = { orders: await listOrders(app.db, customerId(request), 1, ORDER_PAGE_SIZES[0], app.money) };
    return reply.page('account-orders', { title: 'My Orders', accountMenu: accountMenu('Orders'), page });
  });

  app.get<{ Params: { id: number } }>(
    '/customer/account/orders/view/:id',
    { preHandler: customerPage, schema: { params: idParams, ...noQuery } },
    async (request, reply) => {
      const order = await findOrder(app.db, customerId(request), request.params.id, app.money);
      // Another customer's order is answered exactly like one that does not exist.
      if (!order) throw new NotFound(ACCOUNT_MESSAGES.orderNotFound);
      const page: AccountOrderProps = { order };
      return reply.page('account-order', { title: `Order #${order.increment_id}`, accountMenu: accountMenu('Orders'), page });
    },
  );

  app.get('/customer/account/reviews', guarded, async (_request, reply) =>
    reply.page('account-nothing-yet', { title: 'My Reviews', message: 'You have not reviewed any product yet.', accountMenu: accountMenu('Reviews') }),
  );

  app.get('/customer/account/downloadable-products', guarded, async (_request, reply) =>
    reply.page('account-nothing-yet', { title: 'My Downloads', message: 'You have no downloadable products.', accountMenu: accountMenu('Downloads') }),
  );

  app.get('/customer/account/addresses', guarded, async (request, reply) => {
    const page: AccountAddressesProps = { addresses: await listAddresses(app.db, customerId(request)) };
    return reply.page('account-addresses', { title: 'My Addresses', accountMenu: accountMenu('Addresses'), page });
  });

  app.get('/customer/account/addresses/create', guarded, async (_request, reply) => {
    const page: AccountAddressNewProps = { courierActive: app.courier.active };
    return reply.page('account-address-new', { title: 'Add New Address', accountMenu: accountMenu('Addresses'), page });
  });
};

export default accountPages;
