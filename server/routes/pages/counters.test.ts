import { Browser } from '../../test/browser';
import { signedInShopper } from '../../test/shoppers';
import { insertCartFixtures } from '../../test/stock';
import { TEST_DIALECTS, testShop } from '../../test/testShop';

const html = { accept: 'text/html' };

/** The navbar's numbers a page counted into its state (#haat-state). */
async function pageCounters(browser: Browser) {
  const page = (await browser.get('/', html)).body;
  const state = JSON.parse(/<script type="application\/json" id="haat-state">([^<]*)<\/script>/.exec(page)![1]) as {
    counters: Record<string, unknown>;
  };
  return state.counters;
}

/** The same numbers from the lists the calls answer: the cart's items_count, the wishlist's and compare's lengths. */
async function listedCounts(browser: Browser) {
  const cart = (await browser.get('/api/checkout/cart')).json().data as { items_count: number } | null;
  return {
    cart: cart?.items_count ?? 0,
    wishlist: ((await browser.get('/api/customer/wishlist')).json().data as unknown[]).length,
    compare: ((await browser.get('/api/compare-items')).json().data as unknown[]).length,
  };
}

describe.each(TEST_DIALECTS)("the navbar's numbers on %s", (dialect) => {
  const shop = testShop(dialect, { stock: insertCartFixtures });

  it('counts the lines, wishlist and compare entries the lists show, leaving out what was disabled since', async () => {
    const { browser } = await signedInShopper(shop);
    const { rice, tea, phone, kurta, red } = shop.stock;
    for (const [product_id, quantity, variant_id] of [
      [rice, 3, null],
      [tea, 1, null],
      [phone, 2, null],
      [kurta, 1, red],
    ] as const)
      expect((await browser.post('/api/checkout/cart', { product_id, quantity, variant_id })).statusCode).toBe(200);
    for (const product_id of [rice, tea, phone]) {
      await browser.post('/api/customer/wishlist', { product_id });
      await browser.post('/api/compare-items', { product_id });
    }
    // Lines, not units: four lines of seven units.
    expect(await pageCounters(browser)).toEqual({ cart: 4, wishlist: 3, compare: 3, fromServer: true });
    expect(await listedCounts(browser)).toEqual({ cart: 4, wishlist: 3, compare: 3 });

    // The tea is taken off sale and the kurta's red variant disabled: their lines and entries drop out of the lists.
    await shop.database.db.updateTable('products').set({ status: 0 }).where('id', '=', tea).execute();
    await shop.database.db.updateTable('product_variants').set({ status: 0 }).where('id', '=', red).execute();
    expect(await listedCounts(browser)).toEqual({ cart: 2, wishlist: 2, compare: 2 });
    expect(await pageCounters(browser)).toEqual({ cart: 2, wishlist: 2, compare: 2, fromServer: true });
  });

  it("counts a guest's cart lines, and neither list (a guest's compare list is in their browser)", async () => {
    const guest = new Browser(shop.app);
    expect(await pageCounters(guest)).toEqual({ cart: 0, wishlist: 0, compare: 0, fromServer: true });
    await guest.post('/api/checkout/cart', { product_id: shop.stock.rice, quantity: 2 });
    await guest.post('/api/checkout/cart', { product_id: shop.stock.phone, quantity: 1 });
    expect(await pageCounters(guest)).toEqual({ cart: 2, wishlist: 0, compare: 0, fromServer: true });
    await shop.database.db.updateTable('products').set({ status: 0 }).where('id', '=', shop.stock.phone).execute();
    const cart = (await guest.get('/api/checkout/cart')).json().data as { items_count: number };
    expect(cart.items_count).toBe(1);
    expect(await pageCounters(guest)).toEqual({ cart: 1, wishlist: 0, compare: 0, fromServer: true });
  });
});
