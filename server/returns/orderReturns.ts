import type { Kysely } from 'kysely';
import type {
  OrderReturns,
  ReturnReason,
  ReturnRequest,
  ReturnStatus,
  TrackedReturn,
} from '../../shared/api/returnsContract';
import type { DB } from '../db/schema';
import type { MoneyFormat } from '../lib/money';
import { ORDER_STATUS } from '../orders/statusEvents';
import { paidByGateway, returnedSoFar, returnWindow } from './returnRules';

/** Where a return's photo is served (to the order's customer only). */
export const returnPhotoPath = (photoId: number) => `/customer/account/returns/photos/${photoId}`;

async function requestsOf(db: Kysely<DB>, orderId: number) {
  const requests = await db
    .selectFrom('return_requests')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const ids = requests.map((request) => request.id);
  const [lines, photos] = ids.length
    ? await Promise.all([
        db
          .selectFrom('return_lines as l')
          .innerJoin('order_items as i', 'i.id', 'l.order_item_id')
          .select(['l.return_id', 'i.name', 'l.qty'])
          .where('l.return_id', 'in', ids)
          .orderBy('l.id')
          .execute(),
        db
          .selectFrom('return_photos')
          .select(['id', 'return_id'])
          .where('return_id', 'in', ids)
          .orderBy('id')
          .execute(),
      ])
    : [[], []];
  return { requests, lines, photos };
}

/**
 * The order's returns for its customer's order page: the requests made (their lines, amount, photos' addresses), and
 * while the window after delivery is open, the lines that may still be returned and how many.
 */
export async function orderReturns(
  db: Kysely<DB>,
  orderId: number,
  money: MoneyFormat,
  returnDays: number,
  now = new Date(),
): Promise<OrderReturns> {
  const order = await db
    .selectFrom('orders')
    .select(['status', 'paid_amount', 'payment_transaction'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const delivered = order.status === ORDER_STATUS.delivered;
  const [{ requests, lines, photos }, until, returned, items] = await Promise.all([
    requestsOf(db, orderId),
    delivered ? returnWindow(db, orderId, returnDays) : null,
    returnedSoFar(db, orderId),
    db.selectFrom('order_items').select(['id', 'name', 'qty_ordered']).where('order_id', '=', orderId).execute(),
  ]);
  const open = until !== null && until >= now;
  return {
    requests: requests.map((request): ReturnRequest => ({
      id: request.id,
      status: request.status as ReturnStatus,
      reason: request.reason as ReturnReason,
      created_at: request.created_at,
      lines: lines.filter((line) => line.return_id === request.id).map(({ name, qty }) => ({ name, qty: +qty })),
      formatted_amount: money(Number(request.amount)),
      refund_to: request.refund_to,
      photo_urls: photos.filter((photo) => photo.return_id === request.id).map((photo) => returnPhotoPath(photo.id)),
    })),
    open_until: until?.toISOString() ?? null,
    returnable: open
      ? items
          .map((item) => ({
            item_id: item.id,
            name: item.name,
            qty_left: +item.qty_ordered - (returned.get(item.id) ?? 0),
          }))
          .filter((line) => line.qty_left > 0)
      : [],
    needs_refund_to: !paidByGateway(order),
  };
}

/** The returns of a tracked order (found by its number and phone): status, when asked and how many items. */
export async function trackedReturns(db: Kysely<DB>, incrementId: string): Promise<TrackedReturn[]> {
  const rows = await db
    .selectFrom('return_requests as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .innerJoin('return_lines as l', 'l.return_id', 'r.id')
    .select(['r.id', 'r.status', 'r.created_at', (eb) => eb.fn.sum<number>('l.qty').as('items')])
    .where('o.increment_id', '=', incrementId)
    .groupBy(['r.id', 'r.status', 'r.created_at'])
    .orderBy('r.id')
    .execute();
  return rows.map((row) => ({ status: row.status as ReturnStatus, created_at: row.created_at, items: +row.items }));
}

/** A return photo's bytes, when its order is the customer's; null otherwise (the same for one that does not exist). */
export async function returnPhoto(db: Kysely<DB>, customerId: number, photoId: number): Promise<Buffer | null> {
  const row = await db
    .selectFrom('return_photos as p')
    .innerJoin('return_requests as r', 'r.id', 'p.return_id')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select('p.photo')
    .where('p.id', '=', photoId)
    .where('o.customer_id', '=', customerId)
    .executeTakeFirst();
  return row ? Buffer.from(row.photo) : null;
}
