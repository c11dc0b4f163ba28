import { postForJson } from './http';
import { SmsFailed, type SmsDriver } from './sms';

/** SMS_BULKSMSBD_* (settings.ts). */
export interface BulkSmsBdSettings {
  /** The API's origin, https://bulksmsbd.net (or a simulator's address). */
  url: string;
  apiKey: string;
  senderId: string;
}

/** Any character outside printable ASCII (Bangla, emoji) makes the message a Unicode one. */
const UNICODE = /[^\t\n\r\x20-\x7e]/;

/**
 * BulkSMSBD's single-message API: `POST /api/smsapi` with api_key, senderid, number, message and
 * type (`text`, or `unicode` for Bangla). It answers JSON whose response_code is 202 when the
 * message was accepted, else an error code (1001 invalid number, 1007 balance insufficient, ...)
 * with error_message. It keeps no id of the sender's, so a retry after a lost answer may send twice.
 */
export function bulkSmsBdDriver(settings: BulkSmsBdSettings, timeoutMs = 10_000): SmsDriver {
  const url = `${settings.url.replace(/\/+$/, '')}/api/smsapi`;
  return {
    name: 'BulkSMSBD',
    async send({ to, text }) {
      const form = {
        api_key: settings.apiKey,
        senderid: settings.senderId,
        number: to,
        message: text,
        type: UNICODE.test(text) ? 'unicode' : 'text',
      };
      const answer = await postForJson('BulkSMSBD', url, { form }, timeoutMs);
      if (Number(answer.response_code) !== 202)
        throw new SmsFailed('BulkSMSBD', `${String(answer.response_code)} ${String(answer.error_message ?? '')}`);
      return { driver: 'BulkSMSBD', providerId: String(answer.message_id ?? '') };
    },
  };
}
