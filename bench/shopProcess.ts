import { fork, type ChildProcess } from 'node:child_process';
import type { BenchShop } from './benchShop';

/**
 * The benchmarks run the shop in a child process of the bundled script (started with --serve)
 * and autocannon in the parent, so the load generator never shares the server's event loop.
 * The child answers 'cpu' with its CPU time so far (ms), any other question through `answer`,
 * and leaves on 'close' or when the parent goes.
 */
export async function serveShop<T>(shop: BenchShop, ready: T, answer: (question: string) => Promise<unknown> = async () => null): Promise<void> {
  const leave = async () => {
    await shop.close();
    process.exit(0);
  };
  process.on('disconnect', leave);
  process.on('message', async (question: string) => {
    if (question === 'close') return leave();
    if (question === 'cpu') {
      const { user, system } = process.cpuUsage();
      return process.send!({ cpuMs: (user + system) / 1000 });
    }
    process.send!(await answer(question));
  });
  process.send!(ready);
}

export interface ShopProcess {
  child: ChildProcess;
  /** Sends a question (or none, to wait for the first message) and resolves with the answer. */
  ask: <A>(question?: string) => Promise<A>;
  /** Asks the shop to close and resolves once its process has left. */
  close: () => Promise<void>;
  /** The shop's CPU time (ms) while `work` ran, per request it reports. */
  cpuPerRequest: <R extends { requests: number }>(work: () => Promise<R>) => Promise<R & { cpuMs: number }>;
}

/**
 * Starts this same script with --serve (and the parent's arguments) as the shop's process, with
 * these environment variables on top of the parent's.
 */
export function startShopProcess(env: Record<string, string> = {}): ShopProcess {
  const child = fork(process.argv[1], ['--serve', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, ...env } });
  const ask = <A>(question?: string) =>
    new Promise<A>((resolve, reject) => {
      const left = (code: number | null) => reject(new Error(`the shop process left (exit ${code})`));
      child.once('exit', left);
      child.once('message', (message) => {
        child.off('exit', left);
        resolve(message as A);
      });
      if (question) child.send(question);
    });
  const cpuPerRequest = async <R extends { requests: number }>(work: () => Promise<R>) => {
    const before = await ask<{ cpuMs: number }>('cpu');
    const result = await work();
    const after = await ask<{ cpuMs: number }>('cpu');
    return { ...result, cpuMs: (after.cpuMs - before.cpuMs) / result.requests };
  };
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.send('close');
    });
  return { child, ask, close, cpuPerRequest };
}
