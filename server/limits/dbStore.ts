import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { countAction } from './rateLimit';
import { delayAfter, type LimitStore } from './store';

/** Counters in the database: rate_limits for windows, login_throttle for locks. */
export function dbStore(db: Kysely<DB>): LimitStore {
  return {
    count: (key, limit, now) => countAction(db, key, limit, now),

    async lockedFor(key, now = new Date()) {
      const row = await db
        .selectFrom('login_throttle')
        .select('blocked_until')
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row?.blocked_until) return 0;
      const left = Date.parse(row.blocked_until) - now.getTime();
      return left > 0 ? Math.ceil(left / 1000) : 0;
    },

    async miss(key, backoff, now = new Date()) {
      const at = now.toISOString();
      // Misses that are old, with no lock running, no longer count.
      await db
        .deleteFrom('login_throttle')
        .where('key', '=', key)
        .where('updated_at', '<', new Date(now.getTime() - backoff.forgetAfterMs).toISOString())
        .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', at)]))
        .execute();
      // One atomic upsert, so simultaneous misses all count.
      const { failures } = await db
        .insertInto('login_throttle')
        .values({ key, failures: 1, blocked_until: null, updated_at: at })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => ({ failures: eb('login_throttle.failures', '+', 1), updated_at: at })),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      const delay = delayAfter(Number(failures), backoff);
      if (delay) {
        await db
          .updateTable('login_throttle')
          .set({ blocked_until: new Date(now.getTime() + delay).toISOString() })
          .where('key', '=', key)
          .execute();
      }
    },

    async forget(key) {
      await db.deleteFrom('login_throttle').where('key', '=', key).execute();
    },
  };
}
