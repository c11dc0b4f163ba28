import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Payments } from '../payments/gateways';
import { releaseCoupon } from './cancelOrder';
import { refundOrder, type Refunded } from './refunds';
import { changeOrderStatus, ORDER_STATUS } from './statusEvents';
import { giveBackStock } from '../stock/orderStock';

/** What the shop asked of one order (by its number) and what came of it. */
export interface ShopChange {
  number: string;
  /** The status before; null when no order has that number. */
  from: string | null;
  /** The status now (equal to `from` when nothing changed). */
  to: string | null;
  /** Why nothing changed, when it did not. */
  refused?: string;
  /** For a cancelled order: what became of the money it was paid. */
  refund?: Refunded;
}

const REFUNDS: Record<Refunded, string> = {
  refunded: ', paid money refunded',
  'nothing-owed': '',
  failed: ', REFUND FAILED: it shows as due and npm run payments:reconcile retries it',
};

/** What came of one order the shop changed, as one line for the shop's commands. */
export function shopChangeLine(change: ShopChange): string {
  if (change.refused)
    return `${change.number}: refused (${change.refused}${change.from ? `; it is ${change.from}` : ''})`;
  return `${change.number}: ${change.from} -> ${change.to}${change.refund ? REFUNDS[change.refund] : ''}`;
}

/** The shop confirms a placed order: only pending orders, so a second confirm changes nothing. */
const CONFIRMABLE = [ORDER_STATUS.placed];
/**
 * The shop cancels an order until it is handed to the courier. An order still waiting for its payment is left to the
 * payment sweep, which cancels it past its hold.
 */
const SHOP_CANCELLABLE = [ORDER_STATUS.placed, ORDER_STATUS.confirmed];

const findOrder = (db: Kysely<DB>, number: string) =>
  db.selectFrom('orders').select(['id', 'status', 'coupon_code']).where('increment_id', '=', number).executeTakeFirst();

/** Confirms the order numbered `number` (pending -> processing) through the one status change. */
export async function confirmByShop(db: Kysely<DB>, number: string): Promise<ShopChange> {
  const order = await findOrder(db, number);
  if (!order) return { number, from: null, to: null, refused: 'no order has this number' };
  const changed = await changeOrderStatus(db, order.id, ORDER_STATUS.confirmed, { from: CONFIRMABLE });
  if (changed) return { number, from: order.status, to: ORDER_STATUS.confirmed };
  const now = (await findOrder(db, number))?.status ?? order.status;
  return { number, from: now, to: now, refused: `only a pending order can be confirmed` };
}

/**
 * Cancels the order numbered `number` as the shopper's own cancel does: the status change and the coupon given back
 * in one transaction, then the money paid goes back through its gateway (refundOrder; a refund that fails shows as
 * due and payments:reconcile retries it). `alongside` writes what goes with the cancel (its parcel's step) in that
 * transaction, only when the order was cancelled.
 */
export async function cancelByShop(
  db: Kysely<DB>,
  payments: Payments,
  number: string,
  alongside?: (trx: Kysely<DB>, orderId: number) => Promise<unknown>,
): Promise<ShopChange> {
  const order = await findOrder(db, number);
  if (!order) return { number, from: null, to: null, refused: 'no order has this number' };
  const changed = await db.transaction().execute(async (trx) => {
    const done = await changeOrderStatus(trx, order.id, ORDER_STATUS.cancelled, { from: SHOP_CANCELLABLE });
    if (done) await releaseCoupon(trx, order.coupon_code);
    if (done) await giveBackStock(trx, order.id);
    if (done && alongside) await alongside(trx, order.id);
    return done;
  });
  if (!changed) {
    const now = (await findOrder(db, number))?.status ?? order.status;
    return { number, from: now, to: now, refused: 'only a pending or processing order can be cancelled' };
  }
  const refund = await refundOrder(db, payments, order.id);
  return { number, from: order.status, to: ORDER_STATUS.cancelled, refund };
}

export interface ListedOrder {
  number: string;
  status: string;
  placedAt: string;
  grandTotal: number;
}

/** The orders, newest first, of one status or of every status. */
export async function listByShop(db: Kysely<DB>, status?: string, limit = 100): Promise<ListedOrder[]> {
  let query = db
    .selectFrom('orders')
    .select(['increment_id', 'status', 'created_at', 'grand_total'])
    .orderBy('id', 'desc')
    .limit(limit);
  if (status) query = query.where('status', '=', status);
  const rows = await query.execute();
  return rows.map((row) => ({
    number: row.increment_id,
    status: row.status,
    placedAt: String(row.created_at),
    grandTotal: Number(row.grand_total),
  }));
}
