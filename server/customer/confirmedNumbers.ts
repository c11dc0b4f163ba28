import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Remembers that a mobile number (8801XXXXXXXXX) proved with a right code it is the shopper's: a cash order from it
 * needs no code again (orders/cashOrders.ts), unless its parcels come back.
 */
export async function confirmNumber(db: Kysely<DB>, phone: string): Promise<void> {
  await db
    .insertInto('confirmed_numbers')
    .values({ phone })
    .onConflict((oc) => oc.column('phone').doNothing())
    .execute();
}

/** Whether the number (8801XXXXXXXXX) ever proved itself with a code. */
export async function isConfirmed(db: Kysely<DB>, phone: string): Promise<boolean> {
  const row = await db.selectFrom('confirmed_numbers').select('phone').where('phone', '=', phone).executeTakeFirst();
  return Boolean(row);
}
