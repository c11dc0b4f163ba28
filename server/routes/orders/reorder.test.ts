import { MAX_CART_LINES } from '../../cart/cartItems';
import { REORDER_REASONS } from '../../orders/reorder';
import { Browser } from '../../test/browser';
import { orderThrough, signedInShopper } from '../../test/shoppers';
import { insertCartFixtures, type CartFixtures } from '../../test/stock';
import { TEST_DIALECTS, testShop } from '../../test/testShop';
import { ACCOUNT_MESSAGES } from '../account';
import { ORDER_MESSAGES } from './index';

interface CartLine {
  product_id: number;
  variant_id: number | null;
  name: string;
  quantity: number;
  price: number;
}

/** The flashes the page's store starts with (what a call left for this page). */
function pageFlashes(html: string): { text: string; type: string }[] {
  const found = html.match(/<script type="application\/json" id="haat-state">([^<]*)<\/script>/);
  const state = found ? (JSON.parse(found[1]) as { flash?: { text: string; type: string }[] }) : {};
  return (state.flash ?? []).map(({ text, type }) => ({ text, type }));
}

describe.each(TEST_DIALECTS)('Order Again on %s', (dialect) => {
  const shop = testShop<CartFixtures>(dialect, { stock: insertCartFixtures });
  const db = () => shop.database.db;

  /**
   * A new customer's order of 2 rice, 1 Walton phone (in a campaign), 1 red kurta (a variant); their browser and the
   * order id.
   */
  async function ordered() {
    const shopper = await signedInShopper(shop);
    const { kurta, red, rice, phone } = shop.stock;
    await shopper.browser.post('/api/checkout/cart', { product_id: kurta, variant_id: red, quantity: 1 });
    const orderId = await orderThrough(shopper.browser, [
      [rice, 2],
      [phone, 1],
    ]);
    return { ...shopper, orderId };
  }
  const cartLines = async (browser: Browser): Promise<CartLine[]> =>
    (await browser.get('/api/checkout/cart')).json().data?.items ?? [];

  it(
    "puts every line back into the cart at today's prices and sends the browser to the cart, which says so " + 'once',
    async () => {
      const { browser, orderId } = await ordered();
      expect(await cartLines(browser)).toEqual([]);
      // The rice's special price went up since the order.
      await db().updateTable('products').set({ special_price: 14000 }).where('id', '=', shop.stock.rice).execute();
      const res = await browser.post(`/api/customer/orders/${orderId}/reorder`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: ORDER_MESSAGES.reordered,
        data: {
          added: ['Cotton Kurta Red M', 'Chinigura Rice 1kg', 'Walton Phone'],
          not_added: [],
          redirect: '/checkout/cart',
        },
      });
      const lines = await cartLines(browser);
      expect(
        lines.map(({ product_id, variant_id, quantity, price }) => ({ product_id, variant_id, quantity, price })),
      ).toEqual(
        expect.arrayContaining([
          { product_id: shop.stock.kurta, variant_id: shop.stock.red, quantity: 1, price: 2200 },
          { product_id: shop.stock.rice, variant_id: null, quantity: 2, price: 140 },
          // ৳ 20,000 less the campaign's 10 %.
          { product_id: shop.stock.phone, variant_id: null, quantity: 1, price: 18000 },
        ]),
      );
      expect(lines).toHaveLength(3);

      const cartPage = await browser.get('/checkout/cart');
      expect(pageFlashes(cartPage.body)).toEqual([{ text: ORDER_MESSAGES.reordered, type: 'success' }]);
      expect(pageFlashes((await browser.get('/checkout/cart')).body)).toEqual([]);

      // Again: the same lines add up in the cart's own way.
      expect((await browser.post(`/api/customer/orders/${orderId}/reorder`)).statusCode).toBe(200);
      expect((await cartLines(browser)).find((l) => l.product_id === shop.stock.rice)?.quantity).toBe(4);
    },
  );

  it('adds what can still be bought and names the rest, in the answer and on the cart page', async () => {
    const { browser, orderId } = await ordered();
    // Nearly the most one line may hold already: 998 + 2 would be 1,000.
    await browser.post('/api/checkout/cart', { product_id: shop.stock.rice, quantity: 998 });
    const res = await browser.post(`/api/customer/orders/${orderId}/reorder`);
    expect(res.statusCode).toBe(200);
    const notAdded = [{ name: 'Chinigura Rice 1kg', reason: REORDER_REASONS.tooMany }];
    expect(res.json().data).toEqual({
      added: ['Cotton Kurta Red M', 'Walton Phone'],
      not_added: notAdded,
      redirect: '/checkout/cart',
    });
    expect((await cartLines(browser)).find((l) => l.product_id === shop.stock.rice)?.quantity).toBe(998);
    expect(pageFlashes((await browser.get('/checkout/cart')).body)).toEqual([
      { text: ORDER_MESSAGES.reordered, type: 'success' },
      {
        text: `These items could not be added to your cart: Chinigura Rice 1kg (${REORDER_REASONS.tooMany}).`,
        type: 'warning',
      },
    ]);
  });

  it(
    "answers 404 for someone else's order or none, 401 to a guest, 403 without the XSRF header, and adds " + 'nothing',
    async () => {
      const { orderId } = await ordered();
      const other = await signedInShopper(shop, 'Karim');
      const refused = await other.browser.post(`/api/customer/orders/${orderId}/reorder`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: ACCOUNT_MESSAGES.orderNotFound });
      expect((await other.browser.post('/api/customer/orders/2147483647/reorder')).statusCode).toBe(404);
      expect((await other.browser.post('/api/customer/orders/0/reorder')).statusCode).toBe(422);
      expect(
        (await other.browser.post(`/api/customer/orders/${orderId}/reorder`, undefined, { xsrf: false })).statusCode,
      ).toBe(403);
      expect(await cartLines(other.browser)).toEqual([]);

      const guest = new Browser(shop.app);
      const asGuest = await guest.post(`/api/customer/orders/${orderId}/reorder`);
      expect(asGuest.statusCode).toBe(401);
      expect(asGuest.json()).toEqual(expect.objectContaining({ redirect_url: '/customer/login' }));
      expect(await cartLines(guest)).toEqual([]);
    },
  );

  it(`names every line when the cart already holds its ${MAX_CART_LINES} different items`, async () => {
    const { browser, orderId } = await ordered();
    const others = await db()
      .insertInto('products')
      .values(
        Array.from({ length: MAX_CART_LINES }, (_, n) => ({
          type: 'simple' as const,
          sku: `FILL-${n}`,
          name: `Filler ${n}`,
          url_key: `filler-${n}`,
          price: 1000,
          min_price: 1000,
        })),
      )
      .returning('id')
      .execute();
    for (const { id } of others) await browser.post('/api/checkout/cart', { product_id: id, quantity: 1 });
    const res = await browser.post(`/api/customer/orders/${orderId}/reorder`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `None of this order's items can be added to your cart: ${[
        'Cotton Kurta Red M',
        'Chinigura Rice 1kg',
        'Walton Phone',
      ]
        .map((name) => `${name} (${REORDER_REASONS.cartFull})`)
        .join(', ')}.`,
    );
    expect(await cartLines(browser)).toHaveLength(MAX_CART_LINES);
  });

  it(
    'leaves out lines no longer sold (a disabled product, a disabled variant), and refuses when none is ' + 'left',
    async () => {
      const { browser, orderId } = await ordered();
      await db().updateTable('product_variants').set({ status: 0 }).where('id', '=', shop.stock.red).execute();
      await db().updateTable('products').set({ status: 0 }).where('id', '=', shop.stock.phone).execute();
      const res = await browser.post(`/api/customer/orders/${orderId}/reorder`);
      expect(res.json().data).toEqual({
        added: ['Chinigura Rice 1kg'],
        not_added: [
          { name: 'Cotton Kurta Red M', reason: REORDER_REASONS.gone },
          { name: 'Walton Phone', reason: REORDER_REASONS.gone },
        ],
        redirect: '/checkout/cart',
      });
      expect((await cartLines(browser)).map((l) => l.name)).toEqual(['Chinigura Rice 1kg']);
      expect(pageFlashes((await browser.get('/checkout/cart')).body)[1].text).toBe(
        `These items could not be added to your cart: Cotton Kurta Red M (${REORDER_REASONS.gone}), ` +
          `Walton Phone (${REORDER_REASONS.gone}).`,
      );

      await db().updateTable('products').set({ status: 0 }).where('id', '=', shop.stock.rice).execute();
      const none = await browser.post(`/api/customer/orders/${orderId}/reorder`);
      expect(none.statusCode).toBe(409);
      expect(none.json().message).toBe(
        `None of this order's items can be added to your cart: Cotton Kurta Red M (${REORDER_REASONS.gone}), ` +
          `Chinigura ` +
          `Rice 1kg (${REORDER_REASONS.gone}), Walton Phone (${REORDER_REASONS.gone}).`,
      );
      expect(pageFlashes((await browser.get('/checkout/cart')).body)).toEqual([]);
    },
  );
});
