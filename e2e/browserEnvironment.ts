// The browser tests' jest environment: one Chromium per jest worker, launched when the worker's
// first browser test asks for it and used by its later files, each in browser contexts of its own
// (their own cookies, storage and cache), instead of a browser launched and closed by every file.
// Jest loads an environment with Node's own require, once per worker: this module's state outlives
// a test file, which the tests' own modules never do. Playwright launches it (with the switches it
// needs: no back-forward cache, no throttled background tabs, no paint holding, hidden scrollbars)
// and ends it when the worker ends; a run in band closes it in the global teardown.
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-node';
import { chromium, type BrowserServer } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from '../bench/browser';

let launched: Promise<BrowserServer> | undefined;

/** The worker's browser, launched on first call: a websocket endpoint that `chromium.connect` takes. */
function workerBrowser(): Promise<string> {
  if (!launched) {
    launched = chromium.launchServer({ executablePath: findChromium(), headless: true, args: CHROMIUM_FLAGS });
    // A failed launch is tried again by the next file rather than failing every later one.
    launched.catch(() => (launched = undefined));
  }
  return launched.then((server) => server.wsEndpoint());
}

/** Closes the browser this process launched, if any: jest waits for it before it ends a run in band. */
export async function closeWorkerBrowser(): Promise<void> {
  const server = await launched?.catch(() => undefined);
  launched = undefined;
  await server?.close();
}

export default class BrowserTestEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    this.global.haatWorkerBrowser = workerBrowser;
  }
}
