/**
 * Bytes over the wire for a page in Chromium (Accept-Encoding: gzip, deflate, br, as Chromium
 * sends it): the sum of every response's encoded length (CDP Network.loadingFinished
 * encodedDataLength: headers and body as they travelled), loaded to network idle at 1280x800,
 * cache empty. The picture copies are made on their first request, so the page is loaded once
 * before it is measured.
 *   npm run bench:wire                          the demo shop, built and seeded here
 *   npm run bench:wire -- http://127.0.0.1:3000 a shop already running (another build)
 */
import type { BrowserContext } from 'playwright-core';
import { startBenchShop } from './benchShop';
import { launchChromium } from './browser';
import { saveResultsOnExit } from './results';

const PAGES = ['/'];

async function transferred(
  context: BrowserContext,
  url: string,
): Promise<{ total: number; byType: Record<string, number> }> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map<string, string>();
  const byType: Record<string, number> = {};
  let total = 0;
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    const type = types.get(event.requestId) ?? 'Other';
    byType[type] = (byType[type] ?? 0) + event.encodedDataLength;
    total += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.close();
  return { total, byType };
}

async function main(): Promise<void> {
  saveResultsOnExit('wire', { browser: true });
  const given = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  const shop = given ? null : await startBenchShop({ withPages: true });
  const origin = given ?? shop!.origin;
  const browser = await launchChromium();
  try {
    for (const path of PAGES) {
      await transferred(browser.context, origin + path);
      const { total, byType } = await transferred(browser.context, origin + path);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      console.log(
        `${path}  ${kb(total)} over the wire  (${Object.entries(byType)
          .sort((a, b) => b[1] - a[1])
          .map(([t, n]) => `${t} ${kb(n)}`)
          .join(', ')})`,
      );
    }
  } finally {
    await browser.close();
    await shop?.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
