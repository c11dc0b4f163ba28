import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { Refused } from '../lib/domainErrors';
import type { ParcelCourier, ParcelStep } from '../courier/parcel';
import { ANSWER_LOST } from './book';
import { recordParcelStep } from './steps';

export interface Attached {
  number: string;
  courierId: string;
  /** Its step now; absent when refused. */
  step?: ParcelStep | null;
  /** Why nothing was attached. */
  refused?: string;
}

const taka = (poisha: number) => `Tk ${poisha / 100}`;

/**
 * Attaches the parcel the shop found in its courier's portal (`courierId`) to the order numbered `number`, whose
 * booking lost the courier's answer. The parcel is read from the courier first and taken only when it is this
 * order's: the courier names the order's number as the merchant's reference, and collects the order's due amount
 * where its answer tells the amount. One already attached to another order is refused, and the attach is a
 * conditional write, so two attaches (or an attach racing a booking run) attach once.
 */
export async function attachParcel(
  db: Kysely<DB>,
  couriers: ParcelCourier[],
  number: string,
  courierId: string,
): Promise<Attached> {
  const refused = (why: string): Attached => ({ number, courierId, refused: why });
  const parcel = await db
    .selectFrom('parcels as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select(['p.id', 'p.order_id', 'p.courier', 'p.courier_id', 'p.courier_status', 'p.cash_to_collect'])
    .where('o.increment_id', '=', number)
    .executeTakeFirst();
  if (!parcel) return refused('no parcel of this order is being booked');
  if (parcel.courier_id) return refused(`its parcel is known: ${parcel.courier_id} at ${parcel.courier}`);
  if (parcel.courier_status !== ANSWER_LOST) return refused('its booking is still on its way; try again later');
  const courier = couriers.find((one) => one.name === parcel.courier);
  if (!courier) return refused(`its parcel is at ${parcel.courier}, whose settings are not given`);
  const taken = await db
    .selectFrom('parcels as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select('o.increment_id')
    .where('p.courier', '=', courier.name)
    .where('p.courier_id', '=', courierId)
    .executeTakeFirst();
  if (taken) return refused(`${courier.name}'s parcel ${courierId} is order ${taken.increment_id}'s`);
  let reported;
  try {
    reported = await courier.status(courierId);
  } catch (error) {
    if (error instanceof Refused) return refused(`${courier.name} has no parcel ${courierId}`);
    return refused(`${courier.name} did not answer; nothing changed, try again`);
  }
  if (reported.orderNumber !== number)
    return refused(`${courier.name}'s parcel ${courierId} is for order "${reported.orderNumber}", not ${number}`);
  if (reported.cashToCollect !== undefined && reported.cashToCollect !== parcel.cash_to_collect)
    return refused(
      `${courier.name}'s parcel ${courierId} collects ${taka(reported.cashToCollect)}, ` +
        `the order's due amount is ${taka(parcel.cash_to_collect)}`,
    );
  const attached = await db.transaction().execute(async (trx) => {
    const written = await trx
      .updateTable('parcels')
      .set({ courier_id: courierId, courier_status: reported.courierStatus, updated_at: new Date().toISOString() })
      .where('id', '=', parcel.id)
      .where('courier_id', 'is', null)
      .where('courier_status', '=', ANSWER_LOST)
      .executeTakeFirst();
    if (Number(written.numUpdatedRows) !== 1) return false;
    await recordParcelStep(trx, parcel, { ...reported, step: 'booked' });
    if (reported.step && reported.step !== 'booked') await recordParcelStep(trx, parcel, reported);
    return true;
  });
  if (!attached) return refused('its parcel was attached or booked meanwhile');
  return { number, courierId, step: reported.step };
}
