import { COUPON_MESSAGES } from '../../cart/coupons';
import { Browser } from '../../test/browser';
import { insertCartFixtures } from '../../test/stock';
import { TEST_DIALECTS, testShop } from '../../test/testShop';
import { COUPON_APPLIED, COUPON_REMOVED } from './coupon';

describe.each(TEST_DIALECTS)('coupons on %s', (dialect) => {
  const shop = testShop(dialect, { stock: insertCartFixtures });

  /** A guest whose cart holds `teas` teas (৳ 600 each). */
  async function shopperWith(teas: number) {
    const browser = new Browser(shop.app);
    await browser.post('/api/checkout/cart', { product_id: shop.stock.tea, quantity: teas });
    return browser;
  }

  it('applies a percentage code in any case, and removes it', async () => {
    const browser = await shopperWith(2);
    const res = await browser.post('/api/checkout/cart/coupon', { code: ' eid10 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: COUPON_APPLIED,
      data: expect.objectContaining({
        coupon_code: 'EID10',
        sub_total: 1200,
        discount_amount: 120,
        formatted_discount_amount: '৳ 120',
        grand_total: 1080,
      }),
    });
    expect((await browser.get('/api/checkout/cart')).json().data.grand_total).toBe(1080);
    const removed = await browser.delete('/api/checkout/cart/coupon');
    expect(removed.json()).toEqual({
      message: COUPON_REMOVED,
      data: expect.objectContaining({ coupon_code: null, discount_amount: 0, grand_total: 1200 }),
    });
  });

  it('applies a fixed code above its minimum; the discount goes when the cart falls below it', async () => {
    const browser = await shopperWith(3);
    const res = await browser.post('/api/checkout/cart/coupon', { code: 'WELCOME200' });
    expect(res.json().data).toEqual(
      expect.objectContaining({ coupon_code: 'WELCOME200', discount_amount: 200, grand_total: 1600 }),
    );
    const itemId = res.json().data.items[0].id;
    const lowered = await browser.put('/api/checkout/cart', { qty: { [itemId]: 1 } });
    expect(lowered.json().data).toEqual(
      expect.objectContaining({ coupon_code: null, discount_amount: 0, grand_total: 600 }),
    );
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
    expect((await browser.get('/api/checkout/cart')).json().data).toEqual(
      expect.objectContaining({ coupon_code: null, grand_total: 1200 }),
    );
  });

  it('refuses a code for an empty cart', async () => {
    const res = await new Browser(shop.app).post('/api/checkout/cart/coupon', { code: 'EID10' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(COUPON_MESSAGES.emptyCart);
  });
});
