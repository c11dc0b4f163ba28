import { inEnglish, waitFor } from '../lib/serverText';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface Limit {
  /** Actions allowed in one window. */
  limit: number;
  windowMs: number;
}

/** Counters whose window closed this long ago are deleted now and then. */
const KEEP_MS = 24 * 3600_000;
const SWEEP_EVERY = 100;
let sinceSweep = 0;

/**
 * Counts one more action under `key` (an action and an address: 'comment|203.0.113.9') in a
 * fixed window, in the database, so every server process on one database shares the count.
 * Answers 0 when the action may go ahead, else the seconds until the window closes.
 */
export async function countAction(
  db: Kysely<DB>,
  key: string,
  { limit, windowMs }: Limit,
  now = new Date(),
): Promise<number> {
  const at = now.toISOString();
  const closed = new Date(now.getTime() - windowMs).toISOString();
  const expired = sql<boolean>`rate_limits.window_started_at <= ${closed}`;
  // One atomic upsert: simultaneous requests all count, and a closed window starts over.
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, window_started_at: at })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when ${expired} then 1 else rate_limits.hits + 1 end`,
        window_started_at: sql<string>`case when ${expired} then ${at} else rate_limits.window_started_at end`,
      }),
    )
    .returning(['hits', 'window_started_at'])
    .executeTakeFirstOrThrow();
  if (++sinceSweep >= SWEEP_EVERY) {
    sinceSweep = 0;
    await db
      .deleteFrom('rate_limits')
      .where('window_started_at', '<', new Date(now.getTime() - KEEP_MS).toISOString())
      .execute();
  }
  if (Number(row.hits) <= limit) return 0;
  return Math.max(1, Math.ceil((Date.parse(row.window_started_at) + windowMs - now.getTime()) / 1000));
}

/** '45 seconds', '12 minutes': a wait in English (the answers write waitFor's text in the shopper's language). */
export function waitText(seconds: number): string {
  return inEnglish(waitFor(seconds));
}
