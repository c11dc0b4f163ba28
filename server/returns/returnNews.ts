import type { Kysely } from 'kysely';
import type { ReturnStatus } from '../../shared/api/returnsContract';
import type { DB } from '../db/schema';
import { queueShopperNews } from '../notifications/outbox';

/** A return as its SMS names it: its order's number and phone, and the language of the order's customer. */
export interface ReturnAddressee {
  id: number;
  increment_id: string;
  customer_phone: string;
  language: string | null;
}

/**
 * The shopper hears by SMS of each step the shop takes on their return (approved, picked up, refunded, refused), at
 * the order's phone, in the language their order SMS are written in (the customer's; the shop's default without
 * one). Queued in the transaction that moved the return, owed once per return and status (key return-<id>-<status>):
 * a step taken twice, or taken back and again (a refund that failed and was asked again), tells once.
 */
export async function queueReturnNews(
  db: Kysely<DB>,
  to: ReturnAddressee,
  status: Exclude<ReturnStatus, 'requested'>,
  at = new Date(),
): Promise<void> {
  await queueShopperNews(db, {
    key: `return-${to.id}-${status}`,
    phone: to.customer_phone,
    kind: `return-${status}`,
    params: { language: to.language, number: to.increment_id },
    at,
  });
}
