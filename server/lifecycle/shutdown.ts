import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

/** How long requests in flight may take to finish once the shop is told to stop. */
export const GRACE_MS = 10_000;
/** How often, while stopping, connections that went idle are closed. */
const SWEEP_MS = 100;
/** Past the grace, closing the database and leaving get this long before the process is ended anyway. */
export const LAST_RESORT_MS = 2_000;

/**
 * Stops the shop on SIGTERM or SIGINT (and on an uncaught error): no new connections, the
 * requests in flight finish, then the database closes and the process exits 0. A connection that
 * does not finish within GRACE_MS (a client that never sends the rest of its body, a slow reader)
 * is cut, because the server only closes once every connection has; a close that still has not
 * ended LAST_RESORT_MS later exits 1. A second signal while stopping exits at once.
 * close-with-grace (by Fastify's lead maintainer) handles the signals, the second signal and the deadline.
 */
export function closeOnSignals(app: FastifyInstance, graceMs = GRACE_MS): void {
  closeWithGrace({ delay: graceMs + LAST_RESORT_MS, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an uncaught error');
    else app.log.info(`${signal ?? 'exit'}: stopping, requests in flight get ${graceMs} ms`);
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
  });
}
