import type { FastifyInstance } from 'fastify';
import { smsGateway, UNDELIVERABLE_NUMBER, type SmsSimulatorOptions } from '../smsGateway';

interface SendSms {
  api_token?: string;
  sid?: string;
  msisdn?: string;
  sms?: string;
  csms_id?: string;
}

const failed = (code: number, message: string) => ({ status: 'FAILED', status_code: code, error_message: message });

/**
 * SSL Wireless ISMS Plus API v3, single SMS, as documented (`POST /api/v3/send-sms`, JSON
 * api_token, sid, msisdn, sms, csms_id): `{status: 'SUCCESS', status_code: 200, smsinfo: [...]}` with
 * a reference_id for an accepted message. A refusal is `status: 'FAILED'` with a status_code and
 * error_message, or a FAILED smsinfo entry for a number the operator refuses; a csms_id already
 * taken today is refused as a duplicate. The refusal codes other than 4003 (IP blacklisted, which
 * this simulator never answers) are the simulator's own: the public documentation names few, and
 * the shop's driver reads only SUCCESS and the duplicate refusal.
 */
export default async function sslWirelessSimulator(app: FastifyInstance, options: SmsSimulatorOptions) {
  const gateway = smsGateway(app, 'SSL Wireless', options);
  const takenToday = new Map<string, string>();
  let nextId = 1;

  app.post<{ Body: SendSms }>('/api/v3/send-sms', async (request, reply) => {
    const outage = gateway.outage();
    if (outage === 'timeout') await gateway.hang(request);
    if (outage === 'timeout' || outage === 'server-error')
      return reply
        .code(outage === 'timeout' ? 504 : 502)
        .type('text/html')
        .send('<h1>Bad Gateway</h1>');
    const { api_token, sid, msisdn, sms, csms_id } = request.body ?? {};
    if (!api_token || !sid || !msisdn || !sms || !csms_id) return failed(4000, 'Required parameter missing');
    if (api_token !== gateway.credentials.key) return failed(4001, 'Unauthorized api_token');
    if (sid !== gateway.credentials.sender) return failed(4002, 'Invalid sid');
    if (csms_id.length > 20) return failed(4010, 'csms_id must be at most 20 characters');
    const day = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
    if (takenToday.has(`${day} ${csms_id}`)) return failed(4025, 'Duplicate csms_id');
    if (outage === 'low-balance') return failed(4030, 'Insufficient balance');
    const unicode = /[^\t\n\r\x20-\x7e]/.test(sms);
    const info = { msisdn, sms_type: unicode ? 'BN' : 'EN', sms_body: sms, csms_id };
    if (!/^8801[3-9]\d{8}$/.test(msisdn) || msisdn === UNDELIVERABLE_NUMBER)
      return {
        status: 'SUCCESS',
        status_code: 200,
        error_message: '',
        smsinfo: [{ ...info, sms_status: 'FAILED', status_message: 'Invalid Mobile No', reference_id: '' }],
      };
    const reference = `${Date.now()}${nextId++}`;
    takenToday.set(`${day} ${csms_id}`, reference);
    gateway.received.push({
      to: msisdn,
      text: sms,
      sender: sid,
      id: reference,
      clientId: csms_id,
      unicode,
      at: new Date().toISOString(),
    });
    return {
      status: 'SUCCESS',
      status_code: 200,
      error_message: '',
      smsinfo: [{ ...info, sms_status: 'SUCCESS', status_message: 'Success', reference_id: reference }],
    };
  });
}
