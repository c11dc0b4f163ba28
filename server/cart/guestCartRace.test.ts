import { Browser } from '../test/browser';
import { insertCartFixtures } from '../test/stock';
import { TEST_DIALECTS, testShop } from '../test/testShop';

describe.each(TEST_DIALECTS)("a new guest's first adds on %s", (dialect) => {
  const shop = testShop(dialect, { stock: insertCartFixtures });

  it('make one cart holding both lines when two arrive at once', async () => {
    const { db } = shop.database;
    const cartsBefore = await db.selectFrom('carts').select('id').execute();
    const guest = new Browser(shop.app);
    await guest.get('/api/checkout/cart'); // the XSRF token, as the first page gives it; no session yet
    const answers = await Promise.all(
      [shop.stock.rice, shop.stock.tea].map((product_id) =>
        guest.post('/api/checkout/cart', { product_id, quantity: 1 }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const carts = await db
      .selectFrom('carts')
      .select('id')
      .where('id', 'not in', [0, ...cartsBefore.map((c) => c.id)])
      .execute();
    expect(carts).toHaveLength(1);
    const lines = await db
      .selectFrom('cart_items')
      .select('product_id')
      .where('cart_id', '=', carts[0].id)
      .orderBy('product_id')
      .execute();
    expect(lines.map((l) => l.product_id)).toEqual([shop.stock.rice, shop.stock.tea].sort((a, b) => a - b));
    // Whichever session cookie the browser kept, it shows that cart.
    expect((await guest.get('/api/checkout/cart')).json().data.items_count).toBe(2);
  });

  it('gives two guests two carts', async () => {
    const [first, second] = [new Browser(shop.app), new Browser(shop.app)];
    const [a, b] = await Promise.all(
      [first, second].map((guest) => guest.post('/api/checkout/cart', { product_id: shop.stock.rice, quantity: 1 })),
    );
    expect(a.json().data.id).not.toBe(b.json().data.id);
  });
});
