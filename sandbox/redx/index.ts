import type { FastifyInstance, FastifyReply } from 'fastify';
import { hangIfTimeout, refusedByFault, type SimulatorOptions } from '../faults';
import { CALLBACK_SCHEMA, notify, type Callback } from '../notify';
import { ParcelBook } from '../parcelBook';

/** The token the simulated RedX accepts (API-ACCESS-TOKEN: Bearer ...). */
export const REDX_SANDBOX_TOKEN = 'sandbox-redx-token';

type Body = Record<string, unknown> | undefined;
interface RedxParcel {
  tracking_id: string;
  customer_name: string;
  customer_phone: string;
  customer_address: string;
  delivery_area: string;
  delivery_area_id: number;
  cash_collection_amount: number;
  parcel_weight: number;
  tenant_invoice_id: string;
  status: string;
  value: string;
  created_at: string;
}

/** Statuses a parcel can still be cancelled from. */
const CANCELLABLE = ['pickup-pending', 'pickup-in-progress'];

function parcelErrors(body: Body): string[] {
  const required = ['customer_name', 'customer_phone', 'delivery_area', 'customer_address'];
  const errors = required.filter((name) => typeof body?.[name] !== 'string' || !(body[name] as string).trim());
  if (!Number.isInteger(body?.delivery_area_id)) errors.push('delivery_area_id');
  if (!/^\d+(\.\d+)?$/.test(String(body?.cash_collection_amount ?? ''))) errors.push('cash_collection_amount');
  if (!(Number(body?.parcel_weight) > 0)) errors.push('parcel_weight');
  if (body?.value === undefined) errors.push('value');
  return errors;
}

/**
 * RedX's open API (openapi.redx.com.bd/v1.0.0-beta) as a local simulator: create a parcel, its info, and the update
 * that cancels it (refused once picked up), checked by the API-ACCESS-TOKEN header, with the faults a test plans.
 * `POST /sandbox/parcels/{tracking_id}/status` moves a parcel to a RedX status; `GET /sandbox/parcels/by-invoice/{id}`
 * is the merchant panel's search.
 */
export default async function redxSandbox(app: FastifyInstance, { faults, hangMs }: SimulatorOptions) {
  const book = new ParcelBook<RedxParcel>();
  const notFound = (reply: FastifyReply) => reply.code(404).send({ message: 'Parcel not found' });

  app.register(async (api) => {
    api.addHook('onRequest', async (request, reply) => {
      if (request.headers['api-access-token'] !== `Bearer ${REDX_SANDBOX_TOKEN}`)
        return reply.code(401).send({ message: 'Unauthorized' });
    });
    api.post('/v1.0.0-beta/parcel', async (request, reply) => {
      const fault = faults?.take('create');
      if (refusedByFault(fault, reply)) return reply;
      const body = request.body as Body;
      const errors = parcelErrors(body);
      if (errors.length)
        return reply.code(400).send({ message: `Invalid: ${errors.join(', ')}`, validation_errors: errors });
      const tracking_id = `25A${String(book.nextNumber()).padStart(6, '0')}RX`;
      const parcel: RedxParcel = {
        tracking_id,
        customer_name: String(body?.customer_name),
        customer_phone: String(body?.customer_phone),
        customer_address: String(body?.customer_address),
        delivery_area: String(body?.delivery_area),
        delivery_area_id: Number(body?.delivery_area_id),
        cash_collection_amount: Number(body?.cash_collection_amount),
        parcel_weight: Number(body?.parcel_weight),
        tenant_invoice_id: String(body?.tenant_invoice_id ?? ''),
        status: 'pickup-pending',
        value: String(body?.value),
        created_at: new Date().toISOString(),
      };
      book.add(tracking_id, parcel.tenant_invoice_id, parcel);
      await hangIfTimeout(fault, hangMs);
      return reply.send({ tracking_id });
    });
    api.get<{ Params: { id: string } }>('/v1.0.0-beta/parcel/info/:id', async (request, reply) => {
      const fault = faults?.take('status');
      if (refusedByFault(fault, reply)) return reply;
      const parcel = book.get(request.params.id);
      if (!parcel) return notFound(reply);
      await hangIfTimeout(fault, hangMs);
      return reply.send({ parcel });
    });
    api.patch('/v1.0.0-beta/parcels', async (request, reply) => {
      const fault = faults?.take('cancel');
      if (refusedByFault(fault, reply)) return reply;
      const body = request.body as Body;
      const update = body?.update_details as Body;
      const parcel = body?.entity_type === 'parcel-tracking-id' ? book.get(String(body?.entity_id)) : undefined;
      if (!parcel) return notFound(reply);
      if (update?.property_name !== 'status' || update?.new_value !== 'cancelled')
        return reply.code(400).send({ success: false, message: 'Unsupported update' });
      if (!CANCELLABLE.includes(parcel.status))
        return reply.code(400).send({ success: false, message: `Parcel is ${parcel.status} and cannot be cancelled` });
      parcel.status = 'cancelled';
      await hangIfTimeout(fault, hangMs);
      return reply.send({ success: true, message: 'Request Accepted' });
    });
  });

  // The merchant panel's search by the invoice id, where a merchant finds a parcel whose answer it lost.
  app.get<{ Params: { invoice: string } }>('/sandbox/parcels/by-invoice/:invoice', async (request, reply) => {
    const parcel = book.byMerchantReference(request.params.invoice);
    return parcel ? reply.send({ tracking_id: parcel.tracking_id }) : notFound(reply);
  });

  app.post<{ Params: { id: string }; Body: { status: string; webhook?: Callback } }>(
    '/sandbox/parcels/:id/status',
    {
      schema: {
        body: {
          type: 'object',
          required: ['status'],
          properties: { status: { type: 'string' }, webhook: CALLBACK_SCHEMA },
        },
      },
    },
    async (request, reply) => {
      const parcel = book.get(request.params.id);
      if (!parcel) return notFound(reply);
      parcel.status = request.body.status;
      const { webhook } = request.body;
      // RedX documents no secret: the merchant's callback URL carries its own token.
      const answered =
        webhook &&
        (await notify(
          webhook.url,
          {},
          {
            tracking_number: parcel.tracking_id,
            timestamp: new Date().toISOString(),
            status: parcel.status,
            message_en: `Parcel is ${parcel.status}`,
            message_bn: `পার্সেলের অবস্থা: ${parcel.status}`,
            invoice_number: parcel.tenant_invoice_id,
          },
        ));
      return reply.send({ tracking_id: parcel.tracking_id, status: parcel.status, webhook: answered ?? null });
    },
  );
}
