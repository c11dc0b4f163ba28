// The built shop (dist/server/main.js) in a process of its own, as `npm start` runs it: the one way
// the browser tests, the server's instance tests and the benchmarks start a shop.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../config';
import { freePort } from './freePort';

const ROOT = projectRoot();
const MAIN = path.join(ROOT, 'dist/server/main.js');
const MANIFEST = path.join(ROOT, 'dist/public/build/manifest.json');

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Date.now() when the process ended. */
  at: number;
}

export interface BuiltShop {
  /** http://127.0.0.1:<port> */
  url: string;
  child: ChildProcess;
  /** Its standard output and error so far, line by line (JSON log lines and the banner). */
  lines: string[];
  exited: Promise<Exit>;
  /** Asks it to shut down (SIGTERM), forces it (SIGKILL) after 5 s, and resolves once it has left. */
  stop: () => Promise<void>;
  /** Ends it at once (SIGKILL) if it is still running. */
  kill: () => Promise<void>;
}

/**
 * Resolves once `times` of the shop's output lines hold `text`: a log line says what the shop has
 * done (LOG_LEVEL=info logs each request as it comes in, and the start of a shutdown), so a test
 * goes on at that moment, never after a guessed pause. Fails if the shop ends first.
 */
export function untilLogged(shop: BuiltShop, text: string, times = 1): Promise<void> {
  const streams = [shop.child.stdout!, shop.child.stderr!];
  return new Promise<void>((resolve, reject) => {
    const check = () => {
      if (shop.lines.filter((line) => line.includes(text)).length < times) return;
      for (const stream of streams) stream.off('data', check);
      resolve();
    };
    // Added after startBuiltShop's own reader, which has taken the chunk into `lines` by then.
    for (const stream of streams) stream.on('data', check);
    check();
    void shop.exited.then(() => reject(new Error(`the shop ended before logging "${text}" ${times} time(s)`)));
  });
}

/**
 * Starts the built server on 127.0.0.1 (on a free port unless `env` names PORT) with only PATH
 * and `env` in its environment, so the caller's DATABASE_URL never leaks in, and resolves once it
 * serves.
 */
export async function startBuiltShop(env: Record<string, string> = {}): Promise<BuiltShop> {
  if (!existsSync(MAIN) || !existsSync(MANIFEST)) {
    throw new Error(
      `The build is missing (${path.relative(ROOT, MAIN)}, ${path.relative(ROOT, MANIFEST)}): run npm run build first.`,
    );
  }
  const port = env.PORT ?? String(await freePort());
  // The demo shop starts the payment simulators on its port + 1 unless told: that port may be another shop's.
  const sandboxPort = String(await freePort());
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: port,
      HAAT_SANDBOX_PORT: sandboxPort,
      LOG_LEVEL: 'warn',
      // Cash orders ask nothing unless a test says so (the demo shop's default asks a code of new numbers).
      COD_CONFIRM: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const lines: string[] = [];
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => {
      process.off('exit', killOnExit);
      resolve({ code, signal, at: Date.now() });
    }),
  );
  const serving = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      const text = chunk.toString();
      lines.push(...text.split('\n').filter(Boolean));
      if (text.includes('Haat is serving')) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    exited.then((exit) => reject(new Error(`the server left before serving (exit ${exit.code}): ${lines.join('\n')}`)));
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  const kill = async () => {
    if (running()) child.kill('SIGKILL');
    await exited;
  };
  const stop = async () => {
    if (!running()) return;
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.kill('SIGTERM');
    await exited;
    clearTimeout(force);
  };
  await serving;
  return { url: `http://127.0.0.1:${port}`, child, lines, exited, stop, kill };
}
