import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hangIfTimeout, refusedByFault, type SimulatorOptions } from '../faults';
import { CALLBACK_SCHEMA, notify, type Callback } from '../notify';
import { ParcelBook } from '../parcelBook';

/** The keys the simulated Steadfast accepts. */
export const STEADFAST_SANDBOX_KEYS = { apiKey: 'sandbox-api-key', secretKey: 'sandbox-secret-key' };

type Body = Record<string, unknown> | undefined;
interface Consignment {
  consignment_id: number;
  invoice: string;
  tracking_code: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  cod_amount: number;
  status: string;
  note: string | null;
  created_at: string;
}

/** The errors Steadfast's create_order answers for its documented rules (the invoice must be unique). */
function orderErrors(body: Body, book: ParcelBook<Consignment>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const text = (name: string) => (typeof body?.[name] === 'string' ? (body[name] as string) : '');
  if (!/^[A-Za-z0-9_-]+$/.test(text('invoice'))) errors.invoice = ['The invoice field is required.'];
  else if (book.byMerchantReference(text('invoice'))) errors.invoice = ['The invoice has already been taken.'];
  if (!text('recipient_name') || text('recipient_name').length > 100)
    errors.recipient_name = ['The recipient name may not be greater than 100 characters.'];
  if (!/^\d{11}$/.test(text('recipient_phone'))) errors.recipient_phone = ['The recipient phone must be 11 digits.'];
  if (!text('recipient_address') || text('recipient_address').length > 250)
    errors.recipient_address = ['The recipient address may not be greater than 250 characters.'];
  if (typeof body?.cod_amount !== 'number' || body.cod_amount < 0)
    errors.cod_amount = ['The cod amount must be 0 or more.'];
  return errors;
}

/**
 * Steadfast's API (portal.packzy.com/api/v1) as a local simulator: create_order, status_by_cid, status_by_invoice
 * status_by_trackingcode and fraud_check, checked by the Api-Key and Secret-Key headers, with the faults a test plans.
 * Steadfast answers HTTP 200 with its own status in the body. `POST /sandbox/consignments/{invoice}/status` moves a
 * consignment to a Steadfast delivery_status (a partial delivery with the cod_amount collected); `POST
 * /sandbox/consignments/{invoice}/cancel` is the portal's cancel (the API has none), refused once it was picked up.
 */
