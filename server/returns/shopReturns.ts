import type { Kysely } from 'kysely';
import type { ReturnStatus } from '../../shared/api/returnsContract';
import type { DB } from '../db/schema';
import type { Payments } from '../payments/gateways';
import { refundPart, type Refunded } from '../orders/refunds';
import { paidByGateway } from './returnRules';
import { queueReturnNews } from './returnNews';

/** What the shop asked of one return and what came of it. */
export interface ReturnChange {
  id: number;
  /** The status before; null when no return has that id. */
  from: string | null;
  /** The status now (equal to `from` when nothing changed). */
  to: string | null;
  /** Why nothing changed, when it did not. */
  refused?: string;
  /** For a return whose money went back (or should have): how. */
  refund?: Refunded | 'manual';
}

/** Which status a return may move to from which: forward one step, or refused until it is picked up. */
const BEFORE: Record<ReturnStatus, ReturnStatus[]> = {
  requested: [],
  approved: ['requested'],
  picked_up: ['approved'],
  refunded: ['picked_up'],
  refused: ['requested', 'approved'],
};

const findReturn = (db: Kysely<DB>, id: number) =>
  db
    .selectFrom('return_requests as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .leftJoin('customers as c', 'c.id', 'o.customer_id')
    .select([
      'r.id',
      'r.status',
      'r.amount',
      'r.order_id',
      'o.paid_amount',
      'o.refunded_amount',
      'o.payment_transaction',
      'o.increment_id',
      'o.customer_phone',
      'c.language',
    ])
    .where('r.id', '=', id)
    .executeTakeFirst();

/** Moves the return to `to` only from a status allowed before it, so two changes racing change it once. */
async function move(db: Kysely<DB>, id: number, to: ReturnStatus, extra: { refund_reference?: string } = {}) {
  const moved = await db
    .updateTable('return_requests')
    .set({ status: to, updated_at: new Date().toISOString(), ...extra })
    .where('id', '=', id)
    .where('status', 'in', BEFORE[to])
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

type Found = NonNullable<Awaited<ReturnType<typeof findReturn>>>;

/** move, and the shopper's SMS of it queued in the same transaction (returnNews.ts). */
const moveAndTell = (db: Kysely<DB>, found: Found, to: Exclude<ReturnStatus, 'requested'>) =>
  db.transaction().execute(async (trx) => {
    if (!(await move(trx, found.id, to))) return false;
    await queueReturnNews(trx, found, to);
    return true;
  });

async function change(db: Kysely<DB>, id: number, to: Exclude<ReturnStatus, 'requested'>): Promise<ReturnChange> {
  const found = await findReturn(db, id);
  if (!found) return { id, from: null, to: null, refused: 'no return has this id' };
  if (await moveAndTell(db, found, to)) return { id, from: found.status, to };
  const now = (await findReturn(db, id))?.status ?? found.status;
  return { id, from: now, to: now, refused: `only a return ${BEFORE[to].join(' or ')} can become ${to}` };
}

export const approveReturn = (db: Kysely<DB>, id: number) => change(db, id, 'approved');
export const refuseReturn = (db: Kysely<DB>, id: number) => change(db, id, 'refused');

/**
 * The money of a picked-up return goes back. An order a gateway was paid through is refunded there (refundPart), the
 * lines' share never past what is paid and not yet refunded: the return is claimed as refunded first, so the gateway
 * is asked once, and put back to picked up when the gateway refused or did not answer (asked again by the same
 * command). A cash order's money is sent by the shop itself (bKash to the number the customer gave): `reference` is
 * that transfer's id, recorded as a manual refund on the order.
 */
export async function refundReturn(
  db: Kysely<DB>,
  payments: Payments,
  id: number,
  reference?: string,
): Promise<ReturnChange> {
  const found = await findReturn(db, id);
  if (!found) return { id, from: null, to: null, refused: 'no return has this id' };
  if (found.status !== 'picked_up')
    return { id, from: found.status, to: found.status, refused: 'only a picked-up return can be refunded' };
  if (!paidByGateway(found)) {
    if (!reference) return { id, from: found.status, to: found.status, refused: 'give the transfer id it was sent by' };
    const recorded = await db.transaction().execute(async (trx) => {
      if (!(await move(trx, id, 'refunded', { refund_reference: reference }))) return false;
      await trx
        .updateTable('orders')
        .set((eb) => ({ refunded_amount: eb('refunded_amount', '+', Number(found.amount)) }))
        .where('id', '=', found.order_id)
        .execute();
      await trx
        .insertInto('payment_refunds')
        .values({ order_id: found.order_id, gateway: 'manual', refund_id: reference, amount: Number(found.amount) })
        .execute();
      await queueReturnNews(trx, found, 'refunded');
      return true;
    });
    return recorded ? { id, from: found.status, to: 'refunded', refund: 'manual' } : change(db, id, 'refunded');
  }
  if (!(await move(db, id, 'refunded'))) return change(db, id, 'refunded');
  const amount = Math.min(Number(found.amount), Number(found.paid_amount) - Number(found.refunded_amount));
  const refund = amount > 0 ? await refundPart(db, payments, found.order_id, amount, `Return ${id}`) : 'nothing-owed';
  if (refund === 'failed' || (refund === 'nothing-owed' && amount > 0)) {
    await db
      .updateTable('return_requests')
      .set({ status: 'picked_up', updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'refunded')
      .execute();
    return { id, from: found.status, to: found.status, refund: 'failed' };
  }
  // The claim above is no news until the gateway said yes: the SMS is owed from here, once (its key).
  await queueReturnNews(db, found, 'refunded');
  return { id, from: found.status, to: 'refunded', refund };
}

/** The shop has the goods back (or its courier picked them up): the money goes back at once where a gateway can. */
export async function pickedUp(db: Kysely<DB>, payments: Payments, id: number): Promise<ReturnChange> {
  const picked = await change(db, id, 'picked_up');
  if (picked.refused) return picked;
  const found = await findReturn(db, id);
  if (!found || !paidByGateway(found)) return picked;
  const refunded = await refundReturn(db, payments, id);
  return { ...refunded, from: picked.from };
}

export interface ListedReturn {
  id: number;
  number: string;
  status: string;
  reason: string;
  amount: number;
  refundTo: string | null;
  askedAt: string;
}

/** The returns, newest first, of one status or of every status. */
export async function listReturns(db: Kysely<DB>, status?: string, limit = 100): Promise<ListedReturn[]> {
  let query = db
    .selectFrom('return_requests as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select(['r.id', 'o.increment_id', 'r.status', 'r.reason', 'r.amount', 'r.refund_to', 'r.created_at'])
    .orderBy('r.id', 'desc')
    .limit(limit);
  if (status) query = query.where('r.status', '=', status);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    number: row.increment_id,
    status: row.status,
    reason: row.reason,
    amount: Number(row.amount),
    refundTo: row.refund_to,
    askedAt: row.created_at,
  }));
}
