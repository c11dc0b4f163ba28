import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { FraudCheck } from '../courier/steadfast';
import { ORDER_STATUS } from '../orders/statusEvents';
import { placedWithPhone } from '../orders/track';

/** A phone number's record as a cash customer: what the confirmation rule of cash orders weighs. */
export interface NumberHistory {
  /** The shop's own orders to this number that were delivered (in full or in part). */
  delivered: number;
  /** ... and that came back. */
  returned: number;
  /** Steadfast's fraud check across its merchants, where the shop turned it on and Steadfast answered; else null. */
  steadfast: FraudCheck | null;
}

/**
 * How many of the shop's orders to `phone` (01XXXXXXXXX, the customer's or an address's) were delivered
 * and how many came back, from the orders' own statuses (a parcel's delivery completes its order, a return closes
 * it), and Steadfast's fraud check when `fraudCheck` is given. A fraud check that fails leaves its part null: the
 * shop's own record still answers.
 */
export async function numberHistory(
  db: Kysely<DB>,
  phone: string,
  fraudCheck: ((phone: string) => Promise<FraudCheck>) | null = null,
): Promise<NumberHistory> {
  const [counts, steadfast] = await Promise.all([
    db
      .selectFrom('orders as o')
      .select('o.status')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('o.status', 'in', [ORDER_STATUS.delivered, ORDER_STATUS.returned])
      .where((eb) => placedWithPhone(eb, phone))
      .groupBy('o.status')
      .execute(),
    fraudCheck ? fraudCheck(phone).catch(() => null) : null,
  ]);
  const count = (status: string) => Number(counts.find((row) => row.status === status)?.count ?? 0);
  return { delivered: count(ORDER_STATUS.delivered), returned: count(ORDER_STATUS.returned), steadfast };
}
