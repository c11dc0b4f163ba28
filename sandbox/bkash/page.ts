import type { FastifyInstance } from 'fastify';
import type { SimulatedPayment } from './payments';
import { SANDBOX_PIN, SANDBOX_WALLETS } from './wallets';

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** bKash's payment page as the sandbox shows it: the shopper's wallet and PIN, Pay or Cancel. */
export function paymentPage(payment: SimulatedPayment, message = ''): string {
  const wallets = Object.entries(SANDBOX_WALLETS)
    .map(([msisdn, behaviour]) => `<li><code>${msisdn}</code>: ${behaviour}</li>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>bKash payment (sandbox)</title></head>
<body>
<p role="note"><strong>Sandbox: no money moves</strong></p>
<h1>Pay ৳${escape(payment.amount)} with bKash</h1>
<p>Invoice ${escape(payment.merchantInvoiceNumber)}</p>
${message ? `<p role="alert">${escape(message)}</p>` : ''}
<form method="post" action="checkout">
<input type="hidden" name="paymentId" value="${escape(payment.paymentID)}">
<label>bKash account number <input name="wallet" inputmode="numeric" autocomplete="tel" required></label>
<label>PIN <input name="pin" type="password" inputmode="numeric"></label>
<button name="action" value="pay">Pay</button>
<button name="action" value="cancel" formnovalidate>Cancel</button>
</form>
<p>Sandbox wallets (PIN ${SANDBOX_PIN}):</p><ul>${wallets}</ul>
</body></html>`;
}

/**
 * The page bKashURL opens: Pay authorises the payment (execute then moves the money) and sends the shopper back to
 * the callback URL with status=success; a wrong PIN sends them back with status=failure, Cancel with status=cancel.
 */
export function shopperPage(app: FastifyInstance, payments: Map<string, SimulatedPayment>): void {
  const html = 'text/html; charset=utf-8';
  app.get('/checkout', async (request, reply) => {
    const payment = payments.get(String((request.query as Record<string, unknown>).paymentId ?? ''));
    if (!payment) return reply.code(404).type('text/plain').send('No such payment');
    return reply.type(html).send(paymentPage(payment));
  });
  app.post('/checkout', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    const payment = payments.get(String(form.paymentId ?? ''));
    if (!payment) return reply.code(404).type('text/plain').send('No such payment');
    const back = (status: string) => {
      const url = new URL(payment.callbackURL);
      url.searchParams.set('paymentID', payment.paymentID);
      url.searchParams.set('status', status);
      return reply.redirect(url.href);
    };
    if (payment.transactionStatus !== 'Initiated') return back('failure');
    if (form.action === 'cancel') {
      payment.transactionStatus = 'Cancelled';
      return back('cancel');
    }
    const behaviour = SANDBOX_WALLETS[String(form.wallet ?? '')];
    if (!behaviour) return reply.type(html).send(paymentPage(payment, 'Invalid wallet number'));
    if (form.pin !== SANDBOX_PIN) {
      payment.transactionStatus = 'Failed';
      return back('failure');
    }
    payment.wallet = { msisdn: String(form.wallet), behaviour };
    payment.transactionStatus = 'Authorized';
    return back('success');
  });
}
