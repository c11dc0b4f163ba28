import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AccountReviewsProps } from '../../../shared/api/reviewsContract';
import {
  ORDER_PAGE_SIZES,
  type AccountAddressesProps,
  type AccountAddressNewProps,
  type AccountOrderProps,
  type AccountOrdersProps,
} from '../../../shared/api/accountContract';
import { readProfile } from '../../customer/profile';
import { listAddresses } from '../../address/addresses';
import { findOrder, listOrders } from '../../orders/customerOrders';
import { orderReturns } from '../../returns/orderReturns';
import { customerReviews } from '../../reviews/reviewQueries';
import { customerPage } from '../requireCustomer';
import { idParams as idParamsOf } from '../schemaParts';
import { NotFound } from '../../lib/domainErrors';
import { ACCOUNT_MESSAGES } from '../account';
import { accountPage } from './accountPage';
import type { AccountAlertsProps } from '../../../shared/api/alertsContract';
import { customerAlerts } from '../../alerts/requests';
import { alertOwner } from '../alerts';

const noQuery = { querystring: { type: 'object', properties: {} } } as const;
const idParams = idParamsOf('id');
const guarded = { preHandler: customerPage, schema: noQuery };

/**
 * The account pages (one template, account.html): the side menu beside the page's island. Guests sign in first and come
 * back.
 */
const accountPages: FastifyPluginAsync<{ returnDays: number }> = async (app, { returnDays }) => {
  // customerPage has let only a signed-in customer through.
  const customerId = (request: FastifyRequest) => request.session.get('customerId')!;

  app.get('/customer/account', guarded, async (_request, reply) => reply.redirect('/customer/account/profile'));

  // The profile in the page: the form is filled in at first paint, no call.
  app.get('/customer/account/profile', guarded, async (request, reply) => {
    const profile = await readProfile(app.db, customerId(request));
    const mount = {
      island: 'account-profile',
      className: 'account-profile-island',
      props: profile ? { profile } : undefined,
    };
    return reply.page('account', accountPage(request, 'profile', request.t('pages.updateProfile'), { mount }));
  });

  app.get('/customer/account/orders/data', guarded, async (request, reply) => {
    const page: AccountOrdersProps = {
      orders: await listOrders(app.db, customerId(request), 1, ORDER_PAGE_SIZES[0], request.money),
    };
    return reply.page(
      'account',
      accountPage(request, 'orders', request.t('pages.myOrders'), { mount: { island: 'account-orders', props: page } }),
    );
  });

  app.get<{ Params: { id: number } }>(
    '/customer/account/orders/view/:id',
    { preHandler: customerPage, schema: { params: idParams, ...noQuery } },
    async (request, reply) => {
      const order = await findOrder(
        app.db,
        customerId(request),
        request.params.id,
        request.money,
        request.t,
        request.language,
      );
      // Another customer's order is answered exactly like one that does not exist.
      if (!order) throw new NotFound(ACCOUNT_MESSAGES.orderNotFound);
      const returns = await orderReturns(app.db, order.id, request.money, returnDays);
      const page: AccountOrderProps = { order, returns };
      const mount = { island: 'account-order', props: page };
      return reply.page(
        'account',
        accountPage(
          request,
          'orders',
          request.t('pages.orderTitle', { number: order.increment_id }),
          { mount },
          { label: request.t('pages.myOrders'), href: '/customer/account/orders/data' },
        ),
      );
    },
  );

  app.get('/customer/account/reviews', guarded, async (request, reply) => {
    const page: AccountReviewsProps = {
      reviews: await customerReviews(app.db, customerId(request), 1, request.language),
    };
    return reply.page(
      'account',
      accountPage(request, 'reviews', request.t('pages.myReviews'), {
        mount: { island: 'account-reviews', props: page },
      }),
    );
  });

  // The customer's back-in-stock and price-drop requests, each with its Remove form.
  app.get('/customer/account/alerts', guarded, async (request, reply) => {
    const owner = await alertOwner(request, customerId(request));
    const page: AccountAlertsProps = { alerts: await customerAlerts(app.db, owner, request.language) };
    const mount = { island: 'account-alerts', props: page };
    return reply.page('account', accountPage(request, 'alerts', request.t('pages.myAlerts'), { mount }));
  });

  app.get('/customer/account/downloadable-products', guarded, async (request, reply) =>
    reply.page(
      'account',
      accountPage(request, 'downloads', request.t('pages.myDownloads'), { message: request.t('pages.noDownloads') }),
    ),
  );

  app.get('/customer/account/addresses', guarded, async (request, reply) => {
    const page: AccountAddressesProps = {
      addresses: await listAddresses(app.db, customerId(request), request.language),
    };
    return reply.page(
      'account',
      accountPage(request, 'addresses', request.t('pages.myAddresses'), {
        mount: { island: 'account-addresses', props: page },
      }),
    );
  });

  app.get('/customer/account/addresses/create', guarded, async (request, reply) => {
    const page: AccountAddressNewProps = { courierActive: app.courier.active };
    return reply.page(
      'account',
      accountPage(request, 'addresses', request.t('pages.addAddress'), {
        mount: { island: 'account-address-new', className: 'account-address-island', props: page },
      }),
    );
  });
};

export default accountPages;
