import { SANDBOX_CARDS, type Session } from './cards';

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** SSLCommerz's hosted payment page as the sandbox shows it: a card or wallet to pay with, or Cancel. */
export function hostedPage(session: Session): string {
  const choices = Object.entries(SANDBOX_CARDS)
    .map(([value, card]) => `<button name="card" value="${value}">${escape(card.label)}</button>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>SSLCommerz payment (sandbox)</title></head>
<body>
<p role="note"><strong>Sandbox: no money moves</strong></p>
<h1>Pay ${escape(session.currency)} ${escape(session.amount)}</h1>
<p>Transaction ${escape(session.tranId)}</p>
<form method="post" action="pay">
<input type="hidden" name="session" value="${escape(session.sessionkey)}">
${choices}
<button name="card" value="cancel">Cancel</button>
</form>
</body></html>`;
}

/** How SSLCommerz returns the shopper: a form posted to the shop's URL, sent by the page's script or the button. */
export function returnForm(url: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Returning to the shop</title></head>
<body onload="document.forms[0].submit()">
<form method="post" action="${escape(url)}">${inputs}<button>Return to the shop</button></form>
</body></html>`;
}
