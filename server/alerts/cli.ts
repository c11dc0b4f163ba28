import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db/database';
import { setStock, stockItemOf } from './stock';
import { watchAlerts } from './watcher';

/**
 * The shop's stock by command, until it has screens for it:
 *   npm run stock -- <sku> <qty>   the units on hand of a product or variant (0: out of stock)
 * The back-in-stock requests it satisfies are queued at once; the serving processes send them.
 * Exits 1 for a SKU the shop does not have or a quantity that is no whole number.
 */
const USAGE = 'usage: stock <sku> <qty>';

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [sku, qty] = positionals;
  if (!sku || !/^-?\d+$/.test(qty ?? '') || positionals.length !== 2) throw new Error(USAGE);
  const config = loadConfig();
  const { db } = openDatabase(config);
  try {
    await migrateToLatest(db, config.pgSchema || undefined);
    const item = await stockItemOf(db, sku);
    if (!item) throw new Error(`${sku}: no product or variant has this SKU`);
    await setStock(db, item, Number(qty));
    const queued = await watchAlerts(db, { publicUrl: config.publicUrl, currency: config.currency });
    console.log(`${sku}: ${qty} on hand; ${queued} alert SMS queued`);
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
