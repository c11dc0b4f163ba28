import { get } from 'node:http';
import { createServer, type Server } from 'node:net';
import { TEST_DIALECTS } from '../test/testShop';
import { childrenOf } from '../test/processes';
import { startBuiltShop, type BuiltShop } from '../test/builtShop';
import { freshShopDatabase, type ShopDatabase } from '../test/shopServer';

/** The status of GET `path` on a connection of its own (a kept one could be the ended worker's). */
function status(url: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url + path, { agent: false, timeout: 5000 }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
    })
      .on('timeout', () => reject(new Error(`no answer to ${path} within 5 s`)))
      .on('error', reject);
  });
}

/** Resolves once `done` holds, checking every 100 ms; false if it did not within `ms`. */
async function until(done: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return done();
}

describe.each(TEST_DIALECTS)('the shop in worker processes on %s', (dialect) => {
  let database: ShopDatabase;
  let server: BuiltShop | undefined;
  beforeAll(async () => void (database = await freshShopDatabase(dialect)), 60_000);
  afterEach(async () => server?.kill());
  afterAll(() => database.drop());

  it('serves from as many workers as HAAT_WORKERS names, and replaces one that ends while serving', async () => {
    server = await startBuiltShop({ ...database.env, HAAT_WORKERS: '3' });
    const first = childrenOf(server.child.pid!);
    expect(first).toHaveLength(3);
    expect(server.lines.join('\n')).toContain('3 processes)');

    // A connection Node's cluster hands to a worker as it dies is lost with it, so the calls go
    // once the starting process has seen the worker end (and hands connections to the others).
    process.kill(first[0], 'SIGKILL');
    const ended = `worker ${first[0]} ended (signal SIGKILL) while serving: starting another`;
    expect(await until(() => server!.lines.some((l) => l.includes(ended)), 10_000)).toBe(true);
    for (let i = 0; i < 12; i += 1) expect(await status(server.url, '/products')).toBe(200);

    expect(await until(() => childrenOf(server!.child.pid!).length === 3, 15_000)).toBe(true);
    expect(childrenOf(server.child.pid!)).not.toContain(first[0]);
    for (let i = 0; i < 6; i += 1) expect(await status(server.url, '/shop/products/data?page=1')).toBe(200);
  }, 40_000);

  it('stops with exit 1 when its workers cannot serve, instead of starting them again and again', async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const port = String((taken.address() as { port: number }).port);
      await expect(startBuiltShop({ ...database.env, HAAT_WORKERS: '2', PORT: port })).rejects.toThrow(
        /the server left before serving \(exit 1\)[\s\S]*before serving: stopping the shop/,
      );
    } finally {
      taken.close();
    }
  }, 40_000);
});
