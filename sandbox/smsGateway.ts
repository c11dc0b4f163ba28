import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A failure the whole simulated gateway shows, as a real one does on a bad day. */
export type Outage = 'low-balance' | 'server-error' | 'timeout';
export const OUTAGES: readonly Outage[] = ['low-balance', 'server-error', 'timeout'];

export interface SmsSimulatorOptions {
  /** The credentials the simulator accepts (the demo shop's and the tests' SMS_* settings). */
  credentials?: { key: string; sender: string };
  /** A failure from the start (tests); `PUT /sandbox/outage` changes it while running. */
  outage?: Outage | null;
  /** How long a `timeout` outage holds a request before answering 504. */
  hangMs?: number;
}

export const SANDBOX_CREDENTIALS = { key: 'sandbox-key', sender: 'HAAT' };

/**
 * A number that passes the shop's own check but that the gateways refuse as unknown to the operator,
 * so the gateway's invalid-number answer can be seen.
 */
export const UNDELIVERABLE_NUMBER = '8801300000000';

export interface ReceivedSms {
  to: string;
  text: string;
  sender: string;
  /** The gateway's id of the message. */
  id: string;
  /** The sender's own id (SSL Wireless' csms_id), '' where the API has none. */
  clientId: string;
  /** Whether the message was sent as Unicode (Bangla) rather than as plain text. */
  unicode: boolean;
  at: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * What both SMS simulators share: the messages they accepted, listed newest first at
 * `GET /messages` (an HTML page, or JSON when asked for), the outage switch at
 * `PUT /sandbox/outage` and the wait of a timeout that app.close() cuts short.
 */
export function smsGateway(app: FastifyInstance, title: string, options: SmsSimulatorOptions) {
  const received: ReceivedSms[] = [];
  let outage: Outage | null = options.outage ?? null;
  const waits = new Set<() => void>();
  app.addHook('preClose', async () => waits.forEach((wake) => wake()));

  app.get('/messages', async (request, reply) => {
    const newestFirst = [...received].reverse();
    if ((request.headers.accept ?? '').includes('application/json')) return { messages: newestFirst };
    const rows = newestFirst.map(
      (m) => `<tr><td>${escape(m.at)}</td><td>${escape(m.to)}</td><td lang="bn">${escape(m.text)}</td></tr>`,
    );
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escape(title)}: messages sent</title>
<h1>${escape(title)} sandbox: messages sent</h1><p>No SMS leaves this machine; the shop's messages land here.</p>
<table><thead><tr><th>Time</th><th>To</th><th>Message</th></tr></thead><tbody>${rows.join('')}</tbody></table></html>`;
  });

  app.put<{ Body: { outage: Outage | null } }>(
    '/sandbox/outage',
    {
      schema: {
        body: {
          type: 'object',
          required: ['outage'],
          properties: { outage: { anyOf: [{ type: 'string', enum: [...OUTAGES] }, { type: 'null' }] } },
        },
      },
    },
    async (request) => {
      outage = request.body.outage;
      return { outage };
    },
  );

  return {
    received,
    credentials: options.credentials ?? SANDBOX_CREDENTIALS,
    outage: () => outage,
    /** Holds the request as a silent gateway would: until hangMs pass, the caller hangs up or the app closes. */
    hang: (request: FastifyRequest) =>
      new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          waits.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, options.hangMs ?? 30_000);
        waits.add(wake);
        request.raw.socket.once('close', wake);
      }),
  };
}
