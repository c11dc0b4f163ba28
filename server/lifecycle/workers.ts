import cluster, { type Worker } from 'node:cluster';
import { GRACE_MS, LAST_RESORT_MS, STOP_MESSAGE } from './shutdown';

/**
 * Runs `count` worker processes of this same script, all serving one port: Node's cluster hands
 * each new connection to the next worker in turn. Resolves once every worker listens.
 * - A worker that ends once it was serving is replaced. One that ends before it listens (a port
 *   taken, a database it cannot open) stops the shop, which exits 1: another would fail the same way.
 * - SIGTERM or SIGINT tells every worker to stop (shutdown.ts: requests in flight finish); a
 *   second one tells them to leave at once. This process exits once all of them have: 0 when each
 *   did, otherwise 1. A worker still running past its own deadline is killed.
 */
export function runWorkers(count: number, logError: (line: string) => void): Promise<void> {
  const running = new Set<Worker>();
  const serving = new Set<Worker>();
  let stopping = false;
  let failed = false;

  const start = () => running.add(cluster.fork());
  const stop = () => {
    // One already leaving has closed its channel: a message to it would be an error of this process.
    for (const worker of running) if (worker.isConnected()) worker.send(STOP_MESSAGE);
    if (stopping) return;
    stopping = true;
    setTimeout(
      () => {
        for (const worker of running) worker.process.kill('SIGKILL');
        process.exit(1);
      },
      GRACE_MS + LAST_RESORT_MS + 1000,
    ).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  cluster.on('exit', (worker, code, signal) => {
    running.delete(worker);
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!stopping && serving.delete(worker)) {
      logError(`worker ${worker.process.pid} ended (${how}) while serving: starting another`);
      start();
      return;
    }
    if (!stopping) {
      logError(`worker ${worker.process.pid} ended (${how}) before serving: stopping the shop`);
      failed = true;
      stop();
    } else if (code !== 0) {
      failed = true;
    }
    if (running.size === 0) process.exit(failed ? 1 : 0);
  });

  return new Promise((resolve) => {
    cluster.on('listening', (worker) => {
      serving.add(worker);
      if (serving.size === count) resolve();
    });
    for (let n = 0; n < count; n += 1) start();
  });
}
