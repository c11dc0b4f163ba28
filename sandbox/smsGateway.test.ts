import Fastify from 'fastify';
import bulkSmsBdSimulator from './bulksmsbd/simulator';
import sslWirelessSimulator from './sslwireless/simulator';
import { SANDBOX_CREDENTIALS } from './smsGateway';

const { key, sender } = SANDBOX_CREDENTIALS;

async function underPrefix() {
  const app = Fastify();
  await app.register(bulkSmsBdSimulator, { prefix: '/sms/bulksmsbd' });
  await app.register(sslWirelessSimulator, { prefix: '/sms/sslwireless' });
  return app;
}

describe('the SMS simulators registered under their prefixes', () => {
  it('take BulkSMSBD calls by GET or by form POST, and list what they took newest first', async () => {
    const app = await underPrefix();
    const query = new URLSearchParams({ api_key: key, senderid: sender, number: '8801712345678', message: 'first' });
    expect((await app.inject({ url: `/sms/bulksmsbd/api/smsapi?${query}` })).json()).toMatchObject({
      response_code: 202,
      success_message: 'SMS Submitted Successfully',
    });
    const form = new URLSearchParams({ api_key: key, senderid: sender, number: '8801712345678', message: 'দ্বিতীয়' });
    const posted = await app.inject({
      method: 'POST',
      url: '/sms/bulksmsbd/api/smsapi',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(posted.json()).toMatchObject({ response_code: 202 });
    const page = await app.inject({ url: '/sms/bulksmsbd/messages' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body.indexOf('দ্বিতীয়')).toBeLessThan(page.body.indexOf('first'));
    expect(
      (await app.inject({ url: '/sms/sslwireless/messages', headers: { accept: 'application/json' } })).json(),
    ).toEqual({
      messages: [],
    });
    await app.close();
  });

  it('answer a missing field with 1003 and escape what they show', async () => {
    const app = await underPrefix();
    expect((await app.inject({ url: '/sms/bulksmsbd/api/smsapi?api_key=x' })).json()).toEqual({
      response_code: 1003,
      success_message: '',
      error_message: 'All Fields are Required',
    });
    const query = new URLSearchParams({ api_key: key, senderid: sender, number: '8801712345678', message: '<b>x</b>' });
    await app.inject({ url: `/sms/bulksmsbd/api/smsapi?${query}` });
    expect((await app.inject({ url: '/sms/bulksmsbd/messages' })).body).toContain('&lt;b&gt;x&lt;/b&gt;');
    await app.close();
  });

  it('switch an outage on and off, and refuse an outage they do not know', async () => {
    const app = await underPrefix();
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/sms/sslwireless/api/v3/send-sms',
        payload: { api_token: key, sid: sender, msisdn: '8801712345678', sms: 'hi', csms_id: String(Math.random()) },
      });
    const outage = (value: unknown) =>
      app.inject({ method: 'PUT', url: '/sms/sslwireless/sandbox/outage', payload: { outage: value } });
    expect((await outage('server-error')).json()).toEqual({ outage: 'server-error' });
    expect((await send()).statusCode).toBe(502);
    expect((await outage('on fire')).statusCode).toBe(400);
    expect((await outage(null)).statusCode).toBe(200);
    expect((await send()).json()).toMatchObject({ status: 'SUCCESS', smsinfo: [{ sms_status: 'SUCCESS' }] });
    await app.close();
  });
});
