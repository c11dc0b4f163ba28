// When a page of the shop is ready for a test's next step: loaded, its islands mounted and nothing
// left in flight. Playwright's "networkidle" waits for half a second without a request after every
// page load; this waits for what the page does instead.
import type { BrowserContext, Page, Request } from 'playwright-core';

/** How long a page must have had nothing in flight: an island's fetch starts within a task of its mount. */
const QUIET_MS = 100;
/** A request in flight this long is a page that does not settle: the test fails, naming it. */
const GIVE_UP_MS = 10_000;

/** The requests each page of a watched context has sent and not yet seen finish or fail. */
const inFlight = new WeakMap<Page, Set<Request>>();
/** Mount points not yet marked mounted by mountIsland. */
const UNMOUNTED = '[data-island]:not([data-mounted="true"])';
/** Contexts whose pages run no script: their islands never mount. */
const withoutScripts = new WeakSet<BrowserContext>();

/** Counts the requests in flight of every page the context opens from now on. */
export function watchRequests(context: BrowserContext, javaScriptEnabled: boolean): void {
  if (!javaScriptEnabled) withoutScripts.add(context);
  context.on('page', (page) => {
    const open = new Set<Request>();
    inFlight.set(page, open);
    page.on('request', (request) => open.add(request));
    page.on('requestfinished', (request) => open.delete(request));
    page.on('requestfailed', (request) => open.delete(request));
  });
}

/**
 * Waits until the page has loaded, every island on it has mounted (data-mounted="true", set once
 * its hydration committed) and no request has been in flight for QUIET_MS.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  if (!withoutScripts.has(page.context()))
    await page
      .waitForFunction((selector) => document.querySelectorAll(selector).length === 0, UNMOUNTED)
      .catch(async (error: unknown) => {
        const waiting = await page.$$eval(UNMOUNTED, (found) =>
          found.map((element) => element.getAttribute('data-island')),
        );
        throw new Error(`${page.url()}: islands never mounted: ${waiting.join(', ')}\n${String(error)}`);
      });
  const open = inFlight.get(page);
  if (!open) throw new Error('settled() needs a page of a context opened by openBrowser (harness.ts).');
  const deadline = Date.now() + GIVE_UP_MS;
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (open.size > 0) quietSince = Date.now();
    if (Date.now() > deadline)
      throw new Error(`${page.url()}: still loading ${[...open].map((request) => request.url()).join(', ')}`);
  }
}

/** Goes to the address and waits until the page has settled. */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await settled(page);
}

/** Loads the page again and waits until it has settled. */
export async function reloaded(page: Page): Promise<void> {
  await page.reload();
  await settled(page);
}
