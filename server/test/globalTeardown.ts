import { closeWorkerBrowser } from '../../e2e/browserEnvironment';
import { removeRun } from './templates';

/**
 * Removes the run's database templates and whatever copy a failed test left behind, and closes the
 * browser of a run in band (jest's own process ran the browser tests).
 */
export default async function globalTeardown(): Promise<void> {
  await closeWorkerBrowser();
  if (process.env.HAAT_TEST_RUN) await removeRun(process.env.HAAT_TEST_RUN, process.env.TEST_DATABASE_URL);
}
