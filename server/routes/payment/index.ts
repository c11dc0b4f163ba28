import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { say } from '../../../shared/validation/shopText';
import { SUCCESS_PATH } from '../../checkout/openCart';
import { inEnglishAll, serverText } from '../../lib/serverText';
import { Conflict, Refused } from '../../lib/domainErrors';
import { orderViewPath } from '../../orders/customerOrders';
import { PAYMENT_PATHS } from '../../orders/orderPayments';
import { ORDER_STATUS } from '../../orders/statusEvents';
import { bkashReturn, sslcommerzNotice, type Noticed } from '../../orders/paymentNotices';
import { payNow } from '../../orders/payNow';
import { customerPage, requireCustomer } from '../requireCustomer';
import { idParams } from '../schemaParts';

const PAYMENT_TEXTS = {
  paid: serverText('server.paymentReceived'),
  held: serverText('server.paymentHeld'),
  failed: serverText('server.paymentFailed'),
  waiting: serverText('server.paymentWaiting'),
  notPayable: serverText('server.notPayable'),
  startFailed: serverText('server.paymentStartFailed'),
  cash: serverText('server.switchedToCash'),
};
/** The same in English, word for word as the English catalogue has them. */
export const PAYMENT_MESSAGES = inEnglishAll(PAYMENT_TEXTS);

const ORDERS_PATH = '/customer/account/orders/data';
const RETURN_PATH = '/payment/return';
const gatewayFields = { type: 'string', maxLength: 255 } as const;
/** SSLCommerz posts more fields than these (card type, dates ...): they are not read. */
const sslForm = {
  type: 'object',
  properties: { tran_id: gatewayFields, val_id: gatewayFields, status: gatewayFields },
} as const;

/**
 * After a gateway, the shopper goes to the return page of the order: a GET, so the session cookie comes along even
 * after SSLCommerz's cross-site POST (SameSite=Lax).
 */
function land(reply: FastifyReply, { order }: Noticed) {
  return reply.redirect(order ? `${RETURN_PATH}/${order.id}` : ORDERS_PATH, 303);
}

/** What the shopper is told on return, from the order as it now is (never from the gateway's redirect). */
function returnText(order: { status: string; paid_amount: number }) {
  if (order.status === ORDER_STATUS.held) return { text: PAYMENT_TEXTS.held, type: 'success' as const };
  if (Number(order.paid_amount) > 0) return { text: PAYMENT_TEXTS.paid, type: 'success' as const };
  if (order.status === ORDER_STATUS.awaitingPayment) return { text: PAYMENT_TEXTS.failed, type: 'warning' as const };
  return null;
}

/**
 * The gateways' returns and notifications, and Pay now. Nothing a return or notification says is believed: each is
 * stored under its provider id, then the gateway is asked server to server (orders/paymentNotices.ts). Their POSTs
 * come from the gateway or its page, without the shop's XSRF token: they are exempt, and change only what the
 * gateway's own answer says.
 */
const paymentRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { paymentID?: string; status?: string } }>(
    PAYMENT_PATHS.bkashCallback,
    {
      // The shopper's session comes along but is not needed: the return page the callback lands on reads it.
      config: { session: false },
      schema: { querystring: { type: 'object', properties: { paymentID: gatewayFields, status: gatewayFields } } },
    },
    async (request, reply) => land(reply, await bkashReturn(app.db, app.payments, request.query.paymentID ?? '')),
  );

  for (const path of [PAYMENT_PATHS.sslSuccess, PAYMENT_PATHS.sslFail, PAYMENT_PATHS.sslCancel]) {
    app.post<{ Body: { tran_id?: string; val_id?: string } }>(
      path,
      { config: { xsrf: false }, schema: { body: sslForm } },
      async (request, reply) => land(reply, await sslcommerzNotice(app.db, app.payments, request.body ?? {})),
    );
  }

  // The checkout's success page when the order is this checkout's and paid, else the order's own page.
  app.get<{ Params: { id: number } }>(
    `${RETURN_PATH}/:id`,
    { preHandler: customerPage, schema: { params: idParams('id') } },
    async (request, reply) => {
      const order = await app.db
        .selectFrom('orders')
        .select(['status', 'paid_amount', 'cart_id'])
        .where('id', '=', request.params.id)
        .where('customer_id', '=', request.session.get('customerId')!)
        .executeTakeFirst();
      if (!order) return reply.redirect(ORDERS_PATH, 303);
      const told = returnText(order);
      if (told) request.session.set('flash', [{ text: say(request.t, told.text), type: told.type }]);
      const fromCheckout = request.session.get('checkout')?.cartId === order.cart_id;
      const paid = Number(order.paid_amount) > 0;
      return reply.redirect(fromCheckout && paid ? SUCCESS_PATH : orderViewPath(request.params.id), 303);
    },
  );

  app.post<{ Body: { tran_id?: string; val_id?: string } }>(
    PAYMENT_PATHS.sslIpn,
    { config: { xsrf: false }, schema: { body: sslForm } },
    async (request) => ({ status: (await sslcommerzNotice(app.db, app.payments, request.body ?? {})).outcome }),
  );

  app.post<{ Params: { id: number }; Body: { method: 'cashondelivery' | 'bkash' | 'sslcommerz' } }>(
    '/api/customer/orders/:id/pay',
    {
      schema: {
        params: idParams('id'),
        body: {
          type: 'object',
          required: ['method'],
          properties: { method: { type: 'string', enum: ['cashondelivery', 'bkash', 'sslcommerz'] } },
        },
      },
    },
    async (request) => {
      const customerId = requireCustomer(request);
      const paid = await payNow(app.db, app.payments, customerId, request.params.id, request.body.method);
      if (paid.outcome === 'not-payable') throw new Conflict(PAYMENT_TEXTS.notPayable);
      if (paid.outcome === 'start-failed') throw new Refused(PAYMENT_TEXTS.startFailed);
      const message = say(request.t, paid.outcome === 'cash' ? PAYMENT_TEXTS.cash : PAYMENT_TEXTS.waiting);
      return {
        message,
        data: { redirect_url: paid.outcome === 'redirect' ? paid.url : orderViewPath(request.params.id) },
      };
    },
  );
};

export default paymentRoutes;
