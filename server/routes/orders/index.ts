import type { FastifyPluginAsync } from 'fastify';
import type { NotReordered } from '../../../shared/api/ordersContract';
import { checkForm } from '../../../shared/validation/fieldErrors';
import { trackOrderSchema } from '../../../shared/validation/trackOrderSchema';
import { waitText } from '../../limits/rateLimit';
import { Conflict, NotFound, Refused } from '../../lib/domainErrors';
import { reorder } from '../../orders/reorder';
import { trackOrder } from '../../orders/track';
import { HttpError } from '../../plugins/errors';
import type { PageFlash } from '../../plugins/session';
import { ACCOUNT_MESSAGES } from '../account';
import { CART_PATH } from '../../checkout/openCart';
import { requireCustomer } from '../requireCustomer';
import { idParams } from '../schemaParts';
import { trackedOrderSchema } from './schemas';

/** A few tries from one address; more wait for the window to pass (guessing pairs stays slow). */
export const TRACK_LIMIT = { limit: 10, windowMs: 15 * 60_000 };

const listed = (lines: NotReordered[]) => lines.map((line) => `${line.name} (${line.reason})`).join(', ');

export const ORDER_MESSAGES = {
  trackNotFound: 'We could not find an order with that order number and phone number. Please check both and try again.',
  trackInvalid: 'Please correct the highlighted fields.',
  tooManyTries: (wait: string) => `You have tried to track orders several times in a short time. Please wait ${wait} before trying again.`,
  reordered: 'The items of your order are in your cart, at today\'s prices.',
  notReordered: (lines: NotReordered[]) => `These items could not be added to your cart: ${listed(lines)}.`,
  nothingReordered: (lines: NotReordered[]) => `None of this order's items can be added to your cart: ${listed(lines)}.`,
} as const;

const text = { type: 'string', maxLength: 40 } as const;

/** Tracking an order by its number and phone (anyone), and Order Again (the order's customer). */
const orderRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { increment_id?: string; phone?: string } }>(
    '/api/orders/track',
    { schema: { querystring: { type: 'object', properties: { increment_id: text, phone: text } }, response: { 200: trackedOrderSchema } } },
    async (request, reply) => {
      const checked = await checkForm(trackOrderSchema, request.query);
      if (!checked.ok) throw new Refused(ORDER_MESSAGES.trackInvalid, { fields: checked.errors });
      // Every well-formed try counts, found or not: a right pair gives nothing to whoever guesses.
      const wait = await app.limits.count(`track-order|${request.ip}`, TRACK_LIMIT);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new HttpError(429, ORDER_MESSAGES.tooManyTries(waitText(wait)));
      }
      const order = await trackOrder(app.db, checked.value.increment_id, checked.value.phone, request.money);
      if (!order) throw new NotFound(ORDER_MESSAGES.trackNotFound);
      return { data: order };
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/customer/orders/:id/reorder',
    { schema: { params: idParams('id'), body: { type: ['object', 'null'] } } },
    async (request) => {
      const outcome = await reorder(app.db, requireCustomer(request), request.params.id);
      if (!outcome) throw new NotFound(ACCOUNT_MESSAGES.orderNotFound);
      if (outcome.added.length === 0) throw new Conflict(ORDER_MESSAGES.nothingReordered(outcome.notAdded));
      // The cart page shows what could not be added, once, after the browser goes there.
      const flash: PageFlash[] = [{ text: ORDER_MESSAGES.reordered, type: 'success' }];
      if (outcome.notAdded.length) flash.push({ text: ORDER_MESSAGES.notReordered(outcome.notAdded), type: 'warning' });
      request.session.set('flash', flash);
      return { message: ORDER_MESSAGES.reordered, data: { added: outcome.added, not_added: outcome.notAdded, redirect: CART_PATH } };
    },
  );
};

export default orderRoutes;
