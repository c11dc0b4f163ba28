import type { FastifyInstance } from 'fastify';
import { startSandbox, type RunningSandbox } from '../../../sandbox/server';
import { BKASH_SANDBOX_CREDENTIALS } from '../../../sandbox/bkash/wallets';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { BuildManifest } from '../../plugins/manifest';
import { Browser } from '../../test/browser';
import { payOnBkash } from '../../test/paymentShop';
import { chooseCheckout, fillCart, register } from '../../test/shoppers';
import { countingStatements } from '../../test/statementCount';
import { stockShelves, type Shelves } from '../../test/stock';
import { openTestDatabase, TEST_DIALECTS } from '../../test/testShop';

const PAYS = '01770618575';

/**
 * How many statements the bKash path sends the database (as statements.test.ts of the checkout counts the cart's):
 * under load a call's CPU is mostly its round trips' socket writes. A transaction counts its BEGIN and COMMIT too.
 */
describe.each(TEST_DIALECTS)('statements of an order paid by bKash on %s', (dialect) => {
  let app: FastifyInstance;
  let stock: Shelves;
  let sandbox: RunningSandbox;
  let statements: ReturnType<typeof countingStatements>['statements'];
  let drop = async () => {};

  beforeAll(async () => {
    sandbox = await startSandbox();
    const database = await openTestDatabase(dialect);
    drop = database.drop;
    stock = await stockShelves(database.db);
    const counted = countingStatements(database.db);
    const db = counted.db;
    statements = counted.statements;
    const config = loadConfig({}, { storageDir: '/tmp/haat-test-storage' });
    config.payments = {
      ...config.payments,
      sweepSeconds: 0,
      timeoutSeconds: 10,
      bkash: { baseUrl: `${sandbox.url}/bkash`, ...BKASH_SANDBOX_CREDENTIALS },
    };
    const manifest: BuildManifest = { css: null, loader: null, islands: {} };
    app = await buildApp({ config, database: { ...database, db }, manifest: () => manifest });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await drop();
    await sandbox?.close();
  });

  it('places the order and takes bKash’s callback in a few statements', async () => {
    const browser = new Browser(app);
    const { email, password } = await register(browser);
    await browser.post('/customer/login', { email, password });
    await fillCart(browser, [[stock.saree, 1]]);
    await chooseCheckout(browser);
    await browser.post('/api/checkout/onepage/payment-methods', { payment: { method: 'bkash' } });
    let redirect = '';
    const order = await statements(async () => {
      const placed = await browser.post('/api/checkout/onepage/orders', {});
      redirect = placed.json().data?.redirect_url ?? '';
      return placed;
    });
    const { callback } = await payOnBkash(redirect, PAYS);
    const paid = await statements(() => browser.get(callback), 303);
    const again = await statements(() => browser.get(callback), 303);
    // Before, on PostgreSQL: 5 and 11 (the session, the order read twice, BEGIN and COMMIT around the paid write,
    // its status event and the notice's outcome apart), then an order in 4. The order: the session with the cart
    // priced, the order written, and the payment's reference kept once bKash opened it. The callback reads no
    // session: the order found with its notice stored, then, once bKash executed the payment, the order marked paid
    // with its status event and the notice's outcome; a second copy finds its notice stored and stops. PostgreSQL
    // does each in one statement; SQLite, without round trips, one by one.
    expect({ order, paid, again }).toEqual(
      dialect === 'postgres' ? { order: 3, paid: 2, again: 1 } : { order: 10, paid: 8, again: 2 },
    );
  });
});
