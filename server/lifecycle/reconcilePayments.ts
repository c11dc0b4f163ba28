import { runShopCommand } from '../db/shopCommand';
import { reconcilePayments } from '../orders/reconcile';
import { paymentsFor } from '../payments/gateways';

/**
 * npm run payments:reconcile: asks the gateways about every order still waiting for its payment and settles it
 * (paid, or cancelled past its hold), then retries the refunds still owed. Safe beside the running shop: every
 * write is conditional on the order's state. The shop's own sweep (PAYMENT_SWEEP_SECONDS) does the same.
 */
runShopCommand(
  () => null,
  async ({ config, db }) => {
    const counts = await reconcilePayments(db, paymentsFor(config.payments, config.publicUrl));
    console.log(
      `payments: ${counts.settled} settled, ${counts.expired} expired, ${counts.waiting} still waiting, ` +
        `${counts.unanswered} unanswered by their gateway; ` +
        `${counts.refunded} refunded, ${counts.refundsFailed} refunds failed`,
    );
    if (counts.unanswered || counts.refundsFailed) process.exitCode = 2;
  },
);
