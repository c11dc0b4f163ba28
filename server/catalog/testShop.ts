import type { LightMyRequestResponse } from 'fastify';
import { seedDatabase } from '../db/seed';
import type { Dialect } from '../db/database';
import { startTestShop, type TestShop } from '../test/testApp';

/** Products in the catalogue tests' shop: every department, simple and configurable, fast to seed. */
export const TEST_PRODUCTS = 72;

/** The real app on a small seeded demo catalogue (rows only: the calls never read the pictures). */
export function startCatalogShop(dialect: Dialect): Promise<TestShop> {
  return startTestShop(dialect, {
    prepare: (database) => seedDatabase(database.db, { storageDir: '/tmp/haat-test-storage', products: TEST_PRODUCTS, drawImages: false }),
  });
}

/** The JSON a page wrote into its island's data-props. */
export function islandProps<T = Record<string, unknown>>(res: LightMyRequestResponse, island: string): T {
  const match = res.body.match(new RegExp(`data-island="${island}"[^>]*data-props="([^"]*)"`));
  if (!match) throw new Error(`no data-props for island ${island}`);
  return JSON.parse(match[1].replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))) as T;
}