export default async function steadfastSandbox(app: FastifyInstance, { faults, hangMs }: SimulatorOptions) {
  const book = new ParcelBook<Consignment>();
  const ids = new Map<string, Consignment>();
  const status = (reply: FastifyReply, consignment: Consignment | undefined) =>
    consignment
      ? reply.send({ status: 200, delivery_status: consignment.status })
      : reply.send({ status: 404, message: 'Consignment not found.' });

  app.register(async (api) => {
    api.addHook('onRequest', async (request, reply) => {
      const { apiKey, secretKey } = STEADFAST_SANDBOX_KEYS;
      if (request.headers['api-key'] !== apiKey || request.headers['secret-key'] !== secretKey)
        return reply.code(401).send({ status: 401, message: 'Unauthorized.' });
    });
    api.post('/api/v1/create_order', async (request, reply) => {
      const fault = faults?.take('create');
      if (refusedByFault(fault, reply)) return reply;
      const body = request.body as Body;
      const errors = orderErrors(body, book);
      if (Object.keys(errors).length) return reply.send({ status: 400, message: 'Validation failed.', errors });
      const id = 1_424_000 + book.nextNumber();
      const consignment: Consignment = {
        consignment_id: id,
        invoice: String(body?.invoice),
        tracking_code: `SF${id.toString(36).toUpperCase()}`,
        recipient_name: String(body?.recipient_name),
        recipient_phone: String(body?.recipient_phone),
        recipient_address: String(body?.recipient_address),
        cod_amount: Number(body?.cod_amount),
        status: 'in_review',
        note: typeof body?.note === 'string' ? body.note : null,
        created_at: new Date().toISOString(),
      };
      book.add(String(id), consignment.invoice, consignment);
      ids.set(consignment.tracking_code, consignment);
      await hangIfTimeout(fault, hangMs);
      return reply.send({ status: 200, message: 'Consignment has been created successfully.', consignment });
    });
    type ByKey = FastifyRequest<{ Params: { key: string } }>;
    const lookup = (find: (key: string) => Consignment | undefined) => async (request: ByKey, reply: FastifyReply) => {
      const fault = faults?.take('status');
      if (refusedByFault(fault, reply)) return reply;
      const consignment = find(request.params.key);
      await hangIfTimeout(fault, hangMs);
      return status(reply, consignment);
    };
    // The fraud check: the number's consignments across Steadfast (here, the simulator's own).
    api.get<{ Params: { phone: string } }>('/api/v1/fraud_check/:phone', async (request, reply) => {
      const fault = faults?.take('fraud_check');
      if (refusedByFault(fault, reply)) return reply;
      const theirs = [...ids.values()].filter((one) => one.recipient_phone === request.params.phone);
      const count = (statuses: string[]) => theirs.filter((one) => statuses.includes(one.status)).length;
      return reply.send({
        status: 200,
        total_parcels: theirs.length,
        total_delivered: count(['delivered', 'partial_delivered']),
        total_cancelled: count(['cancelled']),
      });
    });
    api.get<{ Params: { key: string } }>(
      '/api/v1/status_by_cid/:key',
      lookup((key) => book.get(key)),
    );
    api.get<{ Params: { key: string } }>(
      '/api/v1/status_by_invoice/:key',
      lookup((key) => book.byMerchantReference(key)),
    );
    api.get<{ Params: { key: string } }>(
      '/api/v1/status_by_trackingcode/:key',
      lookup((key) => ids.get(key)),
    );
  });

  app.post<{ Params: { invoice: string } }>('/sandbox/consignments/:invoice/cancel', async (request, reply) => {
    const fault = faults?.take('cancel');
    if (refusedByFault(fault, reply)) return reply;
    const consignment = book.byMerchantReference(request.params.invoice);
    if (!consignment) return reply.code(404).send({ status: 404, message: 'Consignment not found.' });
    // Only a consignment still in review, before the pickup, can be cancelled.
    if (consignment.status !== 'in_review')
      return reply.code(400).send({ status: 400, message: `Consignment is ${consignment.status}.` });
    consignment.status = 'cancelled';
    return reply.send({ status: 200, delivery_status: consignment.status });
  });

  app.post<{ Params: { invoice: string }; Body: { status: string; cod_amount?: number; webhook?: Callback } }>(
    '/sandbox/consignments/:invoice/status',
    {
      schema: {
        body: {
          type: 'object',
          required: ['status'],
          properties: { status: { type: 'string' }, cod_amount: { type: 'number' }, webhook: CALLBACK_SCHEMA },
        },
      },
    },
    async (request, reply) => {
      const consignment = book.byMerchantReference(request.params.invoice);
      if (!consignment) return reply.code(404).send({ status: 404, message: 'Consignment not found.' });
      consignment.status = request.body.status;
      // A partial delivery changes the cash on delivery to what the rider collected.
      if (request.body.cod_amount !== undefined) consignment.cod_amount = request.body.cod_amount;
      const { webhook } = request.body;
      // Steadfast's delivery_status notification, the merchant's auth token as the bearer token.
      const answered =
        webhook &&
        (await notify(webhook.url, webhook.secret ? { authorization: `Bearer ${webhook.secret}` } : {}, {
          notification_type: 'delivery_status',
          consignment_id: consignment.consignment_id,
          invoice: consignment.invoice,
          cod_amount: consignment.cod_amount,
          status: consignment.status,
          delivery_charge: 60,
          tracking_message: `Consignment is ${consignment.status}.`,
          updated_at: new Date().toISOString(),
        }));
      return reply.send({ status: 200, delivery_status: consignment.status, webhook: answered ?? null });
    },
  );
}
