import { postForJson } from './http';
import { SmsFailed, type SmsDriver } from './sms';

/** SMS_SSLWIRELESS_* (settings.ts). */
export interface SslWirelessSettings {
  /** The API's origin, https://smsplus.sslwireless.com (or a simulator's address). */
  url: string;
  apiToken: string;
  /** The sender id (masking or non-masking) SSL Wireless issued to the shop. */
  sid: string;
}

interface SmsInfo {
  sms_status?: string;
  status_message?: string;
  reference_id?: string;
}

/**
 * SSL Wireless ISMS Plus API v3, single SMS: `POST /api/v3/send-sms` with JSON api_token, sid,
 * msisdn, sms and csms_id (the shop's id of the message, unique for the day). It answers
 * `{status, status_code, error_message, smsinfo: [{sms_status, status_message, reference_id, ...}]}`;
 * only `SUCCESS` at both levels is an accepted message. A csms_id it has already taken today is
 * refused as a duplicate: that message was sent, so it counts as accepted and is not sent again.
 */
export function sslWirelessDriver(settings: SslWirelessSettings, timeoutMs = 10_000): SmsDriver {
  const url = `${settings.url.replace(/\/+$/, '')}/api/v3/send-sms`;
  return {
    name: 'SSL Wireless',
    async send({ to, text, id }) {
      const json = { api_token: settings.apiToken, sid: settings.sid, msisdn: to, sms: text, csms_id: id };
      const answer = await postForJson('SSL Wireless', url, { json }, timeoutMs);
      const info = (Array.isArray(answer.smsinfo) ? answer.smsinfo[0] : undefined) as SmsInfo | undefined;
      const reason = `${String(answer.error_message || info?.status_message || '')}`;
      if (/duplicate/i.test(reason)) return { driver: 'SSL Wireless', providerId: '' };
      if (answer.status !== 'SUCCESS' || info?.sms_status !== 'SUCCESS')
        throw new SmsFailed('SSL Wireless', `${String(answer.status_code)} ${reason}`);
      return { driver: 'SSL Wireless', providerId: String(info.reference_id ?? '') };
    },
  };
}
