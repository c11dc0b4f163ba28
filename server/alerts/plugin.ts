import fp from 'fastify-plugin';
import { watchAlerts } from './watcher';

declare module 'fastify' {
  interface FastifyInstance {
    /** Back-in-stock and price-drop requests: one pass now, or every pollMs once started (server/main.ts). */
    alertWatcher: { watch(now?: Date): Promise<number>; start(): void };
  }
}

interface Options {
  publicUrl: string;
  currency: string;
  /** How often a serving process looks for requests whose stock or price came (ALERT_POLL_SECONDS). */
  pollMs: number;
}

/** The watcher of shoppers' alerts: queues each request's one SMS in the outbox, which sends it. */
export default fp<Options>(
  async (app, { pollMs, ...shop }) => {
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
        }, pollMs);
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
