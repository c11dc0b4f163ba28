import { say, type ShopText } from '../../../shared/validation/shopText';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireCustomer } from '../requireCustomer';
import { addToList, compareProducts, LIST_TEXTS, listRows, wishlistEntries } from '../../customer/savedLists';
import { NotFound } from '../../lib/domainErrors';
import { HttpError } from '../../plugins/errors';
import { idParams, idSchema } from '../schemaParts';

const productBody = {
  type: 'object',
  required: ['product_id'],
  properties: { product_id: idSchema, _method: { type: 'string' } },
} as const;
/** Guests send the ids kept in their browser; more than this is not a compare list. */
const MAX_COMPARE_IDS = 50;
const idList = { type: 'array', items: idSchema, maxItems: MAX_COMPARE_IDS } as const;

/** "Already there" and "not there": the list islands read the text from data.message as well. */
/** A refusal that also names its message in data (written in the shopper's language). */
const listRefusal = (request: FastifyRequest, status: number, text: ShopText) => {
  const message = say(request.t, text);
  return new HttpError(status, message, undefined, { data: { message } });
};

/** Wishlist (customers only) and compare list (customers on the server, guests by ids). */
const listRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/customer/wishlist',
    { schema: { querystring: { type: 'object', properties: {} } } },
    async (request) => ({
      data: await wishlistEntries(app.db, requireCustomer(request), request.money, request.language),
    }),
  );

  app.post<{ Body: { product_id: number } }>(
    '/api/customer/wishlist',
    { schema: { body: productBody } },
    async (request) => {
      const customerId = requireCustomer(request);
      const entryId = await addToList(app.db, 'wishlist_items', customerId, request.body.product_id);
      if (entryId === null) throw listRefusal(request, 422, LIST_TEXTS.wishlistPresent);
      return {
        message: say(request.t, LIST_TEXTS.wishlistAdded),
        data: (await wishlistEntries(app.db, customerId, request.money, request.language, entryId))[0] ?? null,
      };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/api/customer/wishlist/:id',
    { schema: { params: idParams('id') } },
    async (request) => {
      const customerId = requireCustomer(request);
      const result = await app.db
        .deleteFrom('wishlist_items')
        .where('id', '=', request.params.id)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) !== 1) throw new NotFound(LIST_TEXTS.wishlistMissing);
      return { data: true, message: say(request.t, LIST_TEXTS.wishlistRemoved) };
    },
  );

  // axios writes the ids as product_ids[]=1&product_ids[]=2; product_ids=1 is read as well.
  app.get<{ Querystring: { 'product_ids[]'?: number[]; product_ids?: number[] } }>(
    '/api/compare-items',
    { schema: { querystring: { type: 'object', properties: { 'product_ids[]': idList, product_ids: idList } } } },
    async (request) => {
      const customerId = request.session.get('customerId');
      const ids = customerId
        ? (await listRows(app.db, 'compare_items', customerId)).map((r) => r.product_id)
        : [...(request.query['product_ids[]'] ?? []), ...(request.query.product_ids ?? [])];
      return { data: await compareProducts(app.db, ids, request.money, request.language) };
    },
  );

  app.post<{ Body: { product_id: number; _method?: string } }>(
    '/api/compare-items',
    { schema: { body: productBody } },
    async (request) => {
      const customerId = requireCustomer(request);
      const { product_id: productId, _method: method } = request.body;
      if (method?.toUpperCase() === 'DELETE') {
        const result = await app.db
          .deleteFrom('compare_items')
          .where('customer_id', '=', customerId)
          .where('product_id', '=', productId)
          .executeTakeFirst();
        if (Number(result.numDeletedRows) !== 1) throw listRefusal(request, 404, LIST_TEXTS.compareMissing);
        return {
          message: say(request.t, LIST_TEXTS.compareRemoved),
          data: { message: say(request.t, LIST_TEXTS.compareRemoved) },
        };
      }
      if ((await addToList(app.db, 'compare_items', customerId, productId)) === null)
        throw listRefusal(request, 422, LIST_TEXTS.comparePresent);
      return {
        message: say(request.t, LIST_TEXTS.compareAdded),
        data: { message: say(request.t, LIST_TEXTS.compareAdded) },
      };
    },
  );
};

export default listRoutes;
