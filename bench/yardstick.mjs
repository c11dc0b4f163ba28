// The yardsticks of bench:cart, in a process of their own: a bare Fastify route, and the same route sending one
// PostgreSQL statement through Kysely and pg, or making one call to a gateway with node:http, as the shop does.
// Each is the least a call of that kind costs on the machine with the shop's libraries.
//   node bench/yardstick.mjs PORT GATEWAY_URL [DATABASE_URL SCHEMA POOL_SIZE]
import http from 'node:http';
import Fastify from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

const [port, gatewayUrl, databaseUrl, schema, poolSize] = process.argv.slice(2);
const app = Fastify();
app.get('/', async () => ({ ok: true }));

if (databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, options: `-c search_path=${schema}`, max: +poolSize });
  const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  app.get('/statement', async () =>
    db.selectFrom('products').select(['id', 'sku']).where('id', '=', 1).executeTakeFirstOrThrow(),
  );
}

const agent = new http.Agent({ keepAlive: true });
const gatewayCall = () =>
  new Promise((resolve, reject) => {
    const request = http.request(gatewayUrl, { method: 'POST', agent }, (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
    });
    request.on('error', reject);
    request.end(JSON.stringify({ mode: '0011', amount: '1250.00', currency: 'BDT', intent: 'sale' }));
  });
app.get('/gateway', async () => ({ ok: (await gatewayCall()).statusCode === '0000' }));

await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
