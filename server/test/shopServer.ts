import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Dialect } from '../db/database';
import { TEST_SCHEMA } from './templates';
import { openDemoDatabase } from './testShop';

/** How the built server finds a fresh, seeded database: its environment, and how to drop it afterwards. */
export interface ShopDatabase {
  env: Record<string, string>;
  /** A few enabled simple products: buyable without choosing options. */
  products: number[];
  drop: () => Promise<void>;
}

/**
 * A fresh database with the small demo catalogue, for built shops started as processes
 * (startBuiltShop with its `env`): a SQLite file, or a database of the test PostgreSQL.
 */
export async function freshShopDatabase(dialect: Dialect): Promise<ShopDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), 'haat-instances-'));
  const base = { HAAT_STORAGE_DIR: path.join(dir, 'storage'), HAAT_SEED_ON_EMPTY: 'false' };
  mkdirSync(base.HAAT_STORAGE_DIR);
  const database = await openDemoDatabase(dialect);
  const rows = await database.db
    .selectFrom('products')
    .select('id')
    .where('type', '=', 'simple')
    .where('status', '=', 1)
    .orderBy('id')
    .limit(5)
    .execute();
  await database.db.destroy();
  const where: Record<string, string> =
    dialect === 'sqlite' ? { SQLITE_PATH: database.url } : { DATABASE_URL: database.url, DATABASE_SCHEMA: TEST_SCHEMA };
  return {
    env: { ...base, ...where },
    products: rows.map((r) => r.id),
    drop: async () => {
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
