import { parseArgs } from 'node:util';
import { runShopCommand } from '../db/shopCommand';
import { parcelCouriersFor } from '../courier/settings';
import { paymentsFor } from '../payments/gateways';
import { shopChangeLine } from '../orders/shopStatus';
import { attachParcel } from './attach';
import { cancelOrderAndParcel } from './cancel';
import { pollParcels } from './follow';
import { bookConfirmed } from './run';
import { parcelSettingsFor } from './settings';

/**
 * npm run parcels:book   books every confirmed order without a parcel, with the courier its district's rule names
 * npm run parcels:poll   asks the couriers where every unfinished parcel is (what webhooks missed)
 * npm run parcels -- cancel <number>...       cancels the order's parcel at its courier, then the order
 * npm run parcels -- attach <number> <id>     attaches the parcel found in the courier's portal to the order whose
 *                                             booking lost the courier's answer, once the courier confirms it is its
 * Exits 1 when any cancel or attach was refused.
 */
const USAGE = 'usage: parcels book | poll | cancel <number>... | attach <number> <courier id>';

function parse() {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [command, ...args] = positionals;
  const arity = { book: 0, poll: 0, cancel: -1, attach: 2 }[command];
  if (arity === undefined || (arity === -1 ? args.length === 0 : args.length !== arity)) throw new Error(USAGE);
  return { command, args };
}

runShopCommand(parse, async ({ config, db }, { command, args }) => {
  const couriers = parcelCouriersFor(config.courier);
  const settings = parcelSettingsFor(config.courier.parcels, couriers);
  if (!settings) throw new Error('No courier is configured: set PATHAO_*, STEADFAST_* or REDX_*');
  if (command === 'poll') {
    const { asked, moved, failed } = await pollParcels(db, couriers);
    console.log(`asked about ${asked} parcels: ${moved} moved, ${failed} not answered`);
    return;
  }
  if (command === 'cancel') {
    const payments = paymentsFor(config.payments, config.publicUrl);
    for (const number of args) {
      const change = await cancelOrderAndParcel(db, couriers, payments, number);
      console.log(shopChangeLine(change));
      if (change.refused) process.exitCode = 1;
    }
    return;
  }
  if (command === 'attach') {
    const attached = await attachParcel(db, couriers, args[0], args[1]);
    console.log(
      attached.refused
        ? `${attached.number}: refused (${attached.refused})`
        : `${attached.number}: parcel ${attached.courierId} attached, ${attached.step ?? 'booked'}`,
    );
    if (attached.refused) process.exitCode = 1;
    return;
  }
  const { booked, failed } = await bookConfirmed(db, { couriers, settings });
  for (const one of booked)
    console.log(
      one.outcome === 'unsure'
        ? `${one.orderNumber}: the answer of ${one.courier} was lost; find it in the courier's portal and ` +
            `npm run parcels -- attach ${one.orderNumber} <id>`
        : `${one.orderNumber}: ${one.outcome} with ${one.courier}, ${one.courierId}`,
    );
  for (const one of failed) console.log(`order ${one.orderId}: not booked (${one.reason})`);
});
