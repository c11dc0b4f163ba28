// Browser tests' harness: the real built server on a free port with a fresh database, and the
// system's Chromium driven through playwright-core (never a downloaded browser).
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { LaunchedChromium } from '../bench/browser';
import { startBuiltShop } from '../server/test/builtShop';
import { folderCopy } from '../server/test/templates';
import { settled, visit, watchRequests } from './settled';

const SCREENSHOT_DIR = path.join(__dirname, 'screenshots');
// The run's first start seeds the demo shop and draws its pictures, on a clean clone into an empty
// node_modules/.cache, beside another file's browser; the other files wait for it, then copy it.
export const STARTUP_MS = 630_000;

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

/** Stops every server and browser the harness started (after each file's last test). */
async function stopEverything(): Promise<void> {
  await Promise.all([...running].map((stop) => stop()));
}

export interface RunningShop {
  url: string;
  /** The server's HAAT_DATA_DIR: its SQLite file is haat.sqlite there (open it read-only). */
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * What a shop needs: one process (Chromium and the tests share the cores; server/instances tests
 * several), and no background drawing of the demo pictures: a test draws, on request, only those
 * its pages show (kept by the picture cache for the next file's shop).
 */
const startIn = (dataDir: string, env: Record<string, string> = {}) =>
  startBuiltShop({ HAAT_DATA_DIR: dataDir, HAAT_WORKERS: '1', HAAT_PICTURE_DRAWER: 'off', ...env });

/**
 * The built shop on SQLite in a fresh data dir of its own: a copy of the demo shop that the run's
 * first start seeded, so a test file's changes stay its own. `env` adds settings (a courier's).
 */
export async function startShop(env: Record<string, string> = {}): Promise<RunningShop> {
  const dataDir = await folderCopy('e2e-shop', async (folder) => {
    mkdirSync(folder);
    await (await startIn(folder)).stop();
  });
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  const shop = await startIn(dataDir, env).catch((error: unknown) => {
    removeDataDir();
    throw error;
  });
  const stop = track(async () => {
    await shop.stop();
    removeDataDir();
  });
  return { url: shop.url, dataDir, stop };
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
function isCspViolation(text: string): boolean {
  return text.includes('Content Security Policy');
}

/** The violations reported since the last call (and forgets them). */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

if (typeof afterEach === 'function') {
  afterAll(stopEverything);
  afterEach(() => {
    const found = takeCspViolations();
    if (found.length) throw new Error(`The page broke the Content Security Policy:\n${found.join('\n')}`);
  });
}

/** Reports every violation in each page as a console line (Chromium logs most, not every kind), and collects them. */
async function watchCsp(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} ` +
          `in ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  context.on('console', (message) => {
    if (isCspViolation(message.text())) cspViolations.push(`${message.location().url}: ${message.text()}`);
  });
}

export type RunningBrowser = LaunchedChromium;

/** The jest worker's Chromium (browserEnvironment.ts), connected to once per test file. */
let workerBrowser: Promise<Browser> | undefined;

function connectedBrowser(): Promise<Browser> {
  const endpoint = (globalThis as { haatWorkerBrowser?: () => Promise<string> }).haatWorkerBrowser;
  if (!endpoint) throw new Error('Browser tests run in e2e/browserEnvironment.ts (the e2e project, jest.config.ts).');
  workerBrowser ??= endpoint().then(async (wsEndpoint) => {
    const browser = await chromium.connect(wsEndpoint);
    // Disconnecting closes the file's contexts still open; the worker's browser stays for its next file.
    track(() => browser.close());
    return browser;
  });
  return workerBrowser;
}

/**
 * A browser of its own: a fresh context of the worker's headless Chromium, sharing no cookies,
 * storage or cache with another (javaScriptEnabled: false shows the server's HTML only).
 */
export async function openBrowser(options: { javaScriptEnabled?: boolean } = {}): Promise<RunningBrowser> {
  const javaScriptEnabled = options.javaScriptEnabled ?? true;
  const context = await (await connectedBrowser()).newContext({ javaScriptEnabled });
  watchRequests(context, javaScriptEnabled);
  const close = track(() => context.close().catch(() => undefined));
  context.setDefaultTimeout(10_000);
  await watchCsp(context);
  return { context, close };
}

export interface BrowserTestSetup {
  shop: RunningShop;
  browser: RunningBrowser;
  /** A desktop-sized tab of the browser, and its errors (collectPageErrors). */
  page: Page;
  errors: string[];
}

/**
 * A test file's shop and browser, started once before its tests and stopped after its last:
 *   beforeAll(async () => ({ shop, page, errors } = await shopAndBrowser()), STARTUP_MS);
 */
export async function shopAndBrowser(env: Record<string, string> = {}): Promise<BrowserTestSetup> {
  const [shop, browser] = await Promise.all([startShop(env), openBrowser()]);
  const page = await browser.context.newPage();
  await page.setViewportSize(DESKTOP);
  return { shop, browser, page, errors: collectPageErrors(page) };
}

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** What mountIsland logs when an island's hydration did not match the server's markup (React's recoverable error). */
const HYDRATION_MISMATCH = '[haat] hydration mismatch in island';

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
export async function openPage(
  browser: RunningBrowser,
  shop: RunningShop,
  pathAndQuery: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setViewportSize(viewport);
  const mismatches = hydrationMismatches(page);
  await visit(page, shop.url + pathAndQuery);
  if (mismatches.length > 0)
    throw new Error(
      `${pathAndQuery}: the server's markup did not match the browser's render:\n${mismatches.join('\n')}`,
    );
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
 * The page scrolls itself, in one call: after each window it waits three frames, each followed by a
 * task: the browser's visibility checks run (native lazy loading's and the islands'
 * IntersectionObservers), what they started renders, and what that rendered is checked in turn.
 */
export async function revealLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      for (let n = 0; n < 3; n += 1) await frame();
    }
  });
  await settled(page);
  await page.evaluate(() => {
    const loaded = (img: HTMLImageElement) =>
      new Promise((done) => {
        img.addEventListener('load', done, { once: true });
        img.addEventListener('error', done, { once: true });
      });
    // Only a picture the screenshot shows: a lazy one in a strip's part scrolled sideways out of the window (the home
    // page's categories on a phone) is fetched once the strip is scrolled to, and never arrives here.
    const inWindow = (img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return box.right > 0 && box.left < window.innerWidth;
    };
    const pending = Array.from(document.images)
      .filter((img) => !img.complete && inWindow(img))
      .map(loaded);
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
