import type { Insertable, Kysely } from 'kysely';
import type { CouponsTable, DB } from '../db/schema';

const DAY = 24 * 3600 * 1000;

/**
 * The demo coupons, one of each case the checkout meets. Percentages are in hundredths of a
 * percent, amounts in poisha; dates are relative to the seeding, so the demo stays valid.
 */
export function demoCoupons(now = new Date()): Insertable<CouponsTable>[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  // Every row names every column: SQLite fills a multi-row insert's missing columns with NULL.
  const coupon = (
    row: Pick<
      Insertable<CouponsTable>,
      'code' | 'type' | 'value' | 'min_order' | 'starts_at' | 'expires_at' | 'usage_limit'
    > & { times_used?: number },
  ) => ({ max_discount: null, times_used: 0, status: 1, ...row });
  return [
    // 10 % off orders of ৳ 1,000 or more.
    coupon({
      code: 'EID10',
      type: 'percentage',
      value: 1000,
      min_order: 100000,
      starts_at: at(-1),
      expires_at: at(365),
      usage_limit: 1000,
    }),
    // ৳ 200 off orders of ৳ 1,500 or more.
    coupon({
      code: 'WELCOME200',
      type: 'fixed',
      value: 20000,
      min_order: 150000,
      starts_at: at(-1),
      expires_at: null,
      usage_limit: 500,
    }),
    // Ended: refused as expired.
    coupon({
      code: 'PUJA15',
      type: 'percentage',
      value: 1500,
      min_order: 50000,
      starts_at: at(-60),
      expires_at: at(-30),
      usage_limit: null,
    }),
    // Every use taken: refused as used up.
    coupon({
      code: 'FLASH50',
      type: 'fixed',
      value: 5000,
      min_order: 0,
      starts_at: at(-10),
      expires_at: at(30),
      usage_limit: 100,
      times_used: 100,
    }),
  ];
}

export async function seedCoupons(db: Kysely<DB>, now = new Date()): Promise<number> {
  const coupons = demoCoupons(now);
  await db.insertInto('coupons').values(coupons).execute();
  return coupons.length;
}
