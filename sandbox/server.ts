import type { Server } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { bkashSimulator, type BkashSimulatorOptions } from './bkash/simulator';
import bulkSmsBdSimulator from './bulksmsbd/simulator';
import pathaoSandbox from './pathao/index';
import redxSandbox from './redx/index';
import { sslcommerzSimulator, type SslcommerzSimulatorOptions } from './sslcommerz/simulator';
import sslWirelessSimulator from './sslwireless/simulator';
import steadfastSandbox from './steadfast/index';

/** Each simulator's own settings (credentials it accepts, how long it keeps a lost answer...). */
export interface SandboxOptions {
  bkash?: BkashSimulatorOptions;
  sslcommerz?: SslcommerzSimulatorOptions;
}

/**
 * The simulators of the outside services, each a Fastify plugin under its own prefix answering the
 * provider's documented HTTP calls. A new simulator is one more line here.
 */
const SIMULATORS: { prefix: string; plugin: (options: SandboxOptions) => FastifyPluginAsync }[] = [
  { prefix: '/bkash', plugin: (options) => bkashSimulator(options.bkash) },
  { prefix: '/sslcommerz', plugin: (options) => sslcommerzSimulator(options.sslcommerz) },
  // The SMS gateways list the messages they took at <prefix>/messages: where a demo shopper reads a code.
  { prefix: '/sms/bulksmsbd', plugin: () => async (app) => bulkSmsBdSimulator(app, {}) },
  { prefix: '/sms/sslwireless', plugin: () => async (app) => sslWirelessSimulator(app, {}) },
  { prefix: '/courier/pathao', plugin: () => async (app) => pathaoSandbox(app, {}) },
  { prefix: '/courier/steadfast', plugin: () => async (app) => steadfastSandbox(app, {}) },
  { prefix: '/courier/redx', plugin: () => async (app) => redxSandbox(app, {}) },
];

/** One Fastify app serving every simulator (the demo shop and the tests start it on a port of their own). */
export function buildSandbox(options: SandboxOptions = {}): FastifyInstance {
  // A simulator may hold an answer it is told to lose: closing must not wait for it.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  for (const { prefix, plugin } of SIMULATORS) app.register(plugin(options), { prefix });
  return app;
}

export interface RunningSandbox {
  /** The sandbox's origin, e.g. http://127.0.0.1:41234; a simulator's base URL is this plus its prefix. */
  url: string;
  /** Its HTTP server, on which a benchmark times the sandbox's own answers. */
  server: Server;
  close(): Promise<void>;
}

/** Starts the sandbox on `port` (0: any free port) and answers where it listens. */
export async function startSandbox(
  options: SandboxOptions = {},
  { port = 0, host = '127.0.0.1' }: { port?: number; host?: string } = {},
): Promise<RunningSandbox> {
  const app = buildSandbox(options);
  await app.listen({ port, host });
  const { port: bound } = app.server.address() as { port: number };
  return { url: `http://${host}:${bound}`, server: app.server, close: () => app.close() };
}
