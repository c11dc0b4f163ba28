import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { Refused } from '../lib/domainErrors';
import type { Parcel, ParcelCourier } from '../courier/parcel';
import { cancelByShop, type ShopChange } from '../orders/shopStatus';
import type { Payments } from '../payments/gateways';
import { recordParcelStep } from './steps';

/** Why the shop sends when it cancels a parcel. */
const REASON = 'Order cancelled by the shop';

type AtCourier = { cancelled: Parcel } | { refused: string };

/**
 * Takes the parcel back at its courier. The courier's own status decides first: a parcel it already cancelled is
 * cancelled, one it picked up is no longer the shop's to cancel. A courier whose API has no cancel is cancelled by the
 * merchant in its portal, after which the next cancel finds it cancelled. A cancel that failed or lost its answer is
 * read again, so a cancel the courier did make is not taken for a failure.
 */
async function cancelAtCourier(courier: ParcelCourier, id: string): Promise<AtCourier> {
  const unanswered = `${courier.name} did not answer; nothing changed, try again`;
  const now = await courier.status(id).catch(() => null);
  if (!now) return { refused: unanswered };
  if (now.step === 'cancelled') return { cancelled: now };
  if (now.step && now.step !== 'booked')
    return {
      refused: `${courier.name} has picked up parcel ${id} (${now.courierStatus}): it can no longer be cancelled`,
    };
  if (!courier.cancel)
    return {
      refused:
        `${courier.name}'s API has no cancel: cancel parcel ${id} in its portal (${courier.portal}), ` +
        'then cancel the order again',
    };
  try {
    await courier.cancel(id, REASON);
    return { cancelled: { ...now, courierStatus: 'cancelled', step: 'cancelled' } };
  } catch (error) {
    const after = await courier.status(id).catch(() => null);
    if (after?.step === 'cancelled') return { cancelled: after };
    if (error instanceof Refused)
      return { refused: `${courier.name} refused to cancel parcel ${id}: ${error.message}` };
    return { refused: unanswered };
  }
}

/**
 * The shop cancels the order numbered `number`, its parcel first: an order whose parcel is booked is cancelled only
 * once its courier took the parcel back, and the parcel's "cancelled" step is written in the transaction that
 * cancels the order (so the timeline has it once). A parcel the courier refuses to give back (picked up), or a
 * courier that does not answer, leaves the order as it is, with why. An order without a parcel is cancelled as the
 * shop's cancel does (cancelByShop).
 */
export async function cancelOrderAndParcel(
  db: Kysely<DB>,
  couriers: ParcelCourier[],
  payments: Payments,
  number: string,
): Promise<ShopChange> {
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('parcels as p', 'p.order_id', 'o.id')
    .select(['o.status', 'p.id', 'p.order_id', 'p.courier', 'p.courier_id', 'p.step', 'p.cash_to_collect'])
    .where('o.increment_id', '=', number)
    .executeTakeFirst();
  if (!row || row.step === 'cancelled') return cancelByShop(db, payments, number);
  const refused = (why: string): ShopChange => ({ number, from: row.status, to: row.status, refused: why });
  const courier = couriers.find((one) => one.name === row.courier);
  if (!courier) return refused(`its parcel is at ${row.courier}, whose settings are not given`);
  if (!row.courier_id)
    return refused(
      `the answer to its booking at ${courier.name} was lost, so its parcel may exist: find it in ${courier.portal} ` +
        `and attach it (npm run parcels -- attach ${number} <id>) before cancelling`,
    );
  const parcel = { id: row.id, order_id: row.order_id, cash_to_collect: row.cash_to_collect };
  const taken = await cancelAtCourier(courier, row.courier_id);
  if ('refused' in taken) return refused(taken.refused);
  const change = await cancelByShop(db, payments, number, (trx) => recordParcelStep(trx, parcel, taken.cancelled));
  // The courier has it back whatever the order's status allowed: its parcel says so.
  if (change.refused) await recordParcelStep(db, parcel, taken.cancelled);
  return change;
}
