import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

/** How long requests in flight may take to finish once the shop is told to stop. */
export const GRACE_MS = 10_000;
/** How often, while stopping, connections that went idle are closed. */
const SWEEP_MS = 100;
/** Past the grace, closing the database and leaving get this long before the process is ended anyway. */
export const LAST_RESORT_MS = 2_000;
/** What the starting process tells a worker (workers.ts): stop as on a signal; a second time, leave at once. */
export const STOP_MESSAGE = 'haat:stop';

/**
 * Stops the shop on SIGTERM or SIGINT (and on an uncaught error): no new connections, the
 * requests in flight finish, then the database closes and the process exits 0. A connection that
 * does not finish within GRACE_MS (a client that never sends the rest of its body, a slow reader)
 * is cut, because the server only closes once every connection has; a close that still has not
 * ended LAST_RESORT_MS later exits 1. A second signal while stopping exits at once.
 * close-with-grace (by Fastify's lead maintainer) handles the signals, the second signal and the deadline.
 */
export function closeOnSignals(app: FastifyInstance, graceMs = GRACE_MS): void {
  closeWithGrace({ delay: graceMs + LAST_RESORT_MS, logger: app.log }, closing(app, graceMs));
}

/**
 * A worker's stop: the same as closeOnSignals, told by its starting process's STOP_MESSAGE instead
 * of SIGTERM and SIGINT, or by that process going away. The worker does not act on those two
 * signals itself: a terminal's Ctrl-C reaches every process of the group, and a worker that
 * counted it beside its starting process's word would take the pair for a second signal.
 */
export function closeOnStopMessage(app: FastifyInstance, graceMs = GRACE_MS): void {
  const ignored = () => undefined;
  process.on('SIGTERM', ignored);
  process.on('SIGINT', ignored);
  const grace = closeWithGrace(
    { delay: graceMs + LAST_RESORT_MS, logger: app.log, skip: ['SIGTERM', 'SIGINT'] },
    closing(app, graceMs),
  );
  let told = false;
  process.on('message', (message) => {
    if (message !== STOP_MESSAGE) return;
    if (told) process.exit(1);
    told = true;
    void grace.close();
  });
  process.on('disconnect', () => {
    if (!told) void grace.close();
    told = true;
  });
}

function closing(app: FastifyInstance, graceMs: number): closeWithGrace.CloseWithGraceAsyncCallback {
  return async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an uncaught error');
    else app.log.info(`${signal ?? 'told to stop'}: stopping, requests in flight get ${graceMs} ms`);
    // Node closes the idle keep-alive connections once, when closing starts; one busy then goes
    // idle after its answer and would otherwise stay open (and the server with it) until the cut.
    const sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_MS);
    const cut = setTimeout(() => {
      app.log.warn('requests still open after the grace: closing their connections');
      app.server.closeAllConnections();
    }, graceMs);
    try {
      await app.close();
    } finally {
      clearTimeout(cut);
      clearInterval(sweep);
    }
  };
}
