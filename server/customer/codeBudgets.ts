import type { Limit } from '../limits/rateLimit';
import type { LimitStore } from '../limits/store';

const HOUR = 60 * 60_000;

/**
 * What sign-in codes may cost. Every code is an SMS the shop pays for, and SMS pumping (bots asking
 * codes for ranges of numbers whose operator shares the fee with the attacker) turns a code form
 * into a bill, so each budget caps one way of asking:
 * - gap: one code a minute per number, so a shopper who taps twice gets one SMS;
 * - number: five codes an hour per number, enough for a shopper who lost two, never a stream to one phone;
 * - address: ten code requests an hour per address (any number, valid or not), a family behind one
 *   carrier address included, not a bot on one machine;
 * - prefix: twenty codes an hour per block of ten thousand numbers (8801XXXXX____): pumping walks a range;
 * - shop: SMS_CODES_PER_HOUR for the whole shop (default 300), the ceiling of the bill however many
 *   addresses a bot has.
 * The counters live in the limits store (the database, or Redis), so every instance shares them.
 */
export const CODE_BUDGETS = {
  gap: { limit: 1, windowMs: 60_000 },
  number: { limit: 5, windowMs: HOUR },
  address: { limit: 10, windowMs: HOUR },
  prefix: { limit: 20, windowMs: HOUR },
} satisfies Record<string, Limit>;

export type Budget = keyof typeof CODE_BUDGETS | 'shop';

/** The block of ten thousand numbers a number belongs to: its last four digits dropped. */
export const numberPrefix = (number: string): string => number.slice(0, -4);

/**
 * Counts a code request against each budget in turn, the address first (a request for any number
 * costs its address); the first that is spent refuses it, and the budgets after it are not
 * charged. Answers null when a code may be sent, else the budget that refused and its wait in seconds.
 * A shopper's alert ('sms-alert') is an SMS too, counted the same on budgets of its own, except the
 * gap: it sends nothing now, and a shopper asks for two products in a minute.
 */
export async function spendCodeBudgets(
  store: LimitStore,
  number: string | null,
  ip: string,
  shopPerHour: number,
  purpose: 'sms-code' | 'sms-alert' = 'sms-code',
): Promise<{ budget: Budget; wait: number } | null> {
  const steps: [Budget, string, Limit][] = [['address', `${purpose}-address|${ip}`, CODE_BUDGETS.address]];
  if (number && purpose === 'sms-code') steps.push(['gap', `sms-code-gap|${number}`, CODE_BUDGETS.gap]);
  if (number)
    steps.push(
      ['number', `${purpose}-number|${number}`, CODE_BUDGETS.number],
      ['prefix', `${purpose}-prefix|${numberPrefix(number)}`, CODE_BUDGETS.prefix],
      ['shop', `${purpose}-shop`, { limit: shopPerHour, windowMs: HOUR }],
    );
  for (const [budget, key, limit] of steps) {
    const wait = await store.count(key, limit);
    if (wait > 0) return { budget, wait };
  }
  return null;
}
