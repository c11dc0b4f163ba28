import type { InjectOptions } from 'fastify';
import { Browser } from '../test/browser';
import { fillCart, orderThrough, signedInShopper } from '../test/shoppers';
import { insertCartFixtures, type CartFixtures } from '../test/stock';
import type { Dialect } from '../db/database';
import { TEST_DIALECTS, testShop } from '../test/testShop';
import { rowCounts } from './rowCounts';

/** One attack on one call: named so the test list reads like the attack. */
export interface HostileCase {
  name: string;
  /** Who sends it: a guest's browser, or a signed-in customer with a cart. */
  as?: 'guest' | 'customer';
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** ANOTHER_ORDER in it stands for the id of an order another customer placed (made before the case). */
  url: string;
  payload?: InjectOptions['payload'] | Record<string, unknown> | unknown[];
  headers?: Record<string, string>;
  /** The exact status, where one is right; otherwise any 4xx. */
  status?: number;
  /**
   * A defect known on these databases in code another part of the shop owns: the case is run as
   * expected to fail there (jest's it.failing), so it turns red the day the defect is fixed.
   */
  knownDefectOn?: Dialect[];
}

/** Written in a case's url for the id of an order placed by a customer other than the one attacking. */
export const ANOTHER_ORDER = '{another-order}';

/** Tables that count attempts (failed sign-ins, posts an hour): counting a refused attempt is their job. */
const ATTEMPT_COUNTERS = new Set(['rate_limits', 'login_throttle']);

async function writableCounts(shop: { database: { db: Parameters<typeof rowCounts>[0] } }) {
  const counts = await rowCounts(shop.database.db);
  for (const table of ATTEMPT_COUNTERS) delete counts[table];
  return counts;
}

/** What an answer to an attack must never show: a stack trace, a source file, the server's paths. */
export const LEAK = /\n\s+at |node_modules|\/work\/|\/home\/|\/tmp\/|\.ts:\d|\bstack\b|SQLITE_|syntax error at/i;

/**
 * The cases of one area, run on SQLite and PostgreSQL (one shop per dialect): each must answer a
 * 4xx with a JSON message, show no stack trace or path, and write nothing (every table's row
 * count is the same after it as before).
 */
export function hostileSuite(area: string, cases: HostileCase[]): void {
  describe.each(TEST_DIALECTS)(`hostile ${area} requests on %s`, (dialect) => {
    const shop = testShop<CartFixtures>(dialect, { stock: insertCartFixtures });
    const browsers = {} as Record<'guest' | 'customer', Browser>;
    beforeAll(async () => {
      browsers.guest = new Browser(shop.app);
      browsers.customer = (await signedInShopper(shop)).browser;
      await fillCart(browsers.customer, [[shop.stock.rice, 1]]);
    }, 60_000);

    // Placed once, by the first case that names it, so the suites that never do place no order.
    let anotherOrder: Promise<number> | undefined;
    const urlOf = async (c: HostileCase) => {
      if (!c.url.includes(ANOTHER_ORDER)) return c.url;
      anotherOrder ??= signedInShopper(shop, 'Nasrin').then(({ browser }) =>
        orderThrough(browser, [[shop.stock.rice, 1]]),
      );
      return c.url.replace(ANOTHER_ORDER, String(await anotherOrder));
    };

    let serial = 0;
    const attack = async (c: HostileCase) => {
      serial += 1;
      const url = await urlOf(c);
      const before = await writableCounts(shop);
      const res = await browsers[c.as ?? 'guest'].request({
        method: c.method ?? 'GET',
        url,
        payload: c.payload as InjectOptions['payload'],
        headers: c.headers,
        // Each case from its own address, so the per-address limits of one case never answer another.
        remoteAddress: `10.9.${Math.floor(serial / 250)}.${serial % 250}`,
      });
      const summary = `${res.statusCode} ${res.body.slice(0, 300)}`;
      if (c.status) expect(summary).toMatch(new RegExp(`^${c.status} `));
      expect(res.statusCode >= 400 && res.statusCode < 500 ? 'a 4xx' : summary).toBe('a 4xx');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(typeof res.json().message).toBe('string');
      expect(res.body).not.toMatch(LEAK);
      expect(await writableCounts(shop)).toEqual(before);
    };
    for (const c of cases) {
      if (c.knownDefectOn?.includes(dialect)) it.failing(`${c.name} (known defect)`, () => attack(c), 20_000);
      else it(c.name, () => attack(c), 20_000);
    }
  });
}

/** Text that attacks: SQL, templates, markup, and the Unicode a parser or a database may choke on. */
export const INJECTIONS: Record<string, string> = {
  'an SQL injection': "' OR '1'='1'; DROP TABLE customers; --",
  'a template expression': '{{constructor.constructor("return process")()}}',
  'a script tag': '<script>alert(1)</script>',
  'a NUL character': 'abc\u0000def',
  'a lone surrogate': 'abc\ud800def',
  'an RTL override': 'abc\u202Egnp.exe',
  'zero-width characters': '\u200B\u200C\u200D\uFEFF',
};
