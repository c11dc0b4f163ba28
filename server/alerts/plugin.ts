import fp from 'fastify-plugin';
import { watchAlerts } from './watcher';

/** How often a serving process looks for requests whose stock or price came: their SMS leave within 5 minutes. */
const POLL_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Back-in-stock and price-drop requests: one pass now, or every minute once started (server/main.ts). */
    alertWatcher: { watch(now?: Date): Promise<number>; start(): void };
  }
}

interface Options {
  publicUrl: string;
  currency: string;
}

/** The watcher of shoppers' alerts: queues each request's one SMS in the outbox, which sends it. */
export default fp<Options>(
  async (app, shop) => {
    let running: Promise<number> | null = null;
    let timer: NodeJS.Timeout | null = null;
    const watch = async (now?: Date) => {
      // One pass at a time in a process; other processes are kept off a request by taking it (watcher.ts).
      running ??= watchAlerts(app.db, shop, now).finally(() => (running = null));
      const queued = await running;
      if (queued > 0) await app.smsOutbox.sendDue();
      return queued;
    };
    app.decorate('alertWatcher', {
      watch,
      start() {
        timer ??= setInterval(() => {
          watch().catch((error: unknown) => app.log.error({ err: error }, 'alert watcher pass failed'));
        }, POLL_MS);
        timer.unref();
      },
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running?.catch(() => 0);
    });
  },
  { name: 'alerts', dependencies: ['db', 'sms'] },
);
