import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { parcelWeight } from '../courier/courier';
import { createParcelOnce, ParcelUnsure, AnswerLost, type ParcelCourier, type ParcelRequest } from '../courier/parcel';
import { orderAmounts } from '../orders/amounts';
import { ORDER_STATUS } from '../orders/statusEvents';
import { courierForDistrict, type ParcelSettings } from './settings';
import { recordParcelStep } from './steps';

/** While a create is on its way the parcel's claim says so; past this it is taken as an answer lost. */
const CREATE_WAIT_MS = 5 * 60_000;
/** A claim whose create's answer never came: the parcel may exist, so it is looked up before any new create. */
export const ANSWER_LOST = 'answer-lost';
const CREATING = 'creating';

export type Booked =
  | { outcome: 'booked' | 'already'; orderNumber: string; courier: string; courierId: string }
  | { outcome: 'unsure'; orderNumber: string; courier: string };

export interface Carriers {
  couriers: ParcelCourier[];
  settings: ParcelSettings;
}

/** The order's parcel as a courier takes it: its shipping address, its items, and its due amount as the cash. */
async function requestFor(db: Kysely<DB>, orderId: number) {
  const order = await db
    .selectFrom('orders as o')
    .innerJoin('order_addresses as a', (join) =>
      join.onRef('a.order_id', '=', 'o.id').on('a.address_type', '=', 'shipping'),
    )
    .select(['o.increment_id', 'o.status', 'o.grand_total', 'o.sub_total', 'o.paid_amount', 'o.refunded_amount'])
    .select(['a.first_name', 'a.last_name', 'a.phone', 'a.address1', 'a.city', 'a.state'])
    .select(['a.city_id', 'a.zone_id', 'a.area_id'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!order) return null;
  const { count } = await db
    .selectFrom('order_items')
    .select((eb) => eb.fn.sum<number>('qty_ordered').as('count'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  const items = Number(count ?? 1);
  const request: ParcelRequest = {
    orderNumber: order.increment_id,
    recipientName: `${order.first_name} ${order.last_name}`.trim(),
    recipientPhone: order.phone,
    destination: {
      address: order.address1,
      district: order.state,
      thana: order.city,
      ...(order.city_id ? { cityId: order.city_id } : {}),
      ...(order.zone_id ? { zoneId: order.zone_id } : {}),
      ...(order.area_id ? { areaId: order.area_id } : {}),
    },
    cashToCollect: orderAmounts(order).due,
    value: Number(order.sub_total),
    weightKg: parcelWeight(items),
    itemCount: items,
  };
  return { status: order.status, request };
}

/**
 * Claims the order's one parcel row: a new claim, or one whose create's answer was lost. Null when the order has a
 * parcel already or another booking's create is on its way.
 */
async function claim(db: Kysely<DB>, orderId: number, courier: string, request: ParcelRequest) {
  const inserted = await db
    .insertInto('parcels')
    .values({
      order_id: orderId,
      courier,
      courier_status: CREATING,
      phone: request.recipientPhone,
      cash_to_collect: request.cashToCollect,
    })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .returning(['id', 'courier', 'courier_id'])
    .executeTakeFirst();
  if (inserted) return { ...inserted, retaken: false };
  const stale = new Date(Date.now() - CREATE_WAIT_MS).toISOString();
  const retaken = await db
    .updateTable('parcels')
    .set({ courier_status: CREATING, updated_at: new Date().toISOString() })
    .where('order_id', '=', orderId)
    .where('courier_id', 'is', null)
    .where((eb) =>
      eb.or([
        eb('courier_status', '=', ANSWER_LOST),
        eb.and([eb('courier_status', '=', CREATING), eb('updated_at', '<', stale)]),
      ]),
    )
    .returning(['id', 'courier', 'courier_id'])
    .executeTakeFirst();
  return retaken ? { ...retaken, retaken: true } : null;
}

/**
 * Books a confirmed order's parcel with the courier its district's rule names, once: the order's parcel row is
 * claimed before the courier is asked, a create whose answer was lost is looked up by the order's number before it
 * is tried again (createParcelOnce), and a create the courier refused or failed leaves no claim behind, so a later
 * run books it. A lost answer at a courier that cannot be asked stays `unsure`, never a second create.
 */
export async function bookOrder(db: Kysely<DB>, carriers: Carriers, orderId: number): Promise<Booked | null> {
  const order = await requestFor(db, orderId);
  if (!order || order.status !== ORDER_STATUS.confirmed) return null;
  const { request } = order;
  const ruled = courierForDistrict(carriers.settings.rules, request.destination.district);
  const claimed = await claim(db, orderId, ruled, request);
  if (!claimed) {
    const known = await db
      .selectFrom('parcels')
      .select(['courier', 'courier_id'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    return known.courier_id
      ? { outcome: 'already', orderNumber: request.orderNumber, courier: known.courier, courierId: known.courier_id }
      : { outcome: 'unsure', orderNumber: request.orderNumber, courier: known.courier };
  }
  const courier = carriers.couriers.find((one) => one.name === claimed.courier);
  if (!courier) throw new Error(`the parcel of ${request.orderNumber} is at ${claimed.courier}, not configured`);
  if (claimed.retaken && !courier.find) {
    // It may exist and this courier cannot be asked by the order's number: a person looks in its portal.
    await db.updateTable('parcels').set({ courier_status: ANSWER_LOST }).where('id', '=', claimed.id).execute();
    return { outcome: 'unsure', orderNumber: request.orderNumber, courier: courier.name };
  }
  try {
    const parcel = await createParcelOnce(courier, request);
    await db
      .updateTable('parcels')
      .set({ courier_id: parcel.id, courier_status: parcel.courierStatus })
      .where('id', '=', claimed.id)
      .execute();
    const tracked = { id: claimed.id, order_id: orderId, cash_to_collect: request.cashToCollect };
    await recordParcelStep(db, tracked, { ...parcel, step: 'booked' });
    if (parcel.step && parcel.step !== 'booked') await recordParcelStep(db, tracked, parcel);
    return { outcome: 'booked', orderNumber: request.orderNumber, courier: courier.name, courierId: parcel.id };
  } catch (error) {
    if (error instanceof ParcelUnsure || error instanceof AnswerLost) {
      await db.updateTable('parcels').set({ courier_status: ANSWER_LOST }).where('id', '=', claimed.id).execute();
      return { outcome: 'unsure', orderNumber: request.orderNumber, courier: courier.name };
    }
    // Refused, failed or rate-limited: the courier made nothing, so the claim goes and a later run books it.
    await db.deleteFrom('parcels').where('id', '=', claimed.id).execute();
    throw error;
  }
}

/** Confirmed orders without a parcel, and claims whose answer was lost, oldest first: what a booking run takes. */
export async function ordersToBook(db: Kysely<DB>, limit = 100): Promise<number[]> {
  const rows = await db
    .selectFrom('orders as o')
    .leftJoin('parcels as p', 'p.order_id', 'o.id')
    .select('o.id')
    .where('o.status', '=', ORDER_STATUS.confirmed)
    .where((eb) => eb.or([eb('p.id', 'is', null), eb('p.courier_status', '=', ANSWER_LOST)]))
    .orderBy('o.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
