import { loadConfig } from './config';
import { openDatabase, migrateToLatest } from './db/database';
import { clearShopData, seedDatabase } from './db/seed';

/** npm run seed: resets the demo data of the configured database. */
async function main() {
  const config = loadConfig();
  const { db } = openDatabase(config);
  await migrateToLatest(db);
  await clearShopData(db);
  await seedDatabase(db, { storageDir: config.storageDir, log: (l) => console.log(l) });
  await db.destroy();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
