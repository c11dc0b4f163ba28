import { say } from '../../../shared/validation/shopText';
import { inEnglishAll, serverText } from '../../lib/serverText';
import type { FastifyPluginAsync } from 'fastify';
import { ORDER_PAGE_SIZES } from '../../../shared/api/accountContract';
import { refundOrder } from '../../orders/refunds';
import { cancelOrder } from '../../orders/cancelOrder';
import { findOrder, listOrders } from '../../orders/customerOrders';
import { readProfile, updateProfile } from '../../customer/profile';
import { CURRENT_PASSWORD_LOCK } from '../../customer/loginThrottle';
import { requireCustomer } from '../requireCustomer';
import { idParams as idParamsOf, pageSchema } from '../schemaParts';
import { Conflict, NotFound, Refused } from '../../lib/domainErrors';
import { HttpError } from '../../plugins/errors';

export const ACCOUNT_TEXTS = {
  profileUpdated: serverText('server.profileUpdated'),
  profileInvalid: serverText('server.correctFields'),
  passwordLocked: (minutes: number) => serverText('server.passwordLocked', { minutes }),
  orderCancelled: serverText('server.orderCancelled'),
  orderNotFound: serverText('server.orderNotFound'),
  notPending: serverText('server.orderNotPending'),
};
/** The same in English, word for word as the English catalogue has them. */
export const ACCOUNT_MESSAGES = inEnglishAll(ACCOUNT_TEXTS);

const text = { type: ['string', 'null'], maxLength: 500 } as const;
const idParams = idParamsOf('id');
const noQuery = { querystring: { type: 'object', properties: {} } } as const;
const CHECKED = [true, 1, '1', 'true', 'on'];

/** Wrong current passwords are slowed down like failed sign-ins, per account. */
const passwordKey = (customerId: number) => `profile-password|${customerId}`;

/** The signed-in customer's calls: read and update the profile, list, read and cancel their orders. */
const accountRoutes: FastifyPluginAsync = async (app) => {
  app.get('/customer/account/profile/edit-info', { schema: noQuery }, async (request) => {
    const profile = await readProfile(app.db, requireCustomer(request));
    if (!profile) throw new NotFound(serverText('server.noSuchCustomer'));
    return { data: profile };
  });

  app.post(
    '/customer/account/profile/edit',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            first_name: text,
            last_name: text,
            email: text,
            phone: text,
            gender: text,
            date_of_birth: text,
            current_password: text,
            new_password: text,
            new_password_confirmation: text,
            // A checkbox: true, 1, '1', 'on' ... read below, so no type is forced here.
            news_letter: {},
          },
        },
      },
    },
    async (request, reply) => {
      const customerId = requireCustomer(request);
      const body = { ...(request.body as Record<string, unknown>) };
      body.news_letter = CHECKED.includes(body.news_letter as string);
      if (body.new_password) {
        const wait = await app.limits.lockedFor(passwordKey(customerId));
        if (wait > 0) {
          reply.header('retry-after', String(wait));
          const message = ACCOUNT_TEXTS.passwordLocked(Math.ceil(wait / 60));
          throw new HttpError(429, message, { current_password: [message] });
        }
      }
      const result = await updateProfile(app.db, customerId, body);
      if (!result.ok) {
        if (result.wrongPassword) await app.limits.miss(passwordKey(customerId), CURRENT_PASSWORD_LOCK);
        throw new Refused(ACCOUNT_TEXTS.profileInvalid, { fields: result.errors });
      }
      if (result.passwordChanged) {
        await app.limits.forget(passwordKey(customerId));
        // A new password signs out every other browser, and this one gets a fresh session id.
        await app.db
          .deleteFrom('sessions')
          .where('customer_id', '=', customerId)
          .where('id', '!=', request.session.id ?? '')
          .execute();
        request.session.regenerate();
      }
      return { message: say(request.t, ACCOUNT_TEXTS.profileUpdated), data: result.profile };
    },
  );

  app.get<{ Querystring: { page: number; per_page: number } }>(
    '/api/customer/orders',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            page: pageSchema,
            per_page: { type: 'integer', enum: [...ORDER_PAGE_SIZES], default: ORDER_PAGE_SIZES[0] },
          },
        },
      },
    },
    async (request) =>
      listOrders(app.db, requireCustomer(request), request.query.page, request.query.per_page, request.money),
  );

  app.get<{ Params: { id: number } }>(
    '/api/customer/orders/:id',
    { schema: { params: idParams, ...noQuery } },
    async (request) => {
      const order = await findOrder(
        app.db,
        requireCustomer(request),
        request.params.id,
        request.money,
        request.t,
        request.language,
      );
      if (!order) throw new NotFound(ACCOUNT_TEXTS.orderNotFound);
      return { data: order };
    },
  );

  app.post<{ Params: { id: number } }>(
    '/customer/account/orders/cancel/:id',
    { schema: { params: idParams, body: { type: ['object', 'null'] } } },
    async (request) => {
      const customerId = requireCustomer(request);
      const outcome = await cancelOrder(app.db, customerId, request.params.id);
      if (outcome === 'not-found') throw new NotFound(ACCOUNT_TEXTS.orderNotFound);
      if (outcome === 'not-pending') throw new Conflict(ACCOUNT_TEXTS.notPending);
      // A paid order's money goes back through its gateway; a refund that fails shows as due and is retried.
      await refundOrder(app.db, app.payments, request.params.id);
      return {
        message: say(request.t, ACCOUNT_TEXTS.orderCancelled),
        data: await findOrder(app.db, customerId, request.params.id, request.money, request.t, request.language),
      };
    },
  );
};

export default accountRoutes;
