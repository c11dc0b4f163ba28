import { buildSandbox } from './server';

test('each simulator answers under its own prefix, and nothing else is there', async () => {
  const sandbox = buildSandbox();
  try {
    const grant = await sandbox.inject({
      method: 'POST',
      url: '/bkash/tokenized/checkout/token/grant',
      headers: { username: 'nobody', password: 'wrong' },
      payload: {},
    });
    expect(grant.json()).toEqual({ statusCode: '2079', statusMessage: 'Invalid username and password' });

    const session = await sandbox.inject({
      method: 'POST',
      url: '/sslcommerz/gwprocess/v4/api.php',
      payload: 'store_id=nobody&store_passwd=wrong',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(session.json()).toMatchObject({
      status: 'FAILED',
      failedreason: 'Store Credential Error Or Store is De-active',
    });

    const unauthorised = await sandbox.inject({ method: 'POST', url: '/bkash/tokenized/checkout/create', payload: {} });
    expect(unauthorised.statusCode).toBe(401);
    expect((await sandbox.inject({ url: '/tokenized/checkout/create' })).statusCode).toBe(404);

    // The SMS gateways' message lists (where a demo shopper reads a code), empty at the start.
    for (const gateway of ['bulksmsbd', 'sslwireless']) {
      const messages = await sandbox.inject({
        url: `/sms/${gateway}/messages`,
        headers: { accept: 'application/json' },
      });
      expect([messages.statusCode, messages.json()]).toEqual([200, { messages: [] }]);
    }
    // Each courier refuses a call without its credentials, under its own prefix.
    const couriers = {
      '/courier/pathao/aladdin/api/v1/issue-token': 'Invalid credentials',
      '/courier/steadfast/api/v1/create_order': 'Unauthorized.',
      '/courier/redx/v1.0.0-beta/parcel': 'Unauthorized',
    };
    for (const [url, message] of Object.entries(couriers)) {
      const refused = await sandbox.inject({ method: 'POST', url, payload: {} });
      expect([refused.statusCode, refused.json().message]).toEqual([401, message]);
    }
  } finally {
    await sandbox.close();
  }
});
