import { fork } from 'node:child_process';
import { setPriority, constants } from 'node:os';
import type { Config } from '../config';
import { SeedPictures } from '../seed/seedPictures';

/** The argument that makes the shop's script the picture drawer instead of a shop. */
export const DRAWER_ARGUMENT = '--draw-seed-pictures';
/** Pictures drawn at once: enough to keep both cores busy while the shop is idle. */
const PARALLEL = 4;

/**
 * Once the shop serves, draws the demo pictures the seed recorded and nobody drew yet
 * (seedPictures.ts) in a process of its own (this script again, with DRAWER_ARGUMENT) at the
 * lowest priority, so it takes only the time the serving processes leave: a shopper's first pages
 * are not slowed, and a picture they ask for first is drawn on that request. The drawer ends with
 * this process; a picture it was drawing is drawn again by the next start or request.
 */
export async function startPictureDrawer(config: Config, log: (line: string) => void): Promise<void> {
  const left = await new SeedPictures(config.storageDir, config.pictureCacheDir || undefined).undrawn();
  if (left.length === 0) return;
  log(`drawing ${left.length} demo pictures in the background`);
  const drawer = fork(process.argv[1], [DRAWER_ARGUMENT], { stdio: 'inherit' });
  process.on('exit', () => drawer.kill('SIGKILL'));
}

/** The drawer process: lowest priority first (the threads that draw inherit it), then every picture. */
export async function runPictureDrawer(config: Config, log: (line: string) => void): Promise<void> {
  try {
    setPriority(constants.priority.PRIORITY_LOW);
  } catch {
    // Not allowed here: it draws at the shop's priority.
  }
  // The starting process has gone (killed outright): so does its drawer.
  process.on('disconnect', () => process.exit(0));
  const started = Date.now();
  const drawn = await new SeedPictures(config.storageDir, config.pictureCacheDir || undefined).drawAll(PARALLEL);
  log(`drew ${drawn} demo pictures in ${Date.now() - started} ms`);
  process.disconnect?.();
}
