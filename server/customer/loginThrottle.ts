import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Repeated failed sign-ins for one name from one address are slowed down: after FREE_FAILURES
 * misses, each further one locks the pair for a delay that doubles (30 s, 1 min, 2 min ...) up to
 * 15 minutes. A successful sign-in forgets the pair.
 */
export const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 15 * 60_000;
const FORGET_AFTER_MS = 60 * 60_000;

export function throttleKey(login: string, ip: string): string {
  return `${login.toLowerCase()}|${ip}`;
}

export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES));
}

/** Seconds the pair must still wait, or 0 when it may try. */
export async function secondsLocked(db: Kysely<DB>, key: string, now = new Date()): Promise<number> {
  const row = await db.selectFrom('login_throttle').select('blocked_until').where('key', '=', key).executeTakeFirst();
  if (!row?.blocked_until) return 0;
  const left = Date.parse(row.blocked_until) - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

export async function recordFailure(db: Kysely<DB>, key: string, now = new Date()): Promise<void> {
  const at = now.toISOString();
  // Misses older than an hour, with no lock running, no longer count.
  await db
    .deleteFrom('login_throttle')
    .where('key', '=', key)
    .where('updated_at', '<', new Date(now.getTime() - FORGET_AFTER_MS).toISOString())
    .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', at)]))
    .execute();
  // One atomic upsert, so simultaneous misses all count.
  const { failures } = await db
    .insertInto('login_throttle')
    .values({ key, failures: 1, blocked_until: null, updated_at: at })
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ failures: eb('login_throttle.failures', '+', 1), updated_at: at })))
    .returning('failures')
    .executeTakeFirstOrThrow();
  const delay = delayAfter(failures);
  if (delay) {
    await db.updateTable('login_throttle').set({ blocked_until: new Date(now.getTime() + delay).toISOString() }).where('key', '=', key).execute();
  }
}

export async function forget(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}
