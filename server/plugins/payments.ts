import fp from 'fastify-plugin';
import { reconcilePayments } from '../orders/reconcile';
import { paymentsFor, type Payments } from '../payments/gateways';
import type { PaymentConfig } from '../payments/settings';

/**
 * The sweep asks the gateway about an order only once it has waited this long: before, its shopper is most likely
 * still paying, and asking about every fresh order each pass costs the serving process a gateway call per order.
 */
const SWEEP_QUIET_MS = 3 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured payment gateways (bKash, SSLCommerz) and the hold of an order waiting for its payment. */
    payments: Payments;
  }
}

export interface PaymentsPluginOptions {
  config: PaymentConfig;
  publicUrl: string;
}

/**
 * The payment gateways for every route, and a sweep that settles the orders waiting for their payment by asking
 * the gateway and cancels those past their hold (npm run payments:reconcile does the same on demand, for every
 * waiting order however fresh). Every
 * serving process sweeps; the writes are conditional on the order's state, so sweeps racing change an order once.
 */
export default fp<PaymentsPluginOptions>(
  async (app, { config, publicUrl }) => {
    const sweepMs = config.sweepSeconds * 1000;
    app.decorate('payments', paymentsFor(config, publicUrl, { timeoutMs: config.timeoutSeconds * 1000 }));
    if (!sweepMs) return;
    let running: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      running ??= reconcilePayments(app.db, app.payments, new Date(), { quietMs: SWEEP_QUIET_MS })
        .catch((error: unknown) => app.log.error({ err: error }, 'payments: the sweep failed'))
        .finally(() => (running = null));
    }, sweepMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'payments', dependencies: ['db'] },
);
