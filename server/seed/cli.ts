import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase, migrateToLatest } from '../db/database';
import { clearShopData, seedDatabase } from './index';

/**
 * npm run seed: resets the demo data of the configured database.
 *   npm run seed -- --products 100000    a large catalogue for benchmarks (shared pictures)
 */
async function main() {
  const { values } = parseArgs({ options: { products: { type: 'string' } } });
  const products = values.products === undefined ? undefined : Number(values.products);
  if (products !== undefined && !(Number.isInteger(products) && products > 0))
    throw new Error('--products must be a whole number above 0');
  const config = loadConfig();
  const { db } = openDatabase(config);
  await migrateToLatest(db, config.pgSchema || undefined);
  await clearShopData(db);
  await seedDatabase(db, {
    storageDir: config.storageDir,
    products,
    pictureCache: config.pictureCacheDir || undefined,
    log: (l) => console.log(l),
  });
  await db.destroy();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
