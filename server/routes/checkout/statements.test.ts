import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { BuildManifest } from '../../plugins/manifest';
import { Browser } from '../../test/browser';
import { chooseCheckout, fillCart, register } from '../../test/shoppers';
import { countingStatements } from '../../test/statementCount';
import { stockShelves, type Shelves } from '../../test/stock';
import { openTestDatabase, TEST_DIALECTS } from '../../test/testShop';

/**
 * How many statements each cart and checkout call sends the database: under load a call's time is
 * mostly its round trips and the wait for a pooled connection, so each one added is a cost
 * every shopper pays. A transaction counts its BEGIN and COMMIT too.
 */
describe.each(TEST_DIALECTS)('statements per cart and checkout call on %s', (dialect) => {
  let app: FastifyInstance;
  let stock: Shelves;
  let statements: ReturnType<typeof countingStatements>['statements'];
  let drop = async () => {};
  let db: Kysely<DB>;

  beforeAll(async () => {
    const database = await openTestDatabase(dialect);
    drop = database.drop;
    stock = await stockShelves(database.db);
    ({ db, statements } = countingStatements(database.db));
    const manifest: BuildManifest = { css: null, loader: null, islands: {} };
    app = await buildApp({
      config: loadConfig({}, { storageDir: '/tmp/haat-test-storage' }),
      database: { ...database, db },
      manifest: () => manifest,
    });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await drop();
  });

  async function signedIn(): Promise<Browser> {
    const browser = new Browser(app);
    const { email, password } = await register(browser);
    await browser.post('/customer/login', { email, password });
    return browser;
  }

  it('reads and changes a cart in a few statements', async () => {
    const browser = await signedIn();
    await fillCart(browser, [
      [stock.panjabi, 1],
      [stock.saree, 1],
    ]);
    const cart = (await browser.get('/api/checkout/cart')).json().data;
    const counts = {
      read: await statements(() => browser.get('/api/checkout/cart')),
      addAgain: await statements(() => browser.post('/api/checkout/cart', { product_id: stock.panjabi, quantity: 1 })),
      update: await statements(() =>
        browser.put('/api/checkout/cart', { qty: { [cart.items[0].id]: 3, [cart.items[1].id]: 2 } }),
      ),
      remove: await statements(() =>
        browser.post('/api/checkout/cart', { _method: 'DELETE', cart_item_id: cart.items[1].id }),
      ),
      addNew: await statements(() => browser.post('/api/checkout/cart', { product_id: stock.saree, quantity: 1 })),
    };
    // Before: 5, 12, 12, 8 and 13, then 2, 6, 5, 5 and 6, then 2, 3, 3, 3 and 3. The read: the session
    // with the guest or customer's cart, its coupon, lines, pictures and campaigns found by it, in one
    // statement. A change finds the cart through the session in its own statement (the cart's
    // updated_at follows its lines by a trigger; an add checks the product in the same statement),
    // then reads the session with the cart.
    expect(counts).toEqual({ read: 1, addAgain: 2, update: 2, remove: 2, addNew: 2 });
    const touched = await db
      .selectFrom('carts')
      .select('updated_at')
      .where('id', '=', cart.id)
      .executeTakeFirstOrThrow();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await browser.put('/api/checkout/cart', { qty: { [cart.items[0].id]: 1 } });
    const after = await db.selectFrom('carts').select('updated_at').where('id', '=', cart.id).executeTakeFirstOrThrow();
    expect(after.updated_at > touched.updated_at).toBe(true);
  });

  it('chooses shipping and places an order in a few statements', async () => {
    const browser = await signedIn();
    await fillCart(
      browser,
      [
        [stock.panjabi, 2],
        [stock.saree, 1],
      ],
      'EID10',
    );
    await chooseCheckout(browser);
    const counts = {
      shipping: await statements(() =>
        browser.post('/api/checkout/onepage/shipping-methods', { shipping_method: 'flatrate_flatrate' }),
      ),
      payment: await statements(() =>
        browser.post('/api/checkout/onepage/payment-methods', { payment: { method: 'cashondelivery' } }),
      ),
      order: await statements(() => browser.post('/api/checkout/onepage/orders', {})),
      again: await statements(() => browser.post('/api/checkout/onepage/orders', {})),
    };
    // Before: 7, 7, 21 and 4, then an order in 14, then 11, then 6, then 4 on PostgreSQL; shipping and
    // payment then 3 each, an order 3 and again 3. Each reads the session with the customer's cart in
    // one statement; shipping and payment then save the session's checkout. An order: the session
    // with the customer's open cart priced, then the cart claimed while it is as priced,
    // the coupon counted, the order with the customer's names and its number, its lines and
    // addresses and its first status event, and the units of counted products taken, all or
    // nothing. PostgreSQL writes all of it in one statement, without BEGIN and COMMIT; SQLite,
    // without round trips, one statement each inside a transaction. The session is not written
    // (its checkout names the cart the order closed). The courier's quote kept for this parcel
    // needs no call. Again: the session with no open cart, and the order of the checkout's cart.
    expect(counts).toEqual({ shipping: 2, payment: 2, order: dialect === 'postgres' ? 2 : 10, again: 2 });
  });
});
