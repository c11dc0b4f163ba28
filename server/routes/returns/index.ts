import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { RETURN_LIMITS } from '../../../shared/api/returnsContract';
import { formText, say } from '../../../shared/validation/shopText';
import { NotFound } from '../../lib/domainErrors';
import { orderViewPath } from '../../orders/customerOrders';
import { orderReturns, returnPhoto } from '../../returns/orderReturns';
import { requestReturn, RETURN_TEXTS } from '../../returns/requestReturn';
import { uploadLimits } from '../../uploads/multipartLimits';
import { formFields, formRoute } from '../forms/formReply';
import { requireCustomer } from '../requireCustomer';
import { idParams } from '../schemaParts';

type ReturnBody = Record<string, unknown> | undefined;

const small = { type: 'string', maxLength: 40 } as const;
const ORDERS_PATH = '/customer/account/orders/data';
const PHOTO_MEGABYTES = RETURN_LIMITS.photoBytes / 1024 / 1024;

const returnRoute = {
  // Up to four photos, each stopped while it arrives once past its size limit.
  ...uploadLimits({
    field: 'photos',
    maxFiles: RETURN_LIMITS.photos,
    maxBytes: RETURN_LIMITS.photoBytes,
    tooMany: formText('forms.photoTooMany', { max: RETURN_LIMITS.photos }),
    tooLarge: formText('forms.aPhotoTooLarge', { size: PHOTO_MEGABYTES }),
  }),
  schema: {
    params: idParams('id'),
    // multipart/form-data: the reason, a cash order's bKash number, qty_{order item id} per line, the photos as files.
    body: {
      type: ['object', 'null'],
      properties: { ...formFields, reason: small, refund_to: small, photos: {} },
      patternProperties: { '^qty_\\d{1,10}$': { type: 'string', maxLength: 5 } },
      additionalProperties: false,
    },
  },
} as const;

/**
 * A customer's returns: asking for one (a call for the island, a form without script), and the photos sent with
 * them, shown to the order's customer only.
 */
const returnRoutes: FastifyPluginAsync<{ returnDays: number }> = async (app, { returnDays }) => {
  const ask = (request: FastifyRequest<{ Params: { id: number }; Body: ReturnBody }>) => {
    const { reason, refund_to: refundTo, photos, ...rest } = request.body ?? {};
    const quantities = Object.fromEntries(
      Object.entries(rest)
        .filter(([name]) => name.startsWith('qty_'))
        .map(([name, value]) => [Number(name.slice(4)), value]),
    );
    return requestReturn(app.db, {
      customerId: requireCustomer(request),
      orderId: request.params.id,
      quantities,
      reason,
      refundTo,
      // A file field left empty still arrives, as an empty part: no photo.
      photos: (photos === undefined ? [] : Array.isArray(photos) ? photos : [photos]).filter(
        (photo) => !((Buffer.isBuffer(photo) || typeof photo === 'string') && photo.length === 0),
      ),
      returnDays,
    });
  };

  app.post<{ Params: { id: number }; Body: ReturnBody }>(
    '/api/customer/orders/:id/returns',
    returnRoute,
    async (request) => {
      await ask(request);
      const message = say(request.t, RETURN_TEXTS.requested);
      return { message, data: await orderReturns(app.db, request.params.id, request.money, returnDays) };
    },
  );

  // Under /form/ (plugins/xsrf.ts): a page open too long, its token expired, comes back to itself saying so.
  app.post<{ Params: { id: number }; Body: ReturnBody }>(
    '/form/orders/:id/returns',
    {
      ...returnRoute,
      attachValidation: true,
      // Photos past the limits stop the upload before the handler: the form still goes back to the page, flashed.
      errorHandler: (error, request, reply) =>
        formRoute(ORDERS_PATH, async () => returnRoute.errorHandler(error))(request, reply),
    },
    formRoute(ORDERS_PATH, async (request) => {
      await ask(request);
      return { text: RETURN_TEXTS.requested, type: 'success', to: orderViewPath(request.params.id) };
    }),
  );

  app.get<{ Params: { id: number } }>(
    '/customer/account/returns/photos/:id',
    { schema: { params: idParams('id'), querystring: { type: 'object', properties: {} } } },
    async (request, reply) => {
      const photo = await returnPhoto(app.db, requireCustomer(request), request.params.id);
      if (!photo) throw new NotFound(RETURN_TEXTS.photoNotFound);
      return reply.type('image/webp').header('cache-control', 'private, max-age=86400').send(photo);
    },
  );
};

export default returnRoutes;
