import Fastify, { type FastifyInstance } from 'fastify';
import { Faults, type SimulatorOptions } from './faults';
import type { SmsSimulatorOptions } from './smsGateway';

/** What a simulator may be given: a courier's faults and hang, an SMS gateway's credentials and outage. */
type AnySimulatorOptions = SimulatorOptions & SmsSimulatorOptions;

export interface SimulatorCall {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  body: unknown;
}

export interface RunningSimulator {
  /** The simulator's origin, e.g. http://127.0.0.1:40123: the URL setting of the driver under test. */
  url: string;
  app: FastifyInstance;
  /** Failures planned for its next calls (the couriers' simulators play them). */
  faults: Faults;
  /** Every call it was sent, in order. */
  calls: SimulatorCall[];
  close(): Promise<void>;
}

/**
 * Starts one simulator plugin alone on a free loopback port (tests; the demo shop registers every
 * simulator in sandbox/server.ts), with its own options, faults to plan and a record of its calls.
 * A planned hang lasts hangMs: longer than the drivers under test wait, short enough for a test.
 */
export async function startSimulator(
  plugin: (app: FastifyInstance, options: AnySimulatorOptions) => Promise<void>,
  options: Omit<AnySimulatorOptions, 'faults'> = {},
): Promise<RunningSimulator> {
  const faults = new Faults();
  const calls: SimulatorCall[] = [];
  const app = Fastify({ forceCloseConnections: true });
  app.addHook('preHandler', async ({ method, url, headers, body }) => {
    calls.push({ method, url, headers, body });
  });
  await app.register(plugin, { hangMs: 2_000, ...options, faults });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, app, faults, calls, close: () => app.close() };
}
