import { spawn } from 'node:child_process';
import path from 'node:path';
import Fastify from 'fastify';
import { freePort } from '../server/test/freePort';
import { cpuMsOfTree } from '../server/test/processes';
import { load, type LoadResult } from './load';

/** What the gateway's yardstick is answered: the size of bKash's answer to create. */
const GATEWAY_ANSWER = {
  statusCode: '0000',
  statusMessage: 'Successful',
  paymentID: 'TR0011ON1565154754797',
  bkashURL: 'https://sandbox.payment.bkash.com/redirect/tokenized/?paymentID=TR0011ON1565154754797',
  amount: '1250.00',
  currency: 'BDT',
  intent: 'sale',
  merchantInvoiceNumber: '000000123',
};

/**
 * The yardsticks of the shop's CPU per call, each under the same load, in a process of their own (yardstick.ts): a
 * bare Fastify route (the yardstick), and the same route sending one PostgreSQL statement (on PostgreSQL), or
 * making one gateway call to a constant answer served from this process, whose time is not the yardstick's. A call
 * of the shop's costs at least its statements' and gateway calls' worth.
 */
export async function yardsticks(
  connections: number,
  seconds: number,
  database?: { url: string; schema: string },
): Promise<LoadResult[]> {
  const gateway = Fastify();
  gateway.post('/', async () => GATEWAY_ANSWER);
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const { port: gatewayPort } = gateway.server.address() as { port: number };
  const port = await freePort();
  const withDatabase = database ? [database.url, database.schema] : [];
  // Built beside this script by the bench:cart script.
  const args = [
    path.join(__dirname, 'yardstick.js'),
    String(port),
    `http://127.0.0.1:${gatewayPort}/`,
    ...withDatabase,
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  const measured = (name: string, route: string) =>
    load(name, { url: `http://127.0.0.1:${port}${route}`, connections, duration: seconds }, () =>
      cpuMsOfTree(child.pid!),
    );
  try {
    const results = [await measured('GET / (a bare Fastify route)', '/')];
    if (database) results.push(await measured('GET /statement (bare route + 1 PostgreSQL statement)', '/statement'));
    results.push(await measured('GET /gateway (bare route + 1 gateway call)', '/gateway'));
    return results;
  } finally {
    child.kill();
    await gateway.close();
  }
}
