import type { Kysely } from 'kysely';
import type { ParcelStepEvent } from '../../shared/api/ordersContract';
import type { DB } from '../db/schema';

/** The steps the order's parcel reached, oldest first, as the tracking page and the order view show them. */
export async function parcelTimeline(db: Kysely<DB>, orderId: number): Promise<ParcelStepEvent[]> {
  const rows = await db
    .selectFrom('parcel_steps as s')
    .innerJoin('parcels as p', 'p.id', 's.parcel_id')
    .select(['s.step', 's.created_at'])
    .where('p.order_id', '=', orderId)
    .orderBy('s.id')
    .execute();
  return rows.map((row) => ({ step: row.step, at: row.created_at }));
}
