import type { Kysely } from 'kysely';
import { loadConfig, type Config } from '../config';
import type { DB } from './schema';
import { migrateToLatest, openDatabase } from './database';

/** What a shop command works with: the shop's settings and its database, migrated to the latest. */
export interface Shop {
  config: Config;
  db: Kysely<DB>;
}

/**
 * Runs one of the shop's commands (npm run orders, parcels, returns, stock ...) the same way: `parse` reads the
 * command line first and throws its usage when it is wrong, before the database is opened; then `work` gets the
 * configured database, migrated as the shop would migrate it, which is closed however `work` ends. An error prints
 * its message (no stack: the shop's staff read it) and exits 1; `work` sets process.exitCode for its own outcomes.
 */
export function runShopCommand<Args>(parse: () => Args, work: (shop: Shop, args: Args) => Promise<void>): void {
  const run = async () => {
    const args = parse();
    const config = loadConfig();
    const { db } = openDatabase(config);
    try {
      await migrateToLatest(db, config.pgSchema || undefined);
      await work({ config, db }, args);
    } finally {
      await db.destroy();
    }
  };
  run().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
