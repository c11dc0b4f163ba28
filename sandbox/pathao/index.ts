import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hangIfTimeout, refusedByFault, type SimulatorOptions } from '../faults';
import { CALLBACK_SCHEMA, notify, type Callback } from '../notify';
import { ParcelBook } from '../parcelBook';
import { AREAS, CITIES, price, ZONES } from './places';

/** The merchant credentials the simulated Pathao accepts. */
export const PATHAO_SANDBOX_CREDENTIALS = {
  clientId: 'sandbox-client',
  clientSecret: 'sandbox-secret',
  username: 'merchant@sandbox.test',
  password: 'sandbox-pass',
  storeId: '7001',
};

type Body = Record<string, unknown> | undefined;
interface Order {
  consignment_id: string;
  merchant_order_id: string;
  status: string;
  amount_to_collect: number;
  recipient_name: string;
}

const ok = (reply: FastifyReply, message: string, data: unknown) =>
  reply.send({ message, type: 'success', code: 200, data });
const error = (reply: FastifyReply, code: number, message: string, errors?: Record<string, string[]>) =>
  reply.code(code).send({ message, type: 'error', code, ...(errors ? { errors } : {}) });

/** The errors Pathao's order create answers for its documented rules. */
function orderErrors(body: Body): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const text = (name: string) => (typeof body?.[name] === 'string' ? (body[name] as string) : '');
  if (String(body?.store_id) !== PATHAO_SANDBOX_CREDENTIALS.storeId) errors.store_id = ['The store id is invalid.'];
  if (text('recipient_name').length < 3 || text('recipient_name').length > 100)
    errors.recipient_name = ['The recipient name must be between 3 and 100 characters.'];
  if (!/^01\d{9}$/.test(text('recipient_phone')))
    errors.recipient_phone = ['The recipient phone must be 11 characters.'];
  if (text('recipient_address').length < 10 || text('recipient_address').length > 220)
    errors.recipient_address = ['The recipient address must be between 10 and 220 characters.'];
  if (![12, 48].includes(Number(body?.delivery_type))) errors.delivery_type = ['The delivery type is invalid.'];
  if (![1, 2].includes(Number(body?.item_type))) errors.item_type = ['The item type is invalid.'];
  if (!Number.isInteger(body?.amount_to_collect))
    errors.amount_to_collect = ['The amount to collect must be an integer.'];
  return errors;
}

/** Statuses the merchant panel still cancels an order from: before the rider picked it up. */
const CANCELLABLE = ['Pending', 'Pickup_Requested', 'Assigned_for_Pickup', 'Pickup_Failed'];

/**
 * Pathao's merchant API as a local simulator: token, cities, zones, areas, price plan, and orders (create, info),
 * with the faults a test plans. `POST /sandbox/orders/{consignment_id}/status` moves an order to a Pathao status (and
 * notifies the merchant's webhook when given one, with the amount collected of a delivery); `POST
 * /sandbox/orders/{consignment_id}/cancel` is the merchant panel's cancel (the API has none), refused once the order
 * was picked up; `POST /sandbox/tokens/revoke` forgets the issued tokens.
 */
