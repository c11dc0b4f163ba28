import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { PARCEL_STEPS, type Parcel, type ParcelStep } from '../courier/parcel';
import { releaseCoupon } from '../orders/cancelOrder';
import { changeOrderStatus, ORDER_STATUS } from '../orders/statusEvents';
import { queueParcelNews } from '../notifications/outbox';

/** Steps after which a parcel moves no more: what the courier reports later cannot undo them. */
export const FINAL_STEPS: readonly ParcelStep[] = ['delivered', 'partly_delivered', 'returned', 'cancelled'];

/** The steps a parcel may reach `to` from: earlier on the timeline and not final (null: booked, answer unknown). */
const stepsBefore = (to: ParcelStep): ParcelStep[] =>
  PARCEL_STEPS.slice(0, PARCEL_STEPS.indexOf(to)).filter((step) => !FINAL_STEPS.includes(step));

export interface TrackedParcel {
  id: number;
  order_id: number;
  cash_to_collect: number;
}

/**
 * What a step does to the order, through the one way its status changes: the courier has it from the pickup
 * (shipped), it is completed when delivered, closed when it came back, and cancelled with a parcel cancelled before
 * pickup. An order a step finds further on (or elsewhere) is left as it is.
 */
async function moveOrder(trx: Kysely<DB>, orderId: number, step: ParcelStep, at: Date): Promise<void> {
  if (step === 'booked') return;
  if (step === 'cancelled') {
    // As the shop's own cancel: the coupon comes back here, the money paid through payments:reconcile's refunds.
    if (await changeOrderStatus(trx, orderId, ORDER_STATUS.cancelled, { from: [ORDER_STATUS.confirmed], at })) {
      const order = await trx.selectFrom('orders').select('coupon_code').where('id', '=', orderId).executeTakeFirst();
      await releaseCoupon(trx, order?.coupon_code ?? null);
    }
    return;
  }
  await changeOrderStatus(trx, orderId, ORDER_STATUS.withCourier, { at });
  if (step === 'delivered' || step === 'partly_delivered')
    await changeOrderStatus(trx, orderId, ORDER_STATUS.delivered, { at });
  if (step === 'returned') await changeOrderStatus(trx, orderId, ORDER_STATUS.returned, { at });
}

/**
 * The one place a parcel's step is recorded: the parcel moves to the step the courier reported only from an earlier,
 * unfinished one (so a step heard twice, or late, after a later one, changes nothing), the step is kept on its
 * timeline, a delivery records the cash collected (the whole due amount, or what the courier reports for a partial
 * one), and the order's status follows, all in one transaction. Whatever must happen once per step (the shopper's
 * SMS) is written here, in the same transaction. True when the parcel moved.
 */
export async function recordParcelStep(
  db: Kysely<DB>,
  parcel: TrackedParcel,
  reported: Parcel,
  at = new Date(),
): Promise<boolean> {
  const step = reported.step;
  if (!step) return false;
  const cash =
    step === 'delivered' ? (reported.cashCollected ?? parcel.cash_to_collect) : (reported.cashCollected ?? null);
  const record = async (trx: Kysely<DB>) => {
    const moved = await trx
      .updateTable('parcels')
      .set({
        step,
        courier_status: reported.courierStatus,
        updated_at: at.toISOString(),
        ...(step === 'delivered' || step === 'partly_delivered' ? { cash_collected: cash } : {}),
      })
      .where('id', '=', parcel.id)
      .where((eb) => {
        const before = stepsBefore(step);
        return eb.or([eb('step', 'is', null), ...(before.length ? [eb('step', 'in', before)] : [])]);
      })
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) {
      // The cash of a partial delivery learnt after its step (the poll found the step, a notification told the cash).
      if (step === 'partly_delivered' && cash !== null)
        await trx
          .updateTable('parcels')
          .set({ cash_collected: cash })
          .where('id', '=', parcel.id)
          .where('step', '=', step)
          .where('cash_collected', 'is', null)
          .execute();
      return false;
    }
    await trx
      .insertInto('parcel_steps')
      .values({ parcel_id: parcel.id, step, courier_status: reported.courierStatus, created_at: at.toISOString() })
      .execute();
    await moveOrder(trx, parcel.order_id, step, at);
    // The order's statuses bring their own news (placed, with the courier, delivered); this step is the parcel's.
    if (step === 'out_for_delivery') await queueParcelNews(trx, { orderId: parcel.order_id, kind: step, at });
    return true;
  };
  return db.isTransaction ? record(db) : db.transaction().execute(record);
}
