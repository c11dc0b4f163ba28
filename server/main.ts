import { loadConfig } from './config';
import { openDatabase, migrateToLatest } from './db/database';
import { isEmpty, seedDatabase } from './db/seed';
import { buildApp } from './app';
import { closeOnSignals } from './lifecycle/shutdown';

async function main() {
  const config = loadConfig();
  const database = openDatabase(config);
  const applied = await migrateToLatest(database.db, config.pgSchema || undefined);
  if (applied.length) console.log(`migrated: ${applied.join(', ')}`);
  if (config.seedOnEmpty && (await isEmpty(database.db))) {
    console.log('empty database: seeding the demo shop ...');
    await seedDatabase(database.db, { storageDir: config.storageDir, log: (l) => console.log('  ' + l) });
  }
  const app = await buildApp({ config, database, logger: true });
  await app.listen({ port: config.port, host: config.host });
  closeOnSignals(app);
  console.log(`Haat is serving on http://localhost:${config.port} (${database.dialect})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
