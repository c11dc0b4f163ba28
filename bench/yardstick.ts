// The yardsticks of bench:cart, in a process of their own (yardsticks.ts starts it): a bare Fastify route, and the
// same route sending one statement to PostgreSQL or making one call to a gateway, each through the shop's own code
// for it (server/db/database.ts, server/payments/gatewayHttp.ts).
//   node dist/bench/yardstick.js PORT GATEWAY_URL [DATABASE_URL SCHEMA]
import Fastify from 'fastify';
import { openDatabase } from '../server/db/database';
import { gatewayCall } from '../server/payments/gatewayHttp';

const [port, gatewayUrl, databaseUrl, schema] = process.argv.slice(2);
const app = Fastify();
app.get('/', async () => ({ ok: true }));

if (databaseUrl) {
  const { db } = openDatabase({ databaseUrl, sqlitePath: '', pgSchema: schema });
  app.get('/statement', async () =>
    db.selectFrom('products').select(['id', 'sku']).where('id', '=', 1).executeTakeFirstOrThrow(),
  );
}

// What bKash's create is sent, field for field as the driver sends it (server/payments/bkash.ts).
const created = JSON.stringify({
  mode: '0011',
  payerReference: '01770618575',
  callbackURL: 'http://127.0.0.1:3000/payment/bkash/callback',
  amount: '1250.00',
  currency: 'BDT',
  intent: 'sale',
  merchantInvoiceNumber: '000000123',
});
app.get('/gateway', async () => {
  const answer = await gatewayCall(gatewayUrl, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: created,
    timeoutMs: 30_000,
  });
  return { ok: (JSON.parse(answer.body) as { statusCode?: string }).statusCode === '0000' };
});

void app.listen({ port: Number(port), host: '127.0.0.1' }).then(() => console.log('ready'));
