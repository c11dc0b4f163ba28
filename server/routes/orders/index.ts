import type { FastifyPluginAsync } from 'fastify';
import type { NotReordered } from '../../../shared/api/ordersContract';
import { checkFormTexts } from '../../../shared/validation/fieldErrors';
import { say, type ShopText, type Translate } from '../../../shared/validation/shopText';
import { trackOrderSchema } from '../../../shared/validation/trackOrderSchema';
import { inEnglishAll, serverText, waitFor } from '../../lib/serverText';
import { Conflict, NotFound, Refused } from '../../lib/domainErrors';
import { reorder, type NotReorderedLine } from '../../orders/reorder';
import { trackOrder } from '../../orders/track';
import { trackedReturns } from '../../returns/orderReturns';
import { HttpError } from '../../plugins/errors';
import type { PageFlash } from '../../plugins/session';
import { ACCOUNT_TEXTS } from '../account';
import { CART_PATH } from '../../checkout/openCart';
import { requireCustomer } from '../requireCustomer';
import { idParams } from '../schemaParts';
import { trackedOrderSchema } from './schemas';

/** A few tries from one address; more wait for the window to pass (guessing pairs stays slow). */
export const TRACK_LIMIT = { limit: 10, windowMs: 15 * 60_000 };

/** 'Walton Phone (no longer available), Chinigura Rice 1kg (...)': the lines the cart did not take, written by `t`. */
const listed = (lines: NotReordered[]) =>
  lines.map((line) => serverText('server.reorderLine', { name: line.name, reason: line.reason }));

const ORDER_TEXTS = {
  trackNotFound: serverText('server.trackNotFound'),
  trackInvalid: serverText('server.correctFields'),
  tooManyTries: (wait: string | ShopText) => serverText('server.tooManyTracks', { wait }),
  reordered: serverText('server.reordered'),
  notReordered: (lines: NotReordered[]) => serverText('server.notReordered', { items: listed(lines) }),
  nothingReordered: (lines: NotReordered[]) => serverText('server.nothingReordered', { items: listed(lines) }),
};
/** The same in English, word for word as the English catalogue has them. */
export const ORDER_MESSAGES = inEnglishAll(ORDER_TEXTS);

/** The lines the cart did not take, their reasons written by `t` (the answer's data names them too). */
const notAddedIn = (t: Translate, lines: NotReorderedLine[]): NotReordered[] =>
  lines.map((line) => ({ name: line.name, reason: say(t, line.reason) }));

const text = { type: 'string', maxLength: 40 } as const;

/** Tracking an order by its number and phone (anyone), and Order Again (the order's customer). */
const orderRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { increment_id?: string; phone?: string } }>(
    '/api/orders/track',
    {
      schema: {
        querystring: { type: 'object', properties: { increment_id: text, phone: text } },
        response: { 200: trackedOrderSchema },
      },
    },
    async (request, reply) => {
      const checked = await checkFormTexts(trackOrderSchema, request.query);
      if (!checked.ok) throw new Refused(ORDER_TEXTS.trackInvalid, { fields: checked.errors });
      // Every well-formed try counts, found or not: a right pair gives nothing to whoever guesses.
      const wait = await app.limits.count(`track-order|${request.ip}`, TRACK_LIMIT);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new HttpError(429, ORDER_TEXTS.tooManyTries(waitFor(wait)));
      }
      const order = await trackOrder(
        app.db,
        checked.value.increment_id,
        checked.value.phone,
        request.money,
        request.t,
        request.language,
      );
      if (!order) throw new NotFound(ORDER_TEXTS.trackNotFound);
      return { data: { ...order, returns: await trackedReturns(app.db, order.increment_id) } };
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/customer/orders/:id/reorder',
    { schema: { params: idParams('id'), body: { type: ['object', 'null'] } } },
    async (request) => {
      const outcome = await reorder(app.db, requireCustomer(request), request.params.id);
      if (!outcome) throw new NotFound(ACCOUNT_TEXTS.orderNotFound);
      const notAdded = notAddedIn(request.t, outcome.notAdded);
      if (outcome.added.length === 0) throw new Conflict(ORDER_TEXTS.nothingReordered(notAdded));
      // The cart page shows what could not be added, once, after the browser goes there (in the shopper's language
      // of now).
      const reordered = say(request.t, ORDER_TEXTS.reordered);
      const flash: PageFlash[] = [{ text: reordered, type: 'success' }];
      if (notAdded.length) flash.push({ text: say(request.t, ORDER_TEXTS.notReordered(notAdded)), type: 'warning' });
      request.session.set('flash', flash);
      return { message: reordered, data: { added: outcome.added, not_added: notAdded, redirect: CART_PATH } };
    },
  );
};

export default orderRoutes;
