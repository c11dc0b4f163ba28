import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { say } from '../../../shared/validation/shopText';
import { SUCCESS_PATH } from '../../checkout/openCart';
import { inEnglishAll, serverText } from '../../lib/serverText';
import { Conflict, Refused } from '../../lib/domainErrors';
import { orderViewPath } from '../../orders/customerOrders';
import { PAYMENT_PATHS } from '../../orders/orderPayments';
import { bkashReturn, sslcommerzNotice, type Noticed } from '../../orders/paymentNotices';
import { payNow } from '../../orders/payNow';
import { requireCustomer } from '../requireCustomer';
import { idParams } from '../schemaParts';

const PAYMENT_TEXTS = {
  paid: serverText('server.paymentReceived'),
  held: serverText('server.paymentHeld'),
  failed: serverText('server.paymentFailed'),
  waiting: serverText('server.paymentWaiting'),
  unknown: serverText('server.paymentUnknown'),
  notPayable: serverText('server.notPayable'),
  startFailed: serverText('server.paymentStartFailed'),
  cash: serverText('server.switchedToCash'),
};
/** The same in English, word for word as the English catalogue has them. */
export const PAYMENT_MESSAGES = inEnglishAll(PAYMENT_TEXTS);

const ORDERS_PATH = '/customer/account/orders/data';
const gatewayFields = { type: 'string', maxLength: 255 } as const;
/** SSLCommerz posts more fields than these (card type, dates ...): they are not read. */
const sslForm = {
  type: 'object',
  properties: { tran_id: gatewayFields, val_id: gatewayFields, status: gatewayFields },
} as const;

/**
 * Where the shopper lands after a gateway: the success page of the checkout that placed the order, else the order's
 * own page; the flash says what the gateway's own answer was (the page shows the order as it now is).
 */
function land(request: FastifyRequest, reply: FastifyReply, { order, outcome }: Noticed) {
  if (!order) {
    request.session.set('flash', [{ text: say(request.t, PAYMENT_TEXTS.unknown), type: 'error' }]);
    return reply.redirect(ORDERS_PATH, 303);
  }
  const mine = request.session.get('customerId') === order.customerId;
  const shown = outcome === 'duplicate' || outcome === 'refused' || outcome === 'refunded' ? null : outcome;
  if (mine && shown) {
    const type = shown === 'paid' || shown === 'held' ? 'success' : shown === 'waiting' ? 'info' : 'warning';
    request.session.set('flash', [{ text: say(request.t, PAYMENT_TEXTS[shown]), type }]);
  }
  const fromCheckout = request.session.get('checkout')?.cartId === order.cartId;
  return reply.redirect(fromCheckout && outcome === 'paid' ? SUCCESS_PATH : orderViewPath(order.id), 303);
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
    { schema: { querystring: { type: 'object', properties: { paymentID: gatewayFields, status: gatewayFields } } } },
    async (request, reply) =>
      land(request, reply, await bkashReturn(app.db, app.payments, request.query.paymentID ?? '')),
  );

  for (const path of [PAYMENT_PATHS.sslSuccess, PAYMENT_PATHS.sslFail, PAYMENT_PATHS.sslCancel]) {
    app.post<{ Body: { tran_id?: string; val_id?: string } }>(
      path,
      { config: { xsrf: false }, schema: { body: sslForm } },
      async (request, reply) => land(request, reply, await sslcommerzNotice(app.db, app.payments, request.body ?? {})),
    );
  }

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
