import { Browser } from '../../test/browser';
import { register } from '../../test/shoppers';
import { lastCode, smsShop } from '../../test/smsShop';
import { TEST_DIALECTS } from '../../test/testShop';
import { LANGUAGE_COOKIE } from '../../plugins/i18n';
import { AUTH_MESSAGES } from './auth';

const signedIn = async (browser: Browser) => (await browser.get('/api/customer/wishlist')).statusCode === 200;
let nextAddress = 0;
/** A shopper's browser from an address of its own (code requests are counted per address). */
const shopper = (shop: { app: ConstructorParameters<typeof Browser>[0] }, language?: 'bn') => {
  const browser = new Browser(shop.app);
  if (language) browser.cookies.set(LANGUAGE_COOKIE, language);
  const remoteAddress = `198.51.100.${(nextAddress += 1)}`;
  const post = (url: string, payload: object) => browser.request({ method: 'POST', url, payload, remoteAddress });
  return { browser, post };
};

describe.each(TEST_DIALECTS)('signing in with a code by SMS on %s', (dialect) => {
  const shop = smsShop(dialect);

  it('opens an account for a new number, asking its name once, and signs in', async () => {
    const { browser, post } = shopper(shop);
    const sent = await post('/customer/login/code', { phone: '+880 1712-000001' });
    expect([sent.statusCode, sent.json()]).toEqual([
      200,
      {
        success: true,
        message: 'We sent a 6-digit code to 01712000001. It is valid for 5 minutes.',
        phone: '01712000001',
      },
    ]);
    const [sms] = await shop.inbox();
    expect(sms).toMatchObject({ to: '8801712000001', unicode: false });
    expect(sms.text).toMatch(/^Haat: your sign-in code is \d{6}\. It is valid for 5 minutes\. Never share it/);
    const code = await lastCode(shop, '8801712000001');
    const asked = await post('/customer/login/code/verify', { phone: '01712000001', code });
    expect([asked.statusCode, asked.json().errors]).toEqual([
      422,
      { name: ['Welcome to Haat! Please tell us your name to open your account.'] },
    ]);
    expect(await signedIn(browser)).toBe(false);
    const done = await post('/customer/login/code/verify', { phone: '01712000001', code, name: ' Rahima  Khatun ' });
    expect([done.statusCode, done.json()]).toEqual([
      200,
      { success: true, message: 'Welcome to Haat, Rahima Khatun! Your account is open.', redirect: '/' },
    ]);
    expect(await signedIn(browser)).toBe(true);
    const customer = await shop.database.db
      .selectFrom('customers')
      .select(['first_name', 'last_name', 'phone', 'language'])
      .where('phone', '=', '01712000001')
      .executeTakeFirstOrThrow();
    expect(customer).toEqual({ first_name: 'Rahima', last_name: 'Khatun', phone: '01712000001', language: 'en' });
    // The code is used up.
    const again = await shopper(shop).post('/customer/login/code/verify', { phone: '01712000001', code });
    expect(again.json().message).toBe('That code has expired or was never sent. Please ask for a new code.');
  });

  it('signs a known number in with its code, and its password still works', async () => {
    const { browser: registrar } = shopper(shop);
    const { email, password } = await register(registrar, 'Known');
    const { phone } = await shop.database.db
      .selectFrom('customers')
      .select('phone')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const { browser, post } = shopper(shop);
    expect((await post('/customer/login/code', { phone })).statusCode).toBe(200);
    const code = await lastCode(shop, `88${phone}`);
    const done = await post('/customer/login/code/verify', { phone, code, returnTo: '/customer/account/orders' });
    expect(done.json()).toEqual({
      success: true,
      message: AUTH_MESSAGES.signedIn,
      redirect: '/customer/account/orders',
    });
    expect(await signedIn(browser)).toBe(true);
    expect((await new Browser(shop.app).post('/customer/login', { login: email, password })).statusCode).toBe(200);
  });

  it('writes the messages and the SMS in Bangla for a Bangla shopper, and takes Bangla digits', async () => {
    const { post } = shopper(shop, 'bn');
    const sent = await post('/customer/login/code', { phone: '০১৮১২০০০০০২' });
    expect(sent.json().message).toBe('01812000002 নম্বরে ৬ অঙ্কের একটি কোড পাঠানো হয়েছে। কোডটি ৫ মিনিট বৈধ।');
    const [sms] = await shop.inbox();
    expect(sms).toMatchObject({ to: '8801812000002', unicode: true });
    expect(sms.text).toMatch(/^হাট: আপনার সাইন-ইন কোড \d{6}। কোডটি ৫ মিনিট বৈধ।/);
    const wrong = await post('/customer/login/code/verify', { phone: '01812000002', code: '০০০০০০' });
    const right = await lastCode(shop, '8801812000002');
    expect(wrong.json().message).toBe(
      right === '000000' ? expect.any(String) : 'কোডটি সঠিক নয়। আর ৪ বার চেষ্টা করা যাবে।',
    );
    const tooSoon = await post('/customer/login/code', { phone: '01812000002' });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(
      /^এইমাত্র আপনাকে একটি কোড পাঠানো হয়েছে। \S+ সেকেন্ড পরে নতুন কোড পাঠানো যাবে।$/,
    );
  });

  it('locks the code after five wrong ones: the right code too, and a new code gives no new tries', async () => {
    const { post } = shopper(shop);
    await post('/customer/login/code', { phone: '01912000003' });
    const code = await lastCode(shop, '8801912000003');
    const wrong = code === '123456' ? '654321' : '123456';
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push((await post('/customer/login/code/verify', { phone: '01912000003', code: wrong })).json().message);
    expect(answers).toEqual([
      'That code is not right. 4 tries left.',
      'That code is not right. 3 tries left.',
      'That code is not right. 2 tries left.',
      'That code is not right. 1 try left.',
      'Too many wrong codes. Please ask for a new code in 60 minutes.',
    ]);
    const right = await post('/customer/login/code/verify', { phone: '01912000003', code });
    expect([right.statusCode, right.headers['retry-after']]).toEqual([429, expect.stringMatching(/^3[56]\d\d$/)]);
    // From another address, after the minute between codes: still no new code, no SMS.
    await shop.database.db.deleteFrom('rate_limits').where('key', 'like', 'sms-code-gap|%').execute();
    const before = (await shop.inbox()).length;
    const asked = await shopper(shop).post('/customer/login/code', { phone: '01912000003' });
    expect([asked.statusCode, asked.json().message]).toEqual([
      429,
      'Too many wrong codes. Please ask for a new code in 60 minutes.',
    ]);
    expect(await shop.inbox()).toHaveLength(before);
  });

  it.each(['02-9876543', '+447911123456', '01212345678', '1712345678', ''])(
    'refuses %j, which is no Bangladeshi mobile number, before any SMS',
    async (phone) => {
      const before = (await shop.inbox()).length;
      const refused = await shopper(shop).post('/customer/login/code', { phone });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toMatch(
        /^(Enter a mobile number like 01712345678\.|The mobile field is required)/,
      );
      expect(await shop.inbox()).toHaveLength(before);
    },
  );

  it('falls over to SSL Wireless when BulkSMSBD fails, and says so when both fail', async () => {
    await shop.outage('bulksmsbd', 'server-error');
    try {
      expect((await shopper(shop).post('/customer/login/code', { phone: '01612000004' })).statusCode).toBe(200);
      expect((await shop.inbox('sslwireless'))[0]).toMatchObject({ to: '8801612000004' });
      await shop.outage('sslwireless', 'low-balance');
      const failed = await shopper(shop).post('/customer/login/code', { phone: '01612000005' });
      expect([failed.statusCode, failed.json().message]).toEqual([
        503,
        'We could not send the code just now. Please try again in a minute.',
      ]);
    } finally {
      await shop.outage('bulksmsbd', null);
      await shop.outage('sslwireless', null);
    }
  });
});
