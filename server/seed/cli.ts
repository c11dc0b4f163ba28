import { parseArgs } from 'node:util';
import { runShopCommand } from '../db/shopCommand';
import { clearShopData, seedDatabase } from './index';

/**
 * npm run seed: resets the demo data of the configured database.
 *   npm run seed -- --products 100000    a large catalogue for benchmarks (shared pictures)
 */
function parse() {
  const { values } = parseArgs({ options: { products: { type: 'string' } } });
  const products = values.products === undefined ? undefined : Number(values.products);
  if (products !== undefined && !(Number.isInteger(products) && products > 0))
    throw new Error('--products must be a whole number above 0');
  return products;
}

runShopCommand(parse, async ({ config, db }, products) => {
  await clearShopData(db);
  await seedDatabase(db, {
    storageDir: config.storageDir,
    products,
    pictureCache: config.pictureCacheDir || undefined,
    log: (l) => console.log(l),
  });
});
