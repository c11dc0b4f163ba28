import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { Refused } from '../lib/domainErrors';
import { serverText } from '../lib/serverText';
import type { PlacedOrder } from './placeOrder';
import { ORDER_STATUS } from './statusEvents';

const KEY = /^[\x21-\x7e]{1,255}$/;

/** The request's JSON with its objects' keys sorted: the same body whatever order its fields came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

async function placedBefore(db: Kysely<DB>, orderId: number): Promise<PlacedOrder> {
  const order = await db
    .selectFrom('orders')
    .select(['increment_id', 'status'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return {
    orderId,
    incrementId: order.increment_id,
    alreadyPlaced: true,
    awaitingPayment: order.status === ORDER_STATUS.awaitingPayment,
  };
}

/**
 * The order call with an Idempotency-Key: the customer's key seen before with the same request answers the order it
 * placed then; with another request it is refused (nothing placed). A new key places the order and is kept with it.
 * Two requests racing with one new key both reach placeOrder, whose claim of the cart lets one write the order and
 * answers the other with it.
 */
export async function placeOnce(
  db: Kysely<DB>,
  customerId: number,
  key: string,
  body: unknown,
  place: () => Promise<PlacedOrder>,
): Promise<PlacedOrder> {
  if (!KEY.test(key)) throw new Refused(serverText('server.idempotencyInvalid'));
  const hash = createHash('sha256').update(canonical(body)).digest('hex');
  const kept = await db
    .selectFrom('idempotency_keys')
    .select(['order_id', 'request_hash'])
    .where('customer_id', '=', customerId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (kept) {
    if (kept.request_hash !== hash) throw new Refused(serverText('server.idempotencyReused'));
    return placedBefore(db, kept.order_id);
  }
  const placed = await place();
  await db
    .insertInto('idempotency_keys')
    .values({ customer_id: customerId, key, request_hash: hash, order_id: placed.orderId })
    .onConflict((oc) => oc.columns(['customer_id', 'key']).doNothing())
    .execute();
  return placed;
}
