import { Browser, startTestShop, TEST_DIALECTS, type TestShop } from '../test/testApp';
import { COUPON_APPLIED, COUPON_REMOVED } from '../routes/cart/coupon';
import { COUPON_MESSAGES, couponDiscount, redeemCoupon, type Coupon } from './coupons';

describe('a coupon discount', () => {
  const coupon = (values: Partial<Coupon>): Coupon => ({
    id: 1, code: 'X', type: 'percentage', value: 1000, min_order: 0, max_discount: null, starts_at: null, expires_at: null,
    usage_limit: null, times_used: 0, status: 1, ...values,
  });
  it('takes a percentage in whole taka, a fixed amount as it is, never more than the cap or the sub-total', () => {
    expect(couponDiscount(coupon({}), 11466200)).toBe(1146600); // 10 % of ৳ 114,662 is ৳ 11,466.2: ৳ 11,466
    expect(couponDiscount(coupon({ value: 1250 }), 10000)).toBe(1300); // 12.5 % of ৳ 100: ৳ 12.5 rounds to ৳ 13
    expect(couponDiscount(coupon({ max_discount: 50000 }), 1000000)).toBe(50000);
    expect(couponDiscount(coupon({ type: 'fixed', value: 20000 }), 15000)).toBe(15000);
  });
});
import { insertCartFixtures, type CartFixtures } from './testFixtures';

describe.each(TEST_DIALECTS)('coupons on %s', (dialect) => {
  let shop: TestShop;
  let ids: CartFixtures;
  beforeAll(async () => {
    shop = await startTestShop(dialect, { prepare: async ({ db }) => void (ids = await insertCartFixtures(db)) });
  }, 30_000);
  afterAll(() => shop.close());

  /** A guest whose cart holds `teas` teas (৳ 600 each). */
  async function shopperWith(teas: number) {
    const browser = new Browser(shop.app);
    await browser.post('/api/checkout/cart', { product_id: ids.tea, quantity: teas });
    return browser;
  }

  it('applies a percentage code in any case, and removes it', async () => {
    const browser = await shopperWith(2);
    const res = await browser.post('/api/checkout/cart/coupon', { code: ' eid10 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: COUPON_APPLIED,
      data: expect.objectContaining({ coupon_code: 'EID10', sub_total: 1200, discount_amount: 120, formatted_discount_amount: '৳ 120', grand_total: 1080 }),
    });
    expect((await browser.get('/api/checkout/cart')).json().data.grand_total).toBe(1080);
    const removed = await browser.delete('/api/checkout/cart/coupon');
    expect(removed.json()).toEqual({ message: COUPON_REMOVED, data: expect.objectContaining({ coupon_code: null, discount_amount: 0, grand_total: 1200 }) });
  });

  it('applies a fixed code above its minimum; the discount goes when the cart falls below it', async () => {
    const browser = await shopperWith(3);
    const res = await browser.post('/api/checkout/cart/coupon', { code: 'WELCOME200' });
    expect(res.json().data).toEqual(expect.objectContaining({ coupon_code: 'WELCOME200', discount_amount: 200, grand_total: 1600 }));
    const itemId = res.json().data.items[0].id;
    const lowered = await browser.put('/api/checkout/cart', { qty: { [itemId]: 1 } });
    expect(lowered.json().data).toEqual(expect.objectContaining({ coupon_code: null, discount_amount: 0, grand_total: 600 }));
  });

  it.each([
    ['', COUPON_MESSAGES.empty],
    ['NOSUCHCODE', COUPON_MESSAGES.invalid],
    ['PUJA15', COUPON_MESSAGES.expired],
    ['FLASH50', COUPON_MESSAGES.usedUp],
    ['WELCOME200', 'This coupon needs an order of at least ৳ 1,500.'],
  ])('refuses %j with 422 "%s" and changes nothing', async (code, message) => {
    const browser = await shopperWith(2);
    const res = await browser.post('/api/checkout/cart/coupon', { code });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(expect.objectContaining({ message, errors: { code: [message] } }));
    expect((await browser.get('/api/checkout/cart')).json().data).toEqual(expect.objectContaining({ coupon_code: null, grand_total: 1200 }));
  });

  it('refuses a code for an empty cart', async () => {
    const res = await new Browser(shop.app).post('/api/checkout/cart/coupon', { code: 'EID10' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(COUPON_MESSAGES.emptyCart);
  });

  it('counts a use only while uses are left', async () => {
    const { db } = shop.database;
    await db.insertInto('coupons').values({ code: 'ONCE', type: 'fixed', value: 100, min_order: 0, usage_limit: 1 }).execute();
    expect(await redeemCoupon(db, 'once')).toBe(true);
    expect(await redeemCoupon(db, 'ONCE')).toBe(false);
    const row = await db.selectFrom('coupons').select('times_used').where('code', '=', 'ONCE').executeTakeFirstOrThrow();
    expect(row.times_used).toBe(1);
  });
});
