import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { NotFound } from '../../lib/domainErrors';
import { inEnglish, serverText } from '../../lib/serverText';
import type { ParcelCourier } from '../../courier/parcel';
import { followHint, type ParcelHint } from '../../parcels/follow';
import type { CourierName } from '../../parcels/settings';

const UNAUTHORIZED = inEnglish(serverText('server.webhookUnauthorized'));
const UNKNOWN_PARCEL_TEXT = serverText('server.unknownParcel');

/** Equal texts, compared in a time that does not tell how much of a guess was right. */
const same = (given: string, secret: string) =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(secret).digest());

const idOrNumber = { anyOf: [{ type: 'string', maxLength: 64 }, { type: 'integer' }] };

/**
 * Each courier's notification as its documentation gives it, with the cash collected where it tells it (Pathao's
 * collected_amount, Steadfast's cod_amount), and where its secret travels: Pathao's in the
 * X-PATHAO-Signature header (and an integration check it answers 202), Steadfast's as the bearer token the merchant
 * set in its portal, RedX's (which documents none) as a token the shop put in the callback URL it registered.
 */
interface Webhook {
  name: CourierName;
  body: Record<string, unknown>;
  secretOf: (request: FastifyRequest) => string | undefined;
  hintOf: (body: Record<string, unknown>) => ParcelHint;
  /** Pathao's integration check: answered without looking at any parcel. */
  check?: (body: Record<string, unknown>, reply: FastifyReply, secret: string) => FastifyReply | null;
  status: number;
}

const text = (value: unknown) => (value === undefined || value === null ? undefined : String(value));
/** Taka as the notifications give them, in poisha; undefined where the notification gives none. */
const poisha = (value: unknown) => (typeof value === 'number' ? Math.round(value * 100) : undefined);
const amount = { type: 'number', minimum: 0 };

const WEBHOOKS: Webhook[] = [
  {
    name: 'pathao',
    body: {
      consignment_id: idOrNumber,
      merchant_order_id: idOrNumber,
      event: { type: 'string', maxLength: 64 },
      collected_amount: amount,
    },
    secretOf: (request) => request.headers['x-pathao-signature'] as string | undefined,
    hintOf: (body) => ({
      courierId: text(body.consignment_id),
      orderNumber: text(body.merchant_order_id),
      cashCollected: poisha(body.collected_amount),
    }),
    check: (body, reply, secret) =>
      body.event === 'webhook_integration'
        ? reply.code(202).header('X-Pathao-Merchant-Webhook-Integration-Secret', secret).send({ status: 'success' })
        : null,
    status: 202,
  },
  {
    name: 'steadfast',
    body: {
      consignment_id: idOrNumber,
      invoice: idOrNumber,
      notification_type: { type: 'string', maxLength: 64 },
      cod_amount: amount,
    },
    secretOf: (request) => request.headers.authorization?.replace(/^Bearer\s+/i, ''),
    // The shop knows a Steadfast parcel by its invoice, the order's number; a partial delivery's cod_amount is what
    // the rider collected.
    hintOf: (body) => ({ courierId: text(body.invoice), cashCollected: poisha(body.cod_amount) }),
    status: 200,
  },
  {
    name: 'redx',
    body: { tracking_number: idOrNumber, invoice_number: idOrNumber, status: { type: 'string', maxLength: 64 } },
    secretOf: (request) => (request.query as { token?: string }).token,
    hintOf: (body) => ({ courierId: text(body.tracking_number), orderNumber: text(body.invoice_number) }),
    status: 200,
  },
];

/**
 * POST /courier/{name}/webhook for each configured courier. A notification without the courier's secret (or to a
 * shop that set none, for a courier that has one) is refused; one with it is only a hint of which parcel to look
 * at: the parcel's status is read from the courier before anything is written (parcels/follow.ts).
 */
const webhookRoutes: FastifyPluginAsync = async (app) => {
  const parcels = app.parcels;
  if (!parcels) return;
  for (const webhook of WEBHOOKS) {
    const courier: ParcelCourier | undefined = parcels.couriers.find((one) => one.name === webhook.name);
    if (!courier) continue;
    const secret = parcels.settings.webhookSecrets[webhook.name];
    app.post<{ Body: Record<string, unknown> }>(
      `/courier/${webhook.name}/webhook`,
      {
        config: { xsrf: false },
        schema: {
          querystring: { type: 'object', properties: { token: { type: 'string', maxLength: 200 } } },
          body: { type: 'object', properties: webhook.body },
        },
      },
      async (request, reply) => {
        const given = webhook.secretOf(request);
        const optional = webhook.name === 'redx' && !secret;
        if (!optional && (!secret || !given || !same(given, secret)))
          return reply.code(401).send({ message: UNAUTHORIZED });
        const checked = webhook.check?.(request.body, reply, secret);
        if (checked) return checked;
        const followed = await followHint(app.db, courier, webhook.hintOf(request.body));
        if (!followed) throw new NotFound(UNKNOWN_PARCEL_TEXT);
        return reply.code(webhook.status).send({ status: 'success', step: followed.step });
      },
    );
  }
};

export default webhookRoutes;
