import { parseArgs } from 'node:util';
import { parcelCouriersFor } from '../courier/settings';
import { runShopCommand } from '../db/shopCommand';
import { confirmByShop, listByShop, shopChangeLine } from '../orders/shopStatus';
import { cancelOrderAndParcel } from '../parcels/cancel';
import { paymentsFor } from '../payments/gateways';

/**
 * The shop's orders by command, until it has screens for them:
 *   npm run orders -- confirm <number>...   pending -> processing (parcels:book books confirmed orders)
 *   npm run orders -- cancel <number>...    pending or processing -> cancelled, a booked parcel cancelled at its
 *                                          courier first; a paid order's money goes back through its gateway, as the
 *                                          shopper's own cancel does
 *   npm run orders -- list [status]         the newest orders, of one status or all
 * Exits 1 when any order was refused, 2 when a refund failed (it shows as due; payments:reconcile retries it).
 * It lives above parcels/ since cancelling an order takes its parcel back first.
 */
const USAGE = 'usage: orders confirm <number>... | cancel <number>... | list [status]';

function parse() {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [command, ...args] = positionals;
  if (!['confirm', 'cancel', 'list'].includes(command) || (command !== 'list' && args.length === 0))
    throw new Error(USAGE);
  return { command, args };
}

runShopCommand(parse, async ({ config, db }, { command, args }) => {
  if (command === 'list') {
    for (const order of await listByShop(db, args[0]))
      console.log(`${order.number}  ${order.status.padEnd(15)} ${order.placedAt}  Tk ${order.grandTotal / 100}`);
    return;
  }
  const payments = paymentsFor(config.payments, config.publicUrl);
  const couriers = parcelCouriersFor(config.courier);
  for (const number of args) {
    const change =
      command === 'confirm'
        ? await confirmByShop(db, number)
        : await cancelOrderAndParcel(db, couriers, payments, number);
    console.log(shopChangeLine(change));
    if (change.refused) process.exitCode = 1;
    else if (change.refund === 'failed' && !process.exitCode) process.exitCode = 2;
  }
});
