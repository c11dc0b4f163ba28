import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { smsGateway, UNDELIVERABLE_NUMBER, type SmsSimulatorOptions } from '../smsGateway';

type Fields = Record<string, string | undefined>;

const refusal = (code: number, message: string) => ({
  response_code: code,
  success_message: '',
  error_message: message,
});

/**
 * BulkSMSBD's single-message API as documented (bulksmsbd.net/api/smsapi, GET or POST with
 * api_key, senderid, number, message, type): response_code 202 with a message_id for an accepted
 * message; 1003 for a missing field, 1011 for an unknown key, 1002 for another sender id, 1001 for
 * an invalid number, 1007 when the balance is insufficient. An outage answers 1007, a 503 page, or
 * nothing until the caller gives up.
 */
export default async function bulkSmsBdSimulator(app: FastifyInstance, options: SmsSimulatorOptions) {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  const gateway = smsGateway(app, 'BulkSMSBD', options);
  let nextId = 59_000_000;

  app.route<{ Querystring: Fields; Body: Fields }>({
    method: ['GET', 'POST'],
    url: '/api/smsapi',
    handler: async (request, reply) => {
      const outage = gateway.outage();
      if (outage === 'timeout') await gateway.hang(request);
      if (outage === 'timeout' || outage === 'server-error')
        return reply
          .code(outage === 'timeout' ? 504 : 503)
          .type('text/html')
          .send('<h1>Service Unavailable</h1>');
      const fields: Fields = { ...request.query, ...(request.body ?? {}) };
      const { api_key, senderid, number, message } = fields;
      if (!api_key || !senderid || !number || !message) return refusal(1003, 'All Fields are Required');
      if (api_key !== gateway.credentials.key) return refusal(1011, 'User ID Not Found');
      if (senderid !== gateway.credentials.sender) return refusal(1002, 'Sender ID Not Correct/Sender ID is Disabled');
      if (!/^8801[3-9]\d{8}$/.test(number) || number === UNDELIVERABLE_NUMBER)
        return refusal(1001, 'Invalid Phone Number');
      if (outage === 'low-balance') return refusal(1007, 'Balance Insufficient');
      const id = String(nextId++);
      gateway.received.push({
        to: number,
        text: message,
        sender: senderid,
        id,
        clientId: '',
        unicode: fields.type === 'unicode',
        at: new Date().toISOString(),
      });
      return {
        response_code: 202,
        message_id: Number(id),
        success_message: 'SMS Submitted Successfully',
        error_message: '',
      };
    },
  });
}
