import type { Kysely } from 'kysely';
import type { StatusEvent } from '../../shared/api/ordersContract';
import type { DB } from '../db/schema';

/**
 * An order's statuses: waiting for its payment at a gateway, placed (pending), held for the shop to verify a risky
 * payment, confirmed, handed to the courier, delivered, cancelled, or closed when its parcel came back.
 */
export const ORDER_STATUS = {
  awaitingPayment: 'pending_payment',
  placed: 'pending',
  held: 'on_hold',
  confirmed: 'processing',
  withCourier: 'shipped',
  delivered: 'completed',
  cancelled: 'cancelled',
  returned: 'closed',
} as const;

/** Each status's name in English, as the order pages and tracking answer it. */
const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  pending_payment: 'Pending Payment',
  on_hold: 'On Hold',
  processing: 'Processing',
  shipped: 'Shipped',
  completed: 'Completed',
  cancelled: 'Cancelled',
  closed: 'Closed',
};
export const statusLabel = (status: string): string =>
  STATUS_LABELS[status] ?? status.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/**
 * Which status may follow which: an order goes forward one step at a time, and can be cancelled
 * until the courier has it. Delivered, cancelled and closed orders are final. An order waiting for its
 * payment becomes placed once paid (or switched to cash on delivery), or held when the gateway
 * asks the shop to verify the payer.
 */
const NEXT: Record<string, readonly string[]> = {
  pending_payment: ['pending', 'on_hold', 'cancelled'],
  on_hold: ['processing', 'cancelled'],
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['completed', 'closed'],
};

/** The statuses `to` may follow. */
export const statusesBefore = (to: string): string[] => Object.keys(NEXT).filter((from) => NEXT[from].includes(to));

/** The 'placed' event of a new order, written in the transaction that writes the order. */
export async function recordPlaced(trx: Kysely<DB>, orderId: number, at: string): Promise<void> {
  await trx
    .insertInto('order_status_events')
    .values({ order_id: orderId, status: ORDER_STATUS.placed, created_at: at })
    .execute();
}

export interface StatusChange {
  /** Only from one of these statuses (default: every status `to` may follow). */
  from?: readonly string[];
  at?: Date;
}

/**
 * The one way an order's status changes: the order moves to `to` only from a status allowed
 * before it (so two changes racing change it once), and the change is recorded with its time in
 * the same transaction. True when it changed.
 */
export async function changeOrderStatus(
  db: Kysely<DB>,
  orderId: number,
  to: string,
  { from, at = new Date() }: StatusChange = {},
): Promise<boolean> {
  const allowed = (from ?? statusesBefore(to)).filter((status) => NEXT[status]?.includes(to));
  if (allowed.length === 0) return false;
  const change = async (trx: Kysely<DB>) => {
    const changed = await trx
      .updateTable('orders')
      .set({ status: to })
      .where('id', '=', orderId)
      .where('status', 'in', allowed)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('order_status_events')
      .values({ order_id: orderId, status: to, created_at: at.toISOString() })
      .execute();
    return true;
  };
  return db.isTransaction ? change(db) : db.transaction().execute(change);
}

/** The order's recorded statuses, oldest first. */
export async function statusHistory(db: Kysely<DB>, orderId: number): Promise<StatusEvent[]> {
  const rows = await db
    .selectFrom('order_status_events')
    .select(['status', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ status: row.status, at: row.created_at }));
}
