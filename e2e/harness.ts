// Browser tests' harness: the real built server on a free port with a fresh database, and the
// system's Chromium driven through playwright-core (never a downloaded browser).
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { freePort } from '../server/test/freePort';

export const ROOT = path.resolve(__dirname, '..');
export const SCREENSHOT_DIR = path.join(__dirname, 'screenshots');
const SERVER_MAIN = path.join(ROOT, 'dist/server/main.js');
const MANIFEST = path.join(ROOT, 'dist/public/build/manifest.json');
// The first start seeds the demo shop and draws its pictures with every AVIF and WebP copy: minutes
// when node_modules/.cache holds none yet (a clean clone), seconds after. Jest runs two files at a
// time, so on a clean clone two shops draw them at once, beside each other's browser: the limit
// leaves room for that slowest case.
export const STARTUP_MS = 600_000;

/** Everything started and not yet stopped, so a timed-out hook still leaves nothing running. */
const running = new Set<() => Promise<void>>();

function track(stop: () => Promise<void>): () => Promise<void> {
  const once = async () => {
    if (!running.delete(once)) return;
    await stop();
  };
  running.add(once);
  return once;
}

/** Stops every server and browser the harness started (afterAll calls it). */
export async function stopEverything(): Promise<void> {
  await Promise.all([...running].map((stop) => stop()));
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** $CHROMIUM_PATH or /usr/bin/chromium; a missing browser fails the tests with how to get one. */
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

export interface RunningShop {
  url: string;
  /** The server's HAAT_DATA_DIR: its SQLite file is haat.sqlite there (open it read-only). */
  dataDir: string;
  /** What the server printed so far, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts `node dist/server/main.js` on SQLite in a fresh temp data dir; it seeds the demo shop. */
export async function startShop(): Promise<RunningShop> {
  if (!existsSync(SERVER_MAIN) || !existsSync(MANIFEST)) {
    throw new Error(`The build is missing (${path.relative(ROOT, SERVER_MAIN)}, ${path.relative(ROOT, MANIFEST)}): run npm run ` +
        `build first.`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // One process: Chromium and the tests share the machine's cores, and how the shop's processes
  // share the work is tested on its own (server/instances); the browser tests passed with two too.
  const env: NodeJS.ProcessEnv = { ...process.env, HAAT_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', HAAT_WORKERS: '1' };
  // A fresh embedded database whatever the caller's environment points at.
  for (const name of ['DATABASE_URL', 'SQLITE_PATH', 'HAAT_STORAGE_DIR', 'HAAT_SEED_ON_EMPTY']) delete env[name];
  const child = spawn(process.execPath, [SERVER_MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = track(async () => {
    process.off('exit', killOnExit);
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const deadline = Date.now() + STARTUP_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The shop server exited with code ${child.exitCode} before answering:\n${output}`);
    }
    try {
      const response = await fetch(url + '/');
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The shop server did not answer on ${url} within ${STARTUP_MS / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, dataDir, output: () => output, stop };
}

/**
 * Rows of a read-only query on the running shop's SQLite file: what the server really stored, to
 * check a page against (which products have a colour, what a variant costs ...).
 *   queryShop<{ n: number }>(shop, 'SELECT count(*) n FROM products WHERE trending = ?', 1)
 */
export function queryShop<Row>(shop: RunningShop, query: string, ...params: unknown[]): Row[] {
  const db = new Database(path.join(shop.dataDir, 'haat.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(query).all(...params) as Row[];
  } finally {
    db.close();
  }
}

/**
 * Content-Security-Policy violations reported by any page of any browser the harness opened
 * since the current test began: the shop's pages must all work under its policy, so a test with
 * one fails (the afterEach below), naming what was blocked.
 */
const cspViolations: string[] = [];

/** Whether a console line is Chromium's (or the page's own listener's) report of a blocked resource. */
export function isCspViolation(text: string): boolean {
  return text.includes('Content Security Policy');
}

/** The violations reported since the last call (and forgets them). */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

if (typeof afterEach === 'function') {
  afterEach(() => {
    const found = takeCspViolations();
    if (found.length) throw new Error(`The page broke the Content Security Policy:\n${found.join('\n')}`);
  });
}

/** Reports every violation in each page as a console line (Chromium logs most, not every kind), and collects them. */
async function watchCsp(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline ' +
          'code'} in ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  context.on('console', (message) => {
    if (isCspViolation(message.text())) cspViolations.push(`${message.location().url}: ${message.text()}`);
  });
}

export interface RunningBrowser {
  /** One browser context: its pages are tabs sharing cookies, storage and BroadcastChannels. */
  context: BrowserContext;
  close: () => Promise<void>;
}

/** Headless Chromium with a fresh profile of its own (javaScriptEnabled: false shows the server's HTML only). */
export async function openBrowser({ javaScriptEnabled = true }: { javaScriptEnabled?: boolean } = {}): Promise<RunningBrowser> {
  const executablePath = findChromium();
  const profile = mkdtempSync(path.join(tmpdir(), 'haat-chromium-'));
  const launching = chromium.launchPersistentContext(profile, { executablePath, headless: true, args: CHROMIUM_ARGS, javaScriptEnabled });
  const close = track(async () => {
    await launching.then((context) => context.close()).catch(() => undefined);
    rmSync(profile, { recursive: true, force: true });
  });
  const context = await launching;
  context.setDefaultTimeout(10_000);
  await watchCsp(context);
  return { context, close };
}

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** What mountIsland logs when an island's hydration did not match the server's markup (React's recoverable error). */
export const HYDRATION_MISMATCH = '[haat] hydration mismatch in island';

/** Hydration mismatches a page reported, from when the listener is set (hydrationMismatches(page) before goto). */
export function hydrationMismatches(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith(HYDRATION_MISMATCH)) found.push(message.text());
  });
  return found;
}

/**
 * A new tab of the browser at this size on a page of the shop, once its islands have loaded what
 * they need. An island whose hydration did not match the server's markup fails the test here.
 */
export async function openPage(browser: RunningBrowser, shop: RunningShop, pathAndQuery: string, viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setViewportSize(viewport);
  const mismatches = hydrationMismatches(page);
  await page.goto(shop.url + pathAndQuery, { waitUntil: 'networkidle' });
  if (mismatches.length > 0) throw new Error(`${pathAndQuery}: the server's markup did not match the browser's render:\n${mismatches.join('\n')}`);
  return page;
}

/**
 * Retries an assertion until it passes or `timeoutMs` runs out (then its last failure is thrown):
 * for what a page reaches in its own time, like a count after a fetch or a smooth scroll's end.
 *   await eventually(async () => expect(await list.getByRole('article').count()).toBe(10));
 */
export async function eventually(assertion: () => Promise<void> | void, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Scrolls down the whole page a window at a time, so every lazy image is given its real source,
 * waits for the pictures to arrive and goes back to the top: a full-page screenshot then shows them.
 */
export async function revealLazyImages(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const settled = (img: HTMLImageElement) =>
      new Promise((done) => {
        img.addEventListener('load', done, { once: true });
        img.addEventListener('error', done, { once: true });
      });
    const pending = Array.from(document.images).filter((img) => !img.complete).map(settled);
    // An image that never settles must not hold the screenshot up for ever.
    return Promise.race([Promise.all(pending), new Promise((done) => setTimeout(done, 5000))]);
  });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Saves a PNG of the viewport (or the full page) as e2e/screenshots/<name>.png (git-ignored). */
export async function screenshot(page: Page, name: string, { fullPage = false } = {}): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/** Uncaught errors and the islands' own '[haat] ...' error logs of a page, for "no errors" checks. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('[haat]')) errors.push(message.text());
  });
  return errors;
}
