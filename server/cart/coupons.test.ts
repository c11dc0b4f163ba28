import { TEST_DIALECTS, testDatabase } from '../test/testShop';
import { couponDiscount, redeemCoupon, type Coupon } from './coupons';

describe('a coupon discount', () => {
  const coupon = (values: Partial<Coupon>): Coupon => ({
    id: 1,
    code: 'X',
    type: 'percentage',
    value: 1000,
    min_order: 0,
    max_discount: null,
    starts_at: null,
    expires_at: null,
    usage_limit: null,
    times_used: 0,
    status: 1,
    ...values,
  });
  it('takes a percentage in whole taka, a fixed amount as it is, never more than the cap or the sub-total', () => {
    expect(couponDiscount(coupon({}), 11466200)).toBe(1146600); // 10 % of ৳ 114,662 is ৳ 11,466.2: ৳ 11,466
    expect(couponDiscount(coupon({ value: 1250 }), 10000)).toBe(1300); // 12.5 % of ৳ 100: ৳ 12.5 rounds to ৳ 13
    expect(couponDiscount(coupon({ max_discount: 50000 }), 1000000)).toBe(50000);
    expect(couponDiscount(coupon({ type: 'fixed', value: 20000 }), 15000)).toBe(15000);
  });
});

describe.each(TEST_DIALECTS)('redeeming a coupon on %s', (dialect) => {
  const database = testDatabase(dialect);
  const db = () => database.db;

  it('counts a use only while uses are left', async () => {
    await db()
      .insertInto('coupons')
      .values({ code: 'ONCE', type: 'fixed', value: 100, min_order: 0, usage_limit: 1 })
      .execute();
    expect(await redeemCoupon(db(), 'once')).toBe(true);
    expect(await redeemCoupon(db(), 'ONCE')).toBe(false);
    const row = await db()
      .selectFrom('coupons')
      .select('times_used')
      .where('code', '=', 'ONCE')
      .executeTakeFirstOrThrow();
    expect(row.times_used).toBe(1);
  });
});
