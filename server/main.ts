import { loadConfig } from './config';
import { openDatabase, migrateToLatest } from './db/database';
import { isEmpty, seedDatabase } from './db/seed';
import { buildApp } from './app';

async function main() {
  const config = loadConfig();
  const database = openDatabase(config);
  const applied = await migrateToLatest(database.db);
  if (applied.length) console.log(`migrated: ${applied.join(', ')}`);
  if (config.seedOnEmpty && (await isEmpty(database.db))) {
    console.log('empty database: seeding the demo shop ...');
    await seedDatabase(database.db, { storageDir: config.storageDir, log: (l) => console.log('  ' + l) });
  }
  const app = await buildApp({ config, database, logger: true });
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  console.log(`Haat is serving on http://localhost:${config.port} (${database.dialect})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
