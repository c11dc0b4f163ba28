import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase, migrateToLatest } from '../db/database';
import { parcelCouriersFor } from '../courier/settings';
import { pollParcels } from './follow';
import { bookConfirmed } from './run';
import { parcelSettingsFor } from './settings';

/**
 * npm run parcels:book   books every confirmed order without a parcel, with the courier its district's rule names
 * npm run parcels:poll   asks the couriers where every unfinished parcel is (what webhooks missed)
 */
async function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  const command = positionals[0];
  if (command !== 'book' && command !== 'poll') throw new Error('usage: parcels book|poll');
  const config = loadConfig();
  const couriers = parcelCouriersFor(config.courier);
  const settings = parcelSettingsFor(config.courier.parcels, couriers);
  if (!settings) throw new Error('No courier is configured: set PATHAO_*, STEADFAST_* or REDX_*');
  const { db } = openDatabase(config);
  try {
    await migrateToLatest(db, config.pgSchema || undefined);
    if (command === 'poll') {
      const { asked, moved, failed } = await pollParcels(db, couriers);
      console.log(`asked about ${asked} parcels: ${moved} moved, ${failed} not answered`);
      return;
    }
    const { booked, failed } = await bookConfirmed(db, { couriers, settings });
    for (const one of booked)
      console.log(
        one.outcome === 'unsure'
          ? `${one.orderNumber}: the answer of ${one.courier} was lost; look for it in the courier's portal`
          : `${one.orderNumber}: ${one.outcome} with ${one.courier}, ${one.courierId}`,
      );
    for (const one of failed) console.log(`order ${one.orderId}: not booked (${one.reason})`);
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
