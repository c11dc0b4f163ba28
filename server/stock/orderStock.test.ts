import { setStock } from '../alerts/stock';
import { watchAlerts } from '../alerts/watcher';
import { cancelOrder } from '../orders/cancelOrder';
import { expireOrder } from '../orders/reconcile';
import { ORDER_STATUS } from '../orders/statusEvents';
import { chooseCheckout, fillCart, orderThrough, signedInShopper } from '../test/shoppers';
import { stockShelves } from '../test/stock';
import { SLOW_TEST_DIALECTS, TEST_DIALECTS, testShop } from '../test/testShop';

/**
 * An order takes the units of the products the shop counts, all or nothing, and a cancelled or expired order gives
 * them back once: the shop never sells a unit twice, nor loses one.
 */
describe.each(TEST_DIALECTS)('orders and the units on hand, on %s', (dialect) => {
  const shop = testShop(dialect, { stock: stockShelves });
  // The races sign in and fill the carts of dozens of shoppers first: the slow tests' dialects (test:slow runs both).
  const race = SLOW_TEST_DIALECTS.includes(dialect) ? it : it.skip;
  const db = () => shop.database.db;
  const panjabi = () => ({ productId: shop.stock.panjabi, variantId: 0 });
  const unitsOf = async (productId: number) =>
    (await db().selectFrom('stock_levels').select('qty').where('product_id', '=', productId).executeTakeFirst())?.qty;
  const ordersOf = async (productId: number) =>
    (await db().selectFrom('order_items').select('order_id').where('product_id', '=', productId).execute()).length;

  beforeEach(async () => {
    await db().deleteFrom('stock_levels').execute();
  });

  it('takes the units ordered of a counted product and none of an uncounted one', async () => {
    await setStock(db(), panjabi(), 5);
    const { browser } = await signedInShopper(shop);
    await orderThrough(browser, [
      [shop.stock.panjabi, 2],
      [shop.stock.saree, 1],
    ]);
    expect(await unitsOf(shop.stock.panjabi)).toBe(3);
    expect(await unitsOf(shop.stock.saree)).toBeUndefined();
  });

  race(
    'sells the last 3 units to 3 of 50 shoppers ordering at once, and tells the others why',
    async () => {
      const before = await ordersOf(shop.stock.panjabi);
      const shoppers = [];
      for (let k = 0; k < 50; k++) {
        const { browser } = await signedInShopper(shop, 'Racer');
        await fillCart(browser, [[shop.stock.panjabi, 1]]);
        await chooseCheckout(browser);
        shoppers.push(browser);
      }
      await setStock(db(), panjabi(), 3);
      const answers = await Promise.all(shoppers.map((b) => b.post('/api/checkout/onepage/orders', {})));
      const placed = answers.filter((a) => a.statusCode === 200);
      const refused = answers.filter((a) => a.statusCode === 422);
      expect([placed.length, refused.length]).toEqual([3, 47]);
      expect(refused[0].json().message).toBe(
        'Sorry, Cotton Panjabi sold out while you were checking out. Your cart shows how many are left.',
      );
      expect(await ordersOf(shop.stock.panjabi)).toBe(before + 3);
      expect(await unitsOf(shop.stock.panjabi)).toBe(0);
      // The refused shoppers' carts are open still, as they were.
      const cart = await shoppers[answers.indexOf(refused[0])].get('/api/checkout/cart');
      expect(cart.json().data.items_qty).toBe(1);
    },
    120_000,
  );

  race(
    'sells two counted products together to as many shoppers as the scarcer allows, all at once',
    async () => {
      await setStock(db(), panjabi(), 4);
      await setStock(db(), { productId: shop.stock.saree, variantId: 0 }, 6);
      const shoppers = [];
      for (let k = 0; k < 12; k++) {
        const { browser } = await signedInShopper(shop, 'Pair');
        const lines: [number, number][] = [
          [shop.stock.panjabi, 1],
          [shop.stock.saree, 1],
        ];
        await fillCart(browser, k % 2 ? lines : lines.reverse());
        await chooseCheckout(browser);
        shoppers.push(browser);
      }
      const answers = await Promise.all(shoppers.map((b) => b.post('/api/checkout/onepage/orders', {})));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(4).fill(200), ...Array(8).fill(422)]);
      expect([await unitsOf(shop.stock.panjabi), await unitsOf(shop.stock.saree)]).toEqual([0, 2]);
    },
    120_000,
  );

  it('gives the units of a cancelled order back once, and the back-in-stock watcher sees them', async () => {
    await setStock(db(), panjabi(), 1);
    const { browser, customerId } = await signedInShopper(shop);
    const orderId = await orderThrough(browser, [[shop.stock.panjabi, 1]]);
    expect(await unitsOf(shop.stock.panjabi)).toBe(0);
    await db()
      .insertInto('alert_requests')
      .values({
        kind: 'stock',
        product_id: shop.stock.panjabi,
        variant_id: 0,
        phone: '8801911000001',
        language: 'en',
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .execute();
    const site = { publicUrl: 'http://localhost:3000', currency: 'BDT' };
    expect(await watchAlerts(db(), site)).toBe(0);
    expect(await Promise.all([cancelOrder(db(), customerId, orderId), cancelOrder(db(), customerId, orderId)])).toEqual(
      expect.arrayContaining(['cancelled', 'not-pending']),
    );
    expect(await unitsOf(shop.stock.panjabi)).toBe(1);
    expect(await watchAlerts(db(), site)).toBe(1);
  });

  it('gives the units of an order whose payment never came back once when it expires', async () => {
    await setStock(db(), panjabi(), 4);
    const { browser } = await signedInShopper(shop);
    const orderId = await orderThrough(browser, [[shop.stock.panjabi, 3]]);
    // As if it had been placed to be paid at a gateway that never confirmed it.
    await db().updateTable('orders').set({ status: ORDER_STATUS.awaitingPayment }).where('id', '=', orderId).execute();
    expect(await unitsOf(shop.stock.panjabi)).toBe(1);
    expect([await expireOrder(db(), orderId), await expireOrder(db(), orderId)]).toEqual([true, false]);
    expect(await unitsOf(shop.stock.panjabi)).toBe(4);
  });
});
