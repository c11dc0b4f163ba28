import { randomBytes } from 'node:crypto';

/** Names this test run: its database templates and copies carry the name (templates.ts). */
export default function globalSetup(): void {
  process.env.HAAT_TEST_RUN = randomBytes(4).toString('hex');
}
