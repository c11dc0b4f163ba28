import { connect } from 'node:net';
import { SLOW_TEST_DIALECTS, SLOW_TESTS, TEST_DIALECTS } from '../test/testShop';
import { startBuiltShop, untilLogged, type BuiltShop } from '../test/builtShop';
import { freshShopDatabase, type ShopDatabase } from '../test/shopServer';
import { HttpBrowser } from '../test/httpBrowser';
import { GRACE_MS } from '../lifecycle/shutdown';

/** Fastify's log line as a request comes in (before its body), and shutdown.ts's as a process begins to stop. */
const INCOMING = '"msg":"incoming request"';
const STOPPING = 'stopping, requests in flight get';

/** What a shopper's page views and cart adds meet when the shop is told to stop mid-way. */
interface Outcome {
  answered: number[];
  failed: string[];
  inFlightAtSignal: number;
  signalledAt: number;
}

/**
 * Workers calling pages, the listing and a cart add in a loop until the shop refuses connections;
 * SIGTERM goes once `signalAfter` answers have come, so the load is under way whatever the machine's speed.
 */
async function loadUntilRefused(
  server: BuiltShop,
  products: number[],
  workers: number,
  signalAfter: number,
): Promise<Outcome> {
  const outcome: Outcome = { answered: [], failed: [], inFlightAtSignal: 0, signalledAt: 0 };
  let inFlight = 0;
  let stopped = false;
  const paths = ['/', '/products', '/shop/products/data?page=1', '/blog', '/api/checkout/cart'];
  const worker = async (n: number) => {
    const browser = new HttpBrowser();
    for (let i = n; !stopped; i += 1) {
      inFlight += 1;
      try {
        // The first call is a GET, which hands out the XSRF cookie the cart add needs.
        const answer =
          i % 5 === 4 && i !== n
            ? await browser.post(server.url, '/api/checkout/cart', {
                product_id: products[i % products.length],
                quantity: 1,
              })
            : await browser.get(server.url, paths[i % paths.length]);
        outcome.answered.push(answer.status);
        if (outcome.answered.length === signalAfter) {
          outcome.inFlightAtSignal = inFlight - 1;
          outcome.signalledAt = Date.now();
          server.child.kill('SIGTERM');
        }
      } catch (error) {
        outcome.failed.push(String((error as { cause?: { code?: string } }).cause?.code ?? error));
        stopped = true;
      } finally {
        inFlight -= 1;
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, n) => worker(n)));
  return outcome;
}

/** A client that sends a request's headers and part of its body, then nothing: its request never ends. */
function hangingUpload(url: string): Promise<{ closedAt: number }> {
  const { port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(
        'POST /api/checkout/cart HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: ' +
          '100\r\n\r\n{"product_id":',
      );
    });
    socket.on('error', () => undefined);
    socket.resume(); // reads (and drops) what the shop answers, so its end is seen
    socket.on('close', () => resolve({ closedAt: Date.now() }));
  });
}

// One process serving, and the starting process with two workers (the default on two cores): the
// signal reaches the starting process, which tells its workers. Each starts and loads several shops: every
// pair in the slow run, otherwise each worker count once, on a database of its own where there are two.
const PAIRS = TEST_DIALECTS.flatMap((dialect) => ['2', '1'].map((workers) => [dialect, workers] as const));
const RUNS = SLOW_TESTS
  ? PAIRS
  : PAIRS.filter(([dialect, workers]) => TEST_DIALECTS.at(workers === '2' ? 0 : -1) === dialect);

describe.each(RUNS)('stopping the shop on %s, HAAT_WORKERS=%s', (dialect, workers) => {
  let database: ShopDatabase;
  let server: BuiltShop | undefined;
  beforeAll(async () => void (database = await freshShopDatabase(dialect)), 60_000);
  afterEach(async () => server?.kill());
  afterAll(() => database.drop());

  it('answers every request it accepted, then exits 0 soon after SIGTERM under load', async () => {
    server = await startBuiltShop({ ...database.env, LOG_LEVEL: 'info', HAAT_WORKERS: workers });
    const outcome = await loadUntilRefused(server, database.products, 24, 60);
    const exit = await server.exited;
    const accepted = server.lines.filter((l) => l.includes(INCOMING)).length;

    expect(exit.code).toBe(0);
    expect(exit.at - outcome.signalledAt).toBeLessThan(5000);
    expect(outcome.inFlightAtSignal).toBeGreaterThan(0);
    // Every request the shop began handling was answered; later ones were refused (503 or no connection).
    expect(outcome.answered.filter((s) => s !== 503)).toHaveLength(accepted);
    expect(outcome.answered.every((s) => s === 200 || s === 503)).toBe(true);
    expect(accepted).toBeGreaterThan(60);
    // The rest found no server: a refused or closed connection, never a half answer.
    expect(outcome.failed.length).toBeGreaterThan(0);
    for (const failure of outcome.failed) expect(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET']).toContain(failure);
  }, 30_000);

  // The grace and its cut are each process's own (shutdown.ts), whichever told it to stop: timed
  // in one process only, as it takes the whole grace, and on every database in the slow run only.
  if (workers === '1' && SLOW_TEST_DIALECTS.includes(dialect))
    it('cuts a request that never ends once the grace is over, and exits 0 by the deadline', async () => {
      server = await startBuiltShop({ ...database.env, LOG_LEVEL: 'info', HAAT_WORKERS: workers });
      const hanging = hangingUpload(server.url);
      await untilLogged(server, INCOMING);
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      const [exit, cut] = await Promise.all([server.exited, hanging]);

      expect(exit.code).toBe(0);
      expect(cut.closedAt - signalled).toBeGreaterThanOrEqual(GRACE_MS - 100);
      expect(exit.at - signalled).toBeLessThan(GRACE_MS + 2000);
    }, 30_000);

  it('exits at once on a second signal while it waits for a request', async () => {
    server = await startBuiltShop({ ...database.env, LOG_LEVEL: 'info', HAAT_WORKERS: workers });
    void hangingUpload(server.url);
    await untilLogged(server, INCOMING);
    server.child.kill('SIGTERM');
    // Every serving process has begun its stop (one waits for the upload) before the second signal.
    await untilLogged(server, STOPPING, Number(workers));
    const second = Date.now();
    server.child.kill('SIGINT');
    const exit = await server.exited;

    expect(exit.at - second).toBeLessThan(1000);
    expect(exit.code).toBe(1);
  }, 30_000);
});
