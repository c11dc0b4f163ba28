import { startSandbox } from '../../sandbox/server';
import { bkashGateway } from './bkash';
import { configuredGateways, parsePaymentConfig } from './settings';
import { sslcommerzGateway } from './sslcommerz';

const bkashEnv = { BKASH_USERNAME: 'u', BKASH_PASSWORD: 'p', BKASH_APP_KEY: 'k', BKASH_APP_SECRET: 's' };

test('a shop without credentials pays at the bundled simulators, on the port after its own', () => {
  const config = parsePaymentConfig({}, 3000, '0.0.0.0');
  expect(config.sandbox).toEqual({ host: '0.0.0.0', port: 3001 });
  expect(config.bkash?.baseUrl).toBe('http://127.0.0.1:3001/bkash');
  expect(config.sslcommerz?.baseUrl).toBe('http://127.0.0.1:3001/sslcommerz');
  expect(configuredGateways(config)).toEqual(['bkash', 'sslcommerz']);
  expect(parsePaymentConfig({ HAAT_SANDBOX_PORT: '3460' }, 3000, '127.0.0.1').sandbox?.port).toBe(3460);
});

test('HAAT_SANDBOX=off without credentials takes cash only', () => {
  const config = parsePaymentConfig({ HAAT_SANDBOX: 'off' }, 3000, '0.0.0.0');
  expect(config).toEqual({
    holdMinutes: 30,
    sweepSeconds: 60,
    timeoutSeconds: 10,
    sandbox: null,
    bkash: null,
    sslcommerz: null,
  });
  expect(configuredGateways(config)).toEqual([]);
});

test('a shop with real credentials never runs the simulators, and offers only what it has credentials for', () => {
  const config = parsePaymentConfig(bkashEnv, 3000, '0.0.0.0');
  expect(config.sandbox).toBeNull();
  expect(config.bkash).toEqual({
    baseUrl: 'https://tokenized.pay.bka.sh/v1.2.0-beta',
    username: 'u',
    password: 'p',
    appKey: 'k',
    appSecret: 's',
  });
  expect(configuredGateways(config)).toEqual(['bkash']);
  const sandboxed = parsePaymentConfig(
    { SSLCOMMERZ_STORE_ID: 'id', SSLCOMMERZ_STORE_PASSWORD: 'pw', SSLCOMMERZ_SANDBOX: 'true' },
    3000,
    '0.0.0.0',
  );
  expect(sandboxed.sslcommerz?.baseUrl).toBe('https://sandbox.sslcommerz.com');
  expect(configuredGateways(sandboxed)).toEqual(['sslcommerz']);
  const own = parsePaymentConfig({ ...bkashEnv, BKASH_BASE_URL: 'http://127.0.0.1:3455/bkash' }, 3000, '0.0.0.0');
  expect(own.bkash?.baseUrl).toBe('http://127.0.0.1:3455/bkash');
});

test('half a configuration stops the start and names what is missing', () => {
  expect(() => parsePaymentConfig({ BKASH_USERNAME: 'u', BKASH_APP_KEY: 'k' }, 3000, '0.0.0.0')).toThrow(
    'bKash needs BKASH_PASSWORD, BKASH_APP_SECRET (or none of its settings)',
  );
  expect(() => parsePaymentConfig({ SSLCOMMERZ_STORE_ID: 'id' }, 3000, '0.0.0.0')).toThrow(
    'SSLCommerz needs SSLCOMMERZ_STORE_PASSWORD (or none of its settings)',
  );
  expect(() => parsePaymentConfig({ HAAT_SANDBOX: 'on' }, 3000, '0.0.0.0')).toThrow('HAAT_SANDBOX must be auto or off');
  expect(() => parsePaymentConfig({ ...bkashEnv, BKASH_SANDBOX: 'yes' }, 3000, '0.0.0.0')).toThrow(
    'BKASH_SANDBOX must be true or false',
  );
});

test('the demo configuration and the simulators it starts agree: both drivers open a payment', async () => {
  const config = parsePaymentConfig({ HAAT_SANDBOX_PORT: '3461' }, 3000, '127.0.0.1');
  const { bkash, sslcommerz, sandbox } = config;
  if (!bkash || !sslcommerz || !sandbox) throw new Error('not sandboxed');
  const running = await startSandbox({ bkash: { credentials: bkash }, sslcommerz: { store: sslcommerz } }, sandbox);
  try {
    const request = {
      invoice: 'HAAT-9001',
      amountPoisha: 150000,
      returnUrl: 'http://127.0.0.1:3000/payment/return',
      customer: { name: 'Rahim', phone: '01711000000' },
    };
    expect((await bkashGateway(bkash).start(request)).redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:3461\/bkash\//);
    expect((await sslcommerzGateway(sslcommerz).start(request)).redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:3461\//);
  } finally {
    await running.close();
  }
});

test('PAYMENT_TIMEOUT_SECONDS sets how long the shop waits for a gateway, from 1 to 60 seconds', () => {
  expect(parsePaymentConfig({ PAYMENT_TIMEOUT_SECONDS: '25' }, 3000, '0.0.0.0').timeoutSeconds).toBe(25);
  for (const bad of ['0', '61', '2.5', 'soon'])
    expect(() => parsePaymentConfig({ PAYMENT_TIMEOUT_SECONDS: bad }, 3000, '0.0.0.0')).toThrow(
      `PAYMENT_TIMEOUT_SECONDS must be a whole number from 1 to 60, not "${bad}"`,
    );
});
