import { parseArgs } from 'node:util';
import { runShopCommand } from '../db/shopCommand';
import { setStock, stockItemOf } from './stock';
import { watchAlerts } from './watcher';

/**
 * The shop's stock by command, until it has screens for it:
 *   npm run stock -- <sku> <qty>   the units on hand of a product or variant (0: out of stock)
 * The back-in-stock requests it satisfies are queued at once; the serving processes send them.
 * Exits 1 for a SKU the shop does not have or a quantity that is no whole number.
 */
const USAGE = 'usage: stock <sku> <qty>';

function parse() {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [sku, qty] = positionals;
  if (!sku || !/^-?\d+$/.test(qty ?? '') || positionals.length !== 2) throw new Error(USAGE);
  return { sku, qty: Number(qty) };
}

runShopCommand(parse, async ({ config, db }, { sku, qty }) => {
  const item = await stockItemOf(db, sku);
  if (!item) throw new Error(`${sku}: no product or variant has this SKU`);
  await setStock(db, item, qty);
  const queued = await watchAlerts(db, { publicUrl: config.publicUrl, currency: config.currency });
  console.log(`${sku}: ${qty} on hand; ${queued} alert SMS queued`);
});
