// The browser tests' jest environment: one Chromium per jest worker, launched when the worker's
// first browser test asks for it and used by its later files, each in browser contexts of its own
// (their own cookies, storage and cache), instead of a browser launched and closed by every file.
// Jest loads an environment with Node's own require, once per worker: this module's state outlives
// a test file, which the tests' own modules never do.
// The browser is a child the worker does not wait for (unref'd), so a worker whose files are done
// exits when jest tells it to, and takes the browser with it ('exit'); Playwright's own launch keeps
// the worker alive until jest kills it.
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TestEnvironment } from 'jest-environment-node';
import { CHROMIUM_FLAGS, findChromium } from '../bench/browser';

/** What Chromium prints once its DevTools endpoint listens: Playwright's connectOverCDP takes the URL. */
const LISTENING = /DevTools listening on (ws:\/\/\S+)/;

let endpoint: Promise<string> | undefined;

function launch(): Promise<string> {
  const profile = mkdtempSync(path.join(tmpdir(), 'haat-chromium-'));
  const args = [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'];
  const child = spawn(findChromium(), args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const end = () => {
    child.kill('SIGKILL');
    rmSync(profile, { recursive: true, force: true });
  };
  process.once('exit', end);
  // jest ends a worker that outstays its end with SIGTERM, which would leave the browser behind.
  process.once('SIGTERM', () => process.exit(143));
  return new Promise<string>((resolve, reject) => {
    let printed = '';
    const fail = (why: string) => {
      end();
      reject(new Error(`Chromium did not start (${why}):\n${printed}`));
    };
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      printed += chunk;
      const found = LISTENING.exec(printed);
      if (!found) return;
      // Read on (a pipe nobody reads fills and stops the browser), without keeping the worker alive.
      (child.stderr as unknown as { unref(): void }).unref();
      child.unref();
      resolve(found[1]);
    });
    child.on('error', (error) => fail(error.message));
    child.on('exit', (code, signal) => {
      endpoint = undefined;
      fail(`it ended with ${signal ?? code}`);
    });
  });
}

/** The worker's browser, launched on first call: a DevTools endpoint for `chromium.connectOverCDP`. */
function workerBrowser(): Promise<string> {
  if (!endpoint) {
    endpoint = launch();
    // A failed launch is tried again by the next file rather than failing every later one.
    endpoint.catch(() => (endpoint = undefined));
  }
  return endpoint;
}

export default class BrowserTestEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    this.global.haatWorkerBrowser = workerBrowser;
  }
}
