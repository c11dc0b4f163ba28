import cluster from 'node:cluster';
import { startSandbox } from '../sandbox/server';
import { loadConfig, type Config } from './config';
import { openDatabase, migrateToLatest, type Database } from './db/database';
import { isEmpty, seedDatabase } from './seed';
import { buildApp } from './app';
import { DRAWER_ARGUMENT, runPictureDrawer, startPictureDrawer } from './lifecycle/pictureDrawer';
import { closeOnSignals, closeOnStopMessage } from './lifecycle/shutdown';
import { runWorkers } from './lifecycle/workers';
import type { PaymentConfig } from './payments/settings';

/**
 * The starting process migrates and, on an empty database, seeds, once (the pictures recorded, not
 * drawn); then it serves itself (HAAT_WORKERS=1) or runs that many workers of this script, which
 * only serve, and starts the drawer of the demo pictures (lifecycle/pictureDrawer.ts).
 */
/**
 * The demo shop (no credentials: the bundled simulators) asks a code of a new number's cash order unless COD_CONFIRM
 * or COD_ADVANCE says otherwise, so a new shopper sees it and reads the code on /demo/sms (docs/decisions.md).
 */
const demoDefaults = (config: Config): Config =>
  config.payments.sandbox && !process.env.COD_CONFIRM && !config.cashOrders.advance
    ? { ...config, cashOrders: { ...config.cashOrders, confirm: 'code' } }
    : config;

async function main() {
  const config = demoDefaults(loadConfig());
  if (process.argv.includes(DRAWER_ARGUMENT)) return runPictureDrawer(config, console.log);
  if (cluster.isWorker) {
    const app = await serve(config, openDatabase(config));
    closeOnStopMessage(app);
    return;
  }
  const database = openDatabase(config);
  const applied = await migrateToLatest(database.db, config.pgSchema || undefined);
  if (applied.length) console.log(`migrated: ${applied.join(', ')}`);
  if (config.seedOnEmpty && (await isEmpty(database.db))) {
    console.log('empty database: seeding the demo shop ...');
    await seedDatabase(database.db, {
      storageDir: config.storageDir,
      drawImages: 'later',
      pictureCache: config.pictureCacheDir || undefined,
      log: (l) => console.log('  ' + l),
    });
  }
  await startSimulators(config.payments);
  if (config.workers === 1) {
    closeOnSignals(await serve(config, database));
  } else {
    await database.db.destroy();
    await runWorkers(config.workers, console.error);
  }
  console.log(
    `Haat is serving on http://localhost:${config.port} (${database.dialect}, ${config.workers} ${config.workers === 1 ? 'process' : 'processes'})`,
  );
  if (config.pictureDrawer) await startPictureDrawer(config, console.log);
}

/** A shop without payment credentials (the demo shop) pays at the bundled simulators, where no money moves. */
async function startSimulators({ sandbox, bkash, sslcommerz }: PaymentConfig) {
  if (!sandbox || !bkash || !sslcommerz) return;
  const running = await startSandbox({ bkash: { credentials: bkash }, sslcommerz: { store: sslcommerz } }, sandbox);
  console.log(`payments: the bKash and SSLCommerz simulators answer on ${running.url} (sandbox: no money moves)`);
}

async function serve(config: Config, database: Database) {
  const app = await buildApp({ config, database, logger: true });
  await app.listen({ port: config.port, host: config.host });
  // The order's news by SMS goes out after the transaction that made it, from every serving process.
  app.smsOutbox.start();
  // Shoppers' back-in-stock and price-drop alerts, looked for every minute by every serving process.
  app.alertWatcher.start();
  return app;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
