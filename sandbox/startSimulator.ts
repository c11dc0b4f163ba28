import Fastify, { type FastifyInstance } from 'fastify';
import type { SmsSimulatorOptions } from './smsGateway';

export interface RunningSimulator {
  /** http://127.0.0.1:<port>: the URL setting of the driver under test. */
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Starts one simulator plugin alone on a free loopback port (tests; the demo registers it in sandbox/server.ts). */
export async function startSimulator(
  plugin: (app: FastifyInstance, options: SmsSimulatorOptions) => Promise<void>,
  options: SmsSimulatorOptions = {},
): Promise<RunningSimulator> {
  const app = Fastify({ forceCloseConnections: true });
  await app.register(plugin, options);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, app, close: () => app.close() };
}
