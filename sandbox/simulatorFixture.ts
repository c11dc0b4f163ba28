import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { Faults, type SimulatorOptions } from './faults';

export interface SimulatorCall {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  body: unknown;
}

export interface RunningSimulator {
  /** The simulator's origin, e.g. http://127.0.0.1:40123. */
  url: string;
  faults: Faults;
  /** Every call it was sent, in order. */
  calls: SimulatorCall[];
  close(): Promise<void>;
}

/** Starts one simulator plugin alone on a free local port, with its faults to plan. */
export async function startSimulator(
  plugin: (app: FastifyInstance, options: SimulatorOptions) => Promise<void>,
  { hangMs = 2_000 }: { hangMs?: number } = {},
): Promise<RunningSimulator> {
  const faults = new Faults();
  const calls: SimulatorCall[] = [];
  const app = Fastify({ forceCloseConnections: true });
  app.addHook('preHandler', async ({ method, url, headers, body }) => {
    calls.push({ method, url, headers, body });
  });
  await app.register(plugin, { faults, hangMs });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, faults, calls, close: () => app.close() };
}
