import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { ORDER_STATUS } from '../orders/statusEvents';

const DAY_MS = 24 * 3600_000;

/** The last moment a return of the order may be asked: `days` after its delivery; null when it was not delivered. */
export async function returnWindow(db: Kysely<DB>, orderId: number, days: number): Promise<Date | null> {
  const delivered = await db
    .selectFrom('order_status_events')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('order_id', '=', orderId)
    .where('status', '=', ORDER_STATUS.delivered)
    .executeTakeFirst();
  return delivered?.at ? new Date(new Date(delivered.at).getTime() + days * DAY_MS) : null;
}

/** An order a gateway confirmed paid goes back through that gateway; any other (cash) by the shop's own transfer. */
export const paidByGateway = (order: { paid_amount: number | string; payment_transaction: string | null }) =>
  Boolean(order.payment_transaction) && Number(order.paid_amount) > 0;

/**
 * The lines' share of what the order was paid for its goods (its total without shipping, so after its discount), in
 * poisha, rounded down: the shares of every line together never pass what was paid.
 */
export function linesShare(
  order: { sub_total: number | string; shipping_amount: number | string; grand_total: number | string },
  lines: { price: number; qty: number }[],
): number {
  const subTotal = Number(order.sub_total);
  const goods = Number(order.grand_total) - Number(order.shipping_amount);
  const value = lines.reduce((sum, line) => sum + line.price * line.qty, 0);
  return subTotal > 0 ? Math.floor((goods * value) / subTotal) : 0;
}

/** How many of each of the order's lines (by item id) its requests not refused send back. */
export async function returnedSoFar(db: Kysely<DB>, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('return_lines as l')
    .innerJoin('return_requests as r', 'r.id', 'l.return_id')
    .select(['l.order_item_id', (eb) => eb.fn.sum<number>('l.qty').as('qty')])
    .where('r.order_id', '=', orderId)
    .where('r.status', '!=', 'refused')
    .groupBy('l.order_item_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.order_item_id), Number(row.qty)]));
}
