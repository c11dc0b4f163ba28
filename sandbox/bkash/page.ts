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
