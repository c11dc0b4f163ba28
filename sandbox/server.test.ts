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
  } finally {
    await sandbox.close();
  }
});
