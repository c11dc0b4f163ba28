import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { CourierBusy } from '../courier/courierHttp';
import type { ParcelCourier, ParcelStep } from '../courier/parcel';
import type { CourierName } from './settings';
import { FINAL_STEPS, recordParcelStep } from './steps';

/** What a courier's notification names: its id for the parcel, or the order's number (the merchant's reference). */
export interface ParcelHint {
  courierId?: string;
  orderNumber?: string;
  /** The cash it says the rider collected, in poisha. */
  cashCollected?: number;
}

export interface Followed {
  orderNumber: string;
  step: ParcelStep | null;
  moved: boolean;
}

const PARCEL_COLUMNS = ['p.id', 'p.order_id', 'p.cash_to_collect', 'p.courier_id', 'p.step', 'o.increment_id'] as const;

/**
 * Asks the courier where the parcel is and records what it says: the only way a parcel moves. A partial delivery's
 * cash is the courier's status answer's where it tells it, else the notification's (which passed the courier's secret),
 * and only for the partial delivery the courier's own answer confirms.
 */
async function refresh(
  db: Kysely<DB>,
  courier: ParcelCourier,
  parcel: ParcelRow,
  hint?: ParcelHint,
): Promise<Followed> {
  const answer = await courier.status(parcel.courier_id);
  const told =
    answer.step === 'partly_delivered' && answer.cashCollected === undefined ? hint?.cashCollected : undefined;
  const reported = told === undefined ? answer : { ...answer, cashCollected: told };
  const moved = await recordParcelStep(db, parcel, reported);
  if (moved) return { orderNumber: parcel.increment_id, step: reported.step, moved };
  // Another copy of the news may have moved it meanwhile: the answer is where it is now.
  const now = await db.selectFrom('parcels').select('step').where('id', '=', parcel.id).executeTakeFirstOrThrow();
  return { orderNumber: parcel.increment_id, step: now.step as ParcelStep | null, moved };
}

interface ParcelRow {
  id: number;
  order_id: number;
  cash_to_collect: number;
  courier_id: string;
  step: string | null;
  increment_id: string;
}

/**
 * A courier's notification is a hint, never the news: it only says which parcel to look at. The shop reads that
 * parcel's status from the courier itself and records that, so a forged or replayed notification moves nothing the
 * courier does not confirm. Null when no booked parcel of this courier matches.
 */
export async function followHint(db: Kysely<DB>, courier: ParcelCourier, hint: ParcelHint): Promise<Followed | null> {
  if (!hint.courierId && !hint.orderNumber) return null;
  const parcel = await db
    .selectFrom('parcels as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select(PARCEL_COLUMNS)
    .where('p.courier', '=', courier.name)
    .where('p.courier_id', 'is not', null)
    .where((eb) =>
      hint.courierId ? eb('p.courier_id', '=', hint.courierId) : eb('o.increment_id', '=', hint.orderNumber!),
    )
    .executeTakeFirst();
  return parcel ? refresh(db, courier, parcel as ParcelRow, hint) : null;
}

export interface PollReport {
  asked: number;
  moved: number;
  failed: number;
}

/**
 * Asks the couriers about every booked parcel not yet at a final step, oldest news first: what notifications
 * missed. A courier that asks the shop to slow down is left until the next poll; any other failure skips that
 * parcel only.
 */
export async function pollParcels(db: Kysely<DB>, couriers: ParcelCourier[], limit = 500): Promise<PollReport> {
  const parcels = await db
    .selectFrom('parcels as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select([...PARCEL_COLUMNS, 'p.courier'])
    .where('p.courier_id', 'is not', null)
    .where((eb) => eb.or([eb('p.step', 'is', null), eb('p.step', 'not in', FINAL_STEPS)]))
    .orderBy('p.updated_at')
    .limit(limit)
    .execute();
  const report: PollReport = { asked: 0, moved: 0, failed: 0 };
  const resting = new Set<CourierName>();
  for (const parcel of parcels) {
    const courier = couriers.find((one) => one.name === parcel.courier);
    if (!courier || resting.has(courier.name)) continue;
    report.asked += 1;
    try {
      if ((await refresh(db, courier, parcel as ParcelRow)).moved) report.moved += 1;
    } catch (error) {
      report.failed += 1;
      if (error instanceof CourierBusy) resting.add(courier.name);
    }
  }
  return report;
}
