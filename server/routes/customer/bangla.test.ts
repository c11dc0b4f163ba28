import { Browser } from '../../test/browser';
import { register } from '../../test/shoppers';
import { TEST_DIALECTS, testShop, type TestShop } from '../../test/testShop';
import { LANGUAGE_COOKIE } from '../../plugins/i18n';

/** A shopper whose cookie says Bangla (the top bar's বাংলা). */
function banglaShopper(shop: TestShop): Browser {
  const browser = new Browser(shop.app);
  browser.cookies.set(LANGUAGE_COOKIE, 'bn');
  return browser;
}

const BAD_REGISTRATION = {
  first_name: '',
  last_name: 'Akter',
  email: 'rina@',
  phone: '0171234',
  password: 'abc',
  password_confirmation: 'abd',
};

describe.each(TEST_DIALECTS)("answers in the shopper's language on %s", (dialect) => {
  const shop = testShop(dialect);

  it('refuses a registration with bad fields in Bangla, naming the same fields as in English', async () => {
    const english = await new Browser(shop.app).post('/customer/register', BAD_REGISTRATION);
    const bangla = await banglaShopper(shop).post('/customer/register', BAD_REGISTRATION);
    expect([english.statusCode, bangla.statusCode]).toEqual([422, 422]);
    expect(Object.keys(bangla.json().errors).sort()).toEqual(Object.keys(english.json().errors).sort());
    expect(english.json().errors.first_name).toEqual(['The first name field is required']);
    expect(bangla.json()).toMatchObject({
      success: false,
      message: 'নামের প্রথম অংশ ঘরটি পূরণ করা আবশ্যক',
      errors: {
        first_name: ['নামের প্রথম অংশ ঘরটি পূরণ করা আবশ্যক'],
        email: ['ইমেইল ঘরে একটি সঠিক ইমেইল ঠিকানা দিন'],
        phone: ['01712345678-এর মতো একটি মোবাইল নম্বর দিন।'],
        password_confirmation: ['পাসওয়ার্ড নিশ্চিতকরণের সাথে মিলছে না'],
      },
    });
    expect(bangla.json().errors.password).toContain('পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে');
  });

  it('refuses one of the commonest passwords in Bangla, a whole sentence with its full stop', async () => {
    const common = {
      ...BAD_REGISTRATION,
      first_name: 'Rina',
      email: 'rina@example.com',
      phone: '01712345678',
      password: 'Password1',
      password_confirmation: 'Password1',
    };
    const refused = await banglaShopper(shop).post('/customer/register', common);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      password: ['এই পাসওয়ার্ড খুবই প্রচলিত এবং সহজে অনুমান করা যায়। অনুগ্রহ করে অন্য একটি বেছে নিন।'],
    });
  });

  it("words the request checks' refusals in Bangla too (a page past the last, a field left out)", async () => {
    const shopper = banglaShopper(shop);
    const page = await shopper.get('/shop/products/data?page=1e18');
    expect(page.statusCode).toBe(422);
    expect(page.json().message).toBe('page ঘরের মান ১০,০০০ এর বেশি হতে পারবে না');
    const english = await new Browser(shop.app).get('/shop/products/data?page=1e18');
    expect(english.json().message).toBe('The page field must be <= 10000');
  });

  it('names the wait of a sign-in lock in Bangla digits', async () => {
    const { email, password } = await register(new Browser(shop.app), 'Lamia');
    const shopper = banglaShopper(shop);
    for (let i = 0; i < 5; i += 1)
      expect((await shopper.post('/customer/login', { email, password: 'not-the-password' })).statusCode).toBe(422);
    const locked = await shopper.post('/customer/login', { email, password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      `অনেকবার ভুল সাইন-ইন চেষ্টা হয়েছে। অনুগ্রহ করে ` +
        `${Number(locked.headers['retry-after']).toLocaleString('bn-BD')} সেকেন্ড পরে আবার চেষ্টা করুন।`,
    );
    expect(locked.json().message).toMatch(/[০-৯]+ সেকেন্ড/);
  }, 30_000);

  it('writes a wrong sign-in in Bangla for the field the form used', async () => {
    const wrong = await banglaShopper(shop).post('/customer/login', {
      email: 'nobody@example.com',
      password: 'Password1',
    });
    expect(wrong.json()).toMatchObject({
      message: 'আপনার দেওয়া ইমেইল বা ফোন নম্বর এবং পাসওয়ার্ড আমাদের তথ্যের সাথে মিলছে না।',
      errors: { email: ['আপনার দেওয়া ইমেইল বা ফোন নম্বর এবং পাসওয়ার্ড আমাদের তথ্যের সাথে মিলছে না।'] },
    });
  });
});
