import { loadConfig } from '../config';
import { parseSmsSettings, smsSenderFor } from './settings';

const BULK = { SMS_BULKSMSBD_API_KEY: 'key', SMS_BULKSMSBD_SENDER_ID: '8809617000000' };
const SSL = { SMS_SSLWIRELESS_API_TOKEN: 'token', SMS_SSLWIRELESS_SID: 'HAATBRAND' };

describe('the SMS settings', () => {
  it('send nothing when no driver is named', () => {
    const settings = parseSmsSettings({});
    expect(settings.drivers).toEqual([]);
    expect(smsSenderFor(settings)).toBeNull();
  });

  it('name the gateways in failover order, with the real APIs as default addresses', () => {
    const settings = parseSmsSettings({ SMS_DRIVERS: 'sslwireless, BulkSMSBD', ...BULK, ...SSL });
    expect(settings.drivers).toEqual(['sslwireless', 'bulksmsbd']);
    expect(settings.bulksmsbd).toEqual({ url: 'https://bulksmsbd.net', apiKey: 'key', senderId: '8809617000000' });
    expect(settings.sslwireless.url).toBe('https://smsplus.sslwireless.com');
    expect(settings.timeoutMs).toBe(10_000);
    expect(smsSenderFor(settings)).not.toBeNull();
  });

  it('refuse a named gateway without its credentials, naming what is missing', () => {
    expect(() => parseSmsSettings({ SMS_DRIVERS: 'bulksmsbd,sslwireless', ...BULK })).toThrow(
      'SMS driver sslwireless needs SMS_SSLWIRELESS_API_TOKEN, SMS_SSLWIRELESS_SID',
    );
  });

  it('refuse half of a gateway even when it is not named', () => {
    expect(() => parseSmsSettings({ SMS_DRIVERS: 'bulksmsbd', ...BULK, SMS_SSLWIRELESS_SID: 'HAAT' })).toThrow(
      'SMS driver sslwireless needs SMS_SSLWIRELESS_API_TOKEN',
    );
  });

  it('refuse an unknown gateway and a timeout that is no number', () => {
    expect(() => parseSmsSettings({ SMS_DRIVERS: 'twilio' })).toThrow('SMS_DRIVERS names twilio');
    expect(() => parseSmsSettings({ SMS_TIMEOUT_MS: '5s' })).toThrow('SMS_TIMEOUT_MS must be a whole number');
  });

  it('stop the start through the server configuration', () => {
    expect(() => loadConfig({ SMS_DRIVERS: 'bulksmsbd' })).toThrow(
      'SMS driver bulksmsbd needs SMS_BULKSMSBD_API_KEY, SMS_BULKSMSBD_SENDER_ID',
    );
    expect(loadConfig({ HAAT_SANDBOX: 'off' }).sms.drivers).toEqual([]);
  });

  it("send the demo shop's SMS to the bundled simulators, and a configured shop's never", () => {
    const demo = loadConfig({ PORT: '4000' }).sms;
    expect(demo.drivers).toEqual(['bulksmsbd', 'sslwireless']);
    expect(demo.simulators).toBe('http://127.0.0.1:4001/sms');
    expect(demo.bulksmsbd.url).toBe('http://127.0.0.1:4001/sms/bulksmsbd');
    expect(demo.sslwireless.url).toBe('http://127.0.0.1:4001/sms/sslwireless');
    const real = loadConfig({ PORT: '4000', SMS_DRIVERS: 'sslwireless', ...SSL }).sms;
    expect([real.drivers, real.simulators, real.sslwireless.url]).toEqual([
      ['sslwireless'],
      null,
      'https://smsplus.sslwireless.com',
    ]);
    expect(loadConfig({ SMS_CODES_PER_HOUR: '50' }).sms.codesPerHour).toBe(50);
    expect(() => loadConfig({ SMS_CODES_PER_HOUR: 'lots' })).toThrow('SMS_CODES_PER_HOUR must be a whole number');
  });
});
