// The system's Chromium for the browser tests and the benchmarks: never a downloaded browser.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

/** Headless and quiet: no GPU, no QUIC, no updates or sync calling home while a page is tested or measured. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** $CHROMIUM_PATH or /usr/bin/chromium; a missing browser fails with how to get one. */
export function findChromium(env: NodeJS.ProcessEnv = process.env, fallback = '/usr/bin/chromium'): string {
  const candidate = env.CHROMIUM_PATH || fallback;
  try {
    accessSync(candidate, constants.X_OK);
    return candidate;
  } catch {
    throw new Error(
      `No Chromium at ${candidate}${env.CHROMIUM_PATH ? ' (from CHROMIUM_PATH)' : ''}: the browser tests need one. ` +
        'Install Debian\'s with "sudo apt-get install chromium", or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
}

export interface LaunchedChromium {
  /** One browser context: its pages are tabs sharing cookies, storage and BroadcastChannels. */
  context: BrowserContext;
  close: () => Promise<void>;
}

/** Chromium through playwright-core with a fresh profile that is removed on close. */
export async function launchChromium({
  javaScriptEnabled = true,
}: { javaScriptEnabled?: boolean } = {}): Promise<LaunchedChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'haat-chromium-'));
  const removeProfile = () => rmSync(profile, { recursive: true, force: true });
  const context = await chromium
    .launchPersistentContext(profile, {
      executablePath: findChromium(),
      headless: true,
      args: CHROMIUM_FLAGS,
      javaScriptEnabled,
    })
    .catch((error: unknown) => {
      removeProfile();
      throw error;
    });
  return {
    context,
    close: async () => {
      await context.close().catch(() => undefined);
      removeProfile();
    },
  };
}

/** The version the system's Chromium reports, for a benchmark's record of the machine it ran on. */
export function chromiumVersion(): string {
  return execFileSync(findChromium(), ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}
