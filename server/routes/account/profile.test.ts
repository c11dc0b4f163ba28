import { SESSION_COOKIE } from '../../plugins/session';
import { Browser } from '../../test/browser';
import { signedInShopper } from '../../test/shoppers';
import { TEST_DIALECTS, testShop } from '../../test/testShop';
import { EMAIL_TAKEN, PHONE_TAKEN } from '../../customer/customers';
import { WRONG_CURRENT_PASSWORD } from '../../customer/profile';
import { ACCOUNT_MESSAGES } from './index';

const rahim = {
  first_name: 'Rahim',
  last_name: 'Uddin',
  gender: 'Male',
  date_of_birth: '1990-04-14',
  news_letter: true,
};

describe.each(TEST_DIALECTS)('the profile on %s', (dialect) => {
  const shop = testShop(dialect);

  const customer = (id: number) =>
    shop.database.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  async function profileOf(browser: Browser) {
    return (await browser.get('/customer/account/profile/edit-info')).json().data;
  }

  it('reads the profile fields of the signed-in customer, and refuses a guest', async () => {
    const { browser, customerId } = await signedInShopper(shop);
    const row = await customer(customerId);
    expect(await profileOf(browser)).toEqual({
      email: row.email,
      first_name: 'Rahim',
      last_name: 'Uddin',
      phone: row.phone,
      gender: null,
      date_of_birth: null,
      subscribed_to_news_letter: false,
      image: null,
    });
    const guest = await new Browser(shop.app).get('/customer/account/profile/edit-info');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual(expect.objectContaining({ redirect_url: '/customer/login' }));
  });

  it('updates names, email, mobile, gender, birthday and the newsletter choice', async () => {
    const { browser, customerId } = await signedInShopper(shop);
    const hashBefore = (await customer(customerId)).password_hash;
    const res = await browser.post('/customer/account/profile/edit', {
      ...rahim,
      first_name: ' Rahimul ',
      email: 'Rahimul.New@Example.com',
      phone: '+880 1811-000001',
      current_password: '',
      new_password: '',
      new_password_confirmation: '',
    });
    expect(res.statusCode).toBe(200);
    const profile = {
      email: 'rahimul.new@example.com',
      first_name: 'Rahimul',
      last_name: 'Uddin',
      phone: '01811000001',
      gender: 'Male',
      date_of_birth: '1990-04-14',
      subscribed_to_news_letter: true,
      image: null,
    };
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.profileUpdated, data: profile });
    expect(await profileOf(browser)).toEqual(profile);
    expect((await customer(customerId)).password_hash).toBe(hashBefore);
    // The new email signs in.
    expect(
      (
        await new Browser(shop.app).post('/customer/login', {
          email: 'rahimul.new@example.com',
          password: 'secret-pass-1',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('names every missing or wrong field and changes nothing', async () => {
    const { browser, customerId } = await signedInShopper(shop);
    const before = await customer(customerId);
    const res = await browser.post('/customer/account/profile/edit', {
      first_name: '',
      last_name: '',
      email: 'nope',
      phone: '0171',
      gender: 'Other',
      date_of_birth: '2999-01-01',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: ACCOUNT_MESSAGES.profileInvalid,
      errors: {
        first_name: ['The first name field is required'],
        last_name: ['The last name field is required'],
        email: ['The email field must be a valid email'],
        phone: ['Enter a mobile number like 01712345678.'],
        gender: ['The gender field is not a valid value'],
        date_of_birth: ['The date of birth field must be a date in the past'],
      },
    });
    const empty = await browser.post('/customer/account/profile/edit', {});
    expect(Object.keys(empty.json().errors)).toEqual([
      'first_name',
      'last_name',
      'email',
      'phone',
      'gender',
      'date_of_birth',
    ]);
    expect(
      (
        await browser.post('/customer/account/profile/edit', {
          ...rahim,
          email: before.email,
          phone: before.phone,
          date_of_birth: '1990-02-30',
        })
      ).json().errors,
    ).toEqual({ date_of_birth: ['The date of birth field must be a valid date'] });
    expect(await customer(customerId)).toEqual(before);
  });

  it("keeps email and phone unique: another customer's are refused", async () => {
    const other = await signedInShopper(shop, 'Karim');
    const taken = await customer(other.customerId);
    const { browser, customerId } = await signedInShopper(shop);
    const before = await customer(customerId);
    const res = await browser.post('/customer/account/profile/edit', {
      ...rahim,
      email: taken.email.toUpperCase(),
      phone: taken.phone,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: [EMAIL_TAKEN], phone: [PHONE_TAKEN] });
    expect(await customer(customerId)).toEqual(before);
    // Keeping one's own email and phone is no clash.
    expect(
      (await browser.post('/customer/account/profile/edit', { ...rahim, email: before.email, phone: before.phone }))
        .statusCode,
    ).toBe(200);
  });

  it(
    'changes the password only with the right current password and a confirmation, signing out other ' + 'browsers',
    async () => {
      const { browser, customerId } = await signedInShopper(shop);
      const { email, phone, password_hash: before } = await customer(customerId);
      const elsewhere = new Browser(shop.app);
      await elsewhere.post('/customer/login', { email, password: 'secret-pass-1' });
      expect((await elsewhere.get('/customer/account/profile/edit-info')).statusCode).toBe(200);
      const change = {
        ...rahim,
        email,
        phone,
        new_password: 'new-secret-2',
        new_password_confirmation: 'new-secret-2',
      };

      const missing = await browser.post('/customer/account/profile/edit', change);
      expect(missing.json().errors).toEqual({ current_password: ['The current password field is required'] });
      const mismatch = await browser.post('/customer/account/profile/edit', {
        ...change,
        current_password: 'secret-pass-1',
        new_password_confirmation: 'other',
      });
      expect(mismatch.json().errors).toEqual({
        new_password_confirmation: ['The new password field confirmation does not match'],
      });
      const wrong = await browser.post('/customer/account/profile/edit', { ...change, current_password: 'guess-1' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({ current_password: [WRONG_CURRENT_PASSWORD] });
      expect((await customer(customerId)).password_hash).toBe(before);
      expect((await customer(customerId)).gender).toBeNull();

      const sessionBefore = browser.cookies.get(SESSION_COOKIE);
      const ok = await browser.post('/customer/account/profile/edit', { ...change, current_password: 'secret-pass-1' });
      expect(ok.statusCode).toBe(200);
      const hash = (await customer(customerId)).password_hash;
      expect(hash).not.toBe(before);
      expect(hash).toMatch(/^scrypt\$/);
      expect(browser.cookies.get(SESSION_COOKIE)).not.toBe(sessionBefore);
      expect((await browser.get('/customer/account/profile/edit-info')).statusCode).toBe(200);
      expect((await elsewhere.get('/customer/account/profile/edit-info')).statusCode).toBe(401);
      expect(
        (await new Browser(shop.app).post('/customer/login', { email, password: 'secret-pass-1' })).statusCode,
      ).toBe(422);
      expect(
        (await new Browser(shop.app).post('/customer/login', { email, password: 'new-secret-2' })).statusCode,
      ).toBe(200);
    },
  );

  it('slows down guessing the current password', async () => {
    const { browser, customerId } = await signedInShopper(shop);
    const { email, phone } = await customer(customerId);
    const guess = {
      ...rahim,
      email,
      phone,
      current_password: 'guess',
      new_password: 'new-secret-2',
      new_password_confirmation: 'new-secret-2',
    };
    for (let i = 0; i < 5; i += 1)
      expect((await browser.post('/customer/account/profile/edit', guess)).statusCode).toBe(422);
    const locked = await browser.post('/customer/account/profile/edit', {
      ...guess,
      current_password: 'secret-pass-1',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: ACCOUNT_MESSAGES.passwordLocked(1),
      errors: { current_password: [ACCOUNT_MESSAGES.passwordLocked(1)] },
    });
    // A profile change without a new password is not held up.
    expect((await browser.post('/customer/account/profile/edit', { ...rahim, email, phone })).statusCode).toBe(200);
  });
});
