import type { FastifyReply } from 'fastify';

/**
 * A courier's failures, as the simulators play them: a call that answers only after the caller gave up (the work
 * done), a 5xx (nothing done), a 429 rate limit (nothing done).
 */
export type Fault = 'timeout' | 'server-error' | 'rate-limit';

/** Failures planned for a simulator's next calls, by call name ('create', 'status', 'cancel', 'find'). */
export class Faults {
  private readonly planned = new Map<string, Fault[]>();

  plan(call: string, ...faults: Fault[]): void {
    this.planned.set(call, [...(this.planned.get(call) ?? []), ...faults]);
  }

  take(call: string): Fault | undefined {
    return this.planned.get(call)?.shift();
  }
}

export interface SimulatorOptions {
  faults?: Faults;
  /** How long a 'timeout' call holds its answer (longer than the driver waits). */
  hangMs?: number;
}

/** Answers a planned 5xx or 429 and says so (true); the caller then does nothing. */
export function refusedByFault(fault: Fault | undefined, reply: FastifyReply): boolean {
  if (fault === 'server-error') {
    void reply.code(500).send({ message: 'Server Error' });
    return true;
  }
  if (fault === 'rate-limit') {
    void reply.code(429).header('retry-after', '1').send({ message: 'Too Many Attempts.' });
    return true;
  }
  return false;
}

/** Holds the answer of a call planned to time out, after its work is done. */
export async function hangIfTimeout(fault: Fault | undefined, hangMs = 30_000): Promise<void> {
  if (fault === 'timeout') await new Promise((resolve) => setTimeout(resolve, hangMs).unref());
}
