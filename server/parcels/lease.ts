import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Takes the lease `name` for `holder` until `ms` from `now`: a lease nobody holds, one that ran out, or one the holder
 * has already (it renews it). Both writes are conditional (an insert that yields to a row there, an update only of an
 * expired or own lease), so of processes asking at once one gets it. True when `holder` has it now.
 */
export async function takeLease(
  db: Kysely<DB>,
  name: string,
  holder: string,
  ms: number,
  now = new Date(),
): Promise<boolean> {
  const expires_at = new Date(now.getTime() + ms).toISOString();
  const inserted = await db
    .insertInto('leases')
    .values({ name, holder, expires_at })
    .onConflict((oc) => oc.column('name').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  const renewed = await db
    .updateTable('leases')
    .set({ holder, expires_at })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('holder', '=', holder), eb('expires_at', '<=', now.toISOString())]))
    .executeTakeFirst();
  return Number(renewed.numUpdatedRows) === 1;
}