export default async function pathaoSandbox(app: FastifyInstance, { faults, hangMs }: SimulatorOptions) {
  const tokens = new Set<string>();
  const orders = new ParcelBook<Order>();
  const c = PATHAO_SANDBOX_CREDENTIALS;

  app.post('/aladdin/api/v1/issue-token', async (request, reply) => {
    const body = request.body as Body;
    const good =
      body?.client_id === c.clientId &&
      body?.client_secret === c.clientSecret &&
      body?.username === c.username &&
      body?.password === c.password &&
      body?.grant_type === 'password';
    if (!good) return error(reply, 401, 'Invalid credentials');
    const token = `sandbox-token-${tokens.size + 1}`;
    tokens.add(token);
    return reply.send({ token_type: 'Bearer', expires_in: 432000, access_token: token, refresh_token: `r-${token}` });
  });

  app.register(async (api) => {
    api.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!tokens.has(request.headers.authorization?.replace(/^Bearer /, '') ?? '')) error(reply, 401, 'Unauthorized');
    });
    api.get('/aladdin/api/v1/city-list', async (_request, reply) => ok(reply, 'City list', { data: CITIES }));
    api.get<{ Params: { id: string } }>('/aladdin/api/v1/cities/:id/zone-list', async (request, reply) =>
      ok(reply, 'Zone list', { data: ZONES[Number(request.params.id)] ?? [] }),
    );
    api.get<{ Params: { id: string } }>('/aladdin/api/v1/zones/:id/area-list', async (request, reply) =>
      ok(reply, 'Area list', { data: AREAS[Number(request.params.id)] ?? [] }),
    );
    api.post('/aladdin/api/v1/merchant/price-plan', async (request, reply) => {
      const body = request.body as Body;
      const city = Number(body?.recipient_city);
      if (!ZONES[city]?.some((zone) => zone.zone_id === Number(body?.recipient_zone)))
        return error(reply, 422, 'Please fix the given errors', { recipient_zone: ['The zone is invalid.'] });
      const taka = price(city, Number(body?.delivery_type), Number(body?.item_weight));
      return ok(reply, 'price', { price: taka, discount: 0, final_price: taka });
    });
    api.post('/aladdin/api/v1/orders', async (request, reply) => {
      const fault = faults?.take('create');
      if (refusedByFault(fault, reply)) return reply;
      const body = request.body as Body;
      const errors = orderErrors(body);
      if (Object.keys(errors).length) return error(reply, 422, 'Please fix the given errors', errors);
      const id = `DL${String(orders.nextNumber()).padStart(6, '0')}`;
      const order: Order = {
        consignment_id: id,
        merchant_order_id: String(body?.merchant_order_id ?? ''),
        status: 'Pending',
        amount_to_collect: Number(body?.amount_to_collect),
        recipient_name: String(body?.recipient_name),
      };
      orders.add(id, order.merchant_order_id, order);
      await hangIfTimeout(fault, hangMs);
      return ok(reply, 'Order Created Successfully', {
        consignment_id: id,
        merchant_order_id: order.merchant_order_id,
        order_status: 'Pending',
        delivery_fee: 60,
      });
    });
    api.get<{ Params: { id: string } }>('/aladdin/api/v1/orders/:id/info', async (request, reply) => {
      const fault = faults?.take('status');
      if (refusedByFault(fault, reply)) return reply;
      const order = orders.get(request.params.id);
      if (!order) return error(reply, 404, 'Order not found');
      await hangIfTimeout(fault, hangMs);
      const { consignment_id, merchant_order_id, status } = order;
      return ok(reply, 'Order info', {
        consignment_id,
        merchant_order_id,
        order_status: status,
        order_status_slug: status,
      });
    });
  });

  // Forgets every issued token, as when Pathao revokes them: the next call with one is answered 401.
  app.post('/sandbox/tokens/revoke', async (_request, reply) => {
    tokens.clear();
    return reply.send({ revoked: true });
  });

  // The merchant panel's search by the merchant's order id, where a merchant finds an order whose answer it lost.
  app.get<{ Params: { number: string } }>('/sandbox/orders/by-merchant-order/:number', async (request, reply) => {
    const order = orders.byMerchantReference(request.params.number);
    return order ? ok(reply, 'Order', { consignment_id: order.consignment_id }) : error(reply, 404, 'Order not found');
  });

  app.post<{ Params: { id: string } }>('/sandbox/orders/:id/cancel', async (request, reply) => {
    const fault = faults?.take('cancel');
    if (refusedByFault(fault, reply)) return reply;
    const order = orders.get(request.params.id);
    if (!order) return error(reply, 404, 'Order not found');
    if (!CANCELLABLE.includes(order.status))
      return error(reply, 400, `Order is ${order.status}, it cannot be cancelled`);
    order.status = 'Pickup_Cancelled';
    return ok(reply, 'Order cancelled', { consignment_id: order.consignment_id, order_status: order.status });
  });

  app.post<{ Params: { id: string }; Body: { status: string; collected_amount?: number; webhook?: Callback } }>(
    '/sandbox/orders/:id/status',
    {
      schema: {
        body: {
          type: 'object',
          required: ['status'],
          properties: { status: { type: 'string' }, collected_amount: { type: 'number' }, webhook: CALLBACK_SCHEMA },
        },
      },
    },
    async (request, reply) => {
      const order = orders.get(request.params.id);
      if (!order) return error(reply, 404, 'Order not found');
      order.status = request.body.status;
      const { webhook } = request.body;
      // Pathao's webhook: the event named after the status, the shared secret in X-PATHAO-Signature.
      const answered =
        webhook &&
        (await notify(webhook.url, webhook.secret ? { 'X-PATHAO-Signature': webhook.secret } : {}, {
          consignment_id: order.consignment_id,
          merchant_order_id: order.merchant_order_id,
          order_status: order.status,
          ...(request.body.collected_amount === undefined ? {} : { collected_amount: request.body.collected_amount }),
          event: `order.${order.status.toLowerCase().replace(/_/g, '-')}`,
          updated_at: new Date().toISOString(),
        }));
      return reply.send({ consignment_id: order.consignment_id, status: order.status, webhook: answered ?? null });
    },
  );
}
