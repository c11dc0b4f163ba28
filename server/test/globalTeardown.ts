import { removeRun } from './templates';

/** Removes the run's database templates and whatever copy a failed test left behind. */
export default async function globalTeardown(): Promise<void> {
  if (process.env.HAAT_TEST_RUN) await removeRun(process.env.HAAT_TEST_RUN, process.env.TEST_DATABASE_URL);
}
