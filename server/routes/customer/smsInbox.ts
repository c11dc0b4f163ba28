import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { privateHead } from '../../seo/head';

/** The demo shop's page of the SMS it sent: where a new shopper reads their code. */
export const SMS_INBOX_PATH = '/demo/sms';

interface Sent {
  to: string;
  text: string;
  at: string;
}

/**
 * What the login page needs of the code sign-in: the step a browser without script is at (the
 * number a code was sent to, whether its name is asked) and, in the demo shop, where its SMS land.
 */
export function codeSignInProps(request: FastifyRequest, simulators: string | null) {
  return { codeStep: request.session.get('signInCode') ?? null, smsInbox: simulators ? SMS_INBOX_PATH : null };
}

/**
 * GET /demo/sms: only when the shop sends through the bundled simulators (config.sms.simulators),
 * the messages both took, newest first. A shop with real gateways has no such page.
 */
const smsInbox: FastifyPluginAsync<{ simulators: string | null }> = async (app, { simulators }) => {
  if (!simulators) return;
  app.get(
    SMS_INBOX_PATH,
    { schema: { hide: true, querystring: { type: 'object', properties: {} } } },
    async (request, reply) => {
      const gateways = [
        ['BulkSMSBD', 'bulksmsbd'],
        ['SSL Wireless', 'sslwireless'],
      ] as const;
      const lists = await Promise.all(
        gateways.map(async ([gateway, path]) => {
          const answer = await fetch(`${simulators}/${path}/messages`, {
            headers: { accept: 'application/json' },
            signal: AbortSignal.timeout(5_000),
          }).catch(() => null);
          const sent = answer?.ok ? ((await answer.json()) as { messages: Sent[] }).messages : [];
          return sent.map(({ to, text, at }) => ({ to, text, at, gateway }));
        }),
      );
      const messages = lists.flat().sort((a, b) => b.at.localeCompare(a.at));
      const seo = privateHead(request, request.t('login.inboxTitle'), request.t('login.inboxLead'));
      return reply.page('sms-inbox', { seo, messages });
    },
  );
};

export default smsInbox;
