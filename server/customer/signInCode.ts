import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { confirmNumber } from './confirmedNumbers';

/** A code is good for five minutes after it was sent. */
export const CODE_LIFETIME_MS = 5 * 60_000;
/**
 * Five wrong codes lock a number's code sign-in: the tries belong to the number, not to the code,
 * and are forgotten an hour after the first of them (or at a right code), so asking for a new code
 * never buys more guesses: at most five guesses of a million an hour per number.
 */
export const CODE_TRIES = 5;
export const TRIES_WINDOW_MS = 60 * 60_000;

/** The code's hash with a salt of its own; six digits are few, the salt keeps a table of them useless. */
function hashCode(phone: string, code: string, salt = randomBytes(16).toString('base64url')): string {
  return `${salt}$${createHash('sha256').update(`${salt}\n${phone}\n${code}`).digest('base64url')}`;
}

function sameCode(phone: string, code: string, stored: string): boolean {
  const [salt] = stored.split('$');
  const given = Buffer.from(hashCode(phone, code, salt));
  const kept = Buffer.from(stored);
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/** Seconds until a locked number's tries are forgotten, 0 when it is not locked. */
function lockLeft(row: { tries: number; tries_since: string } | undefined, now: Date): number {
  if (!row || Number(row.tries) < CODE_TRIES) return 0;
  const left = Date.parse(row.tries_since) + TRIES_WINDOW_MS - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** Seconds the number's code sign-in stays locked (five wrong codes), 0 when it is open. */
export async function codeLockedFor(db: Kysely<DB>, phone: string, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('sign_in_codes')
    .select(['tries', 'tries_since'])
    .where('phone', '=', phone)
    .executeTakeFirst();
  return lockLeft(row, now);
}

/**
 * A new six-digit code for the number (8801XXXXXXXXX), replacing its last one; only its hash is
 * kept. The wrong tries made on the number stay, unless their hour is over.
 */
export async function issueCode(db: Kysely<DB>, phone: string, now = new Date()): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const at = now.toISOString();
  const forgetBefore = new Date(now.getTime() - TRIES_WINDOW_MS).toISOString();
  const row = {
    code_hash: hashCode(phone, code),
    expires_at: new Date(now.getTime() + CODE_LIFETIME_MS).toISOString(),
  };
  await db
    .insertInto('sign_in_codes')
    .values({ phone, ...row, tries: 0, tries_since: at })
    .onConflict((oc) =>
      oc.column('phone').doUpdateSet((eb) => ({
        ...row,
        tries: eb
          .case()
          .when('sign_in_codes.tries_since', '<', forgetBefore)
          .then(0)
          .else(eb.ref('sign_in_codes.tries'))
          .end(),
        tries_since: eb
          .case()
          .when('sign_in_codes.tries_since', '<', forgetBefore)
          .then(at)
          .else(eb.ref('sign_in_codes.tries_since'))
          .end(),
      })),
    )
    .execute();
  return code;
}

export type CodeCheck =
  | { ok: true }
  | { ok: false; reason: 'wrong'; left: number }
  | { ok: false; reason: 'expired' }
  | { ok: false; reason: 'locked'; wait: number };

/**
 * Checks a code typed for the number. A try is taken before the code is compared, in one atomic
 * update, so simultaneous guesses cannot pass the five; a right code gives its try back. The code
 * stays until spendCode: a right code for a new number may still wait for the shopper's name.
 */
export async function checkCode(db: Kysely<DB>, phone: string, code: string, now = new Date()): Promise<CodeCheck> {
  const taken = await db
    .updateTable('sign_in_codes')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('phone', '=', phone)
    .where('tries', '<', CODE_TRIES)
    .where('expires_at', '>', now.toISOString())
    .returning(['code_hash', 'tries'])
    .executeTakeFirst();
  if (!taken) {
    const wait = await codeLockedFor(db, phone, now);
    return wait > 0 ? { ok: false, reason: 'locked', wait } : { ok: false, reason: 'expired' };
  }
  if (!sameCode(phone, code, taken.code_hash)) {
    const left = CODE_TRIES - Number(taken.tries);
    if (left > 0) return { ok: false, reason: 'wrong', left };
    return { ok: false, reason: 'locked', wait: await codeLockedFor(db, phone, now) };
  }
  await db
    .updateTable('sign_in_codes')
    .set((eb) => ({ tries: eb('tries', '-', 1) }))
    .where('phone', '=', phone)
    .execute();
  return { ok: true };
}

/**
 * The code has done its work (signed the shopper in, or confirmed a cash order): it is gone, and so are the number's
 * wrong tries; the number is confirmed, so a cash order from it asks no code again.
 */
export async function spendCode(db: Kysely<DB>, phone: string): Promise<void> {
  await db.deleteFrom('sign_in_codes').where('phone', '=', phone).execute();
  await confirmNumber(db, phone);
}
