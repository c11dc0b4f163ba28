import { DEMO_CUSTOMER, seedCustomers } from '../../seed/customers';
import { Browser } from '../../test/browser';
import { SHOPPER, signedInShopper } from '../../test/shoppers';
import { TEST_DIALECTS, testShop } from '../../test/testShop';

const SHORT = 'The password field must be at least 8 characters';
const PERSONAL = 'The password must not be your email, phone number or name';
const COMMON = 'The password is one of the most common passwords and easy to guess. Please choose another.';

describe.each(TEST_DIALECTS)('the password a shopper chooses on %s', (dialect) => {
  const shop = testShop(dialect, { stock: seedCustomers });
  const customerCount = async () => (await shop.database.db.selectFrom('customers').select('id').execute()).length;

  it.each([
    ['123456', [SHORT, COMMON]],
    ['aaaaaa', [SHORT]],
    ['Password1', [COMMON]],
    ['qwerty123', [COMMON]],
    ['12345678', [COMMON]],
    ['Karim@Example.com', [PERSONAL]],
    ['01812345678', [PERSONAL]],
    ['KarimAhmed', [PERSONAL]],
  ])('refuses %j at registration with a field message, and stores nothing', async (password, messages) => {
    const before = await customerCount();
    const res = await new Browser(shop.app).post('/customer/register', {
      ...SHOPPER,
      password,
      password_confirmation: password,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, message: messages[0], errors: { password: messages } });
    expect(await customerCount()).toBe(before);
  });

  it('refuses a common or personal new password on the profile form, and keeps the old one', async () => {
    const { browser, customerId, email, password } = await signedInShopper(shop, 'Changer');
    const row = await shop.database.db
      .selectFrom('customers')
      .select(['phone', 'password_hash'])
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
    const profile = {
      first_name: 'Changer',
      last_name: 'Uddin',
      email,
      phone: row.phone,
      gender: 'Male',
      date_of_birth: '1990-04-14',
      current_password: password,
    };
    for (const [next, message] of [
      ['iloveyou1', COMMON.replace('The password', 'The new password')],
      [email.toUpperCase(), PERSONAL.replace('The password', 'The new password')],
      ['zq7#Lk', SHORT.replace('password', 'new password')],
    ]) {
      const res = await browser.post('/customer/account/profile/edit', {
        ...profile,
        new_password: next,
        new_password_confirmation: next,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ new_password: [message] });
    }
    const after = await shop.database.db
      .selectFrom('customers')
      .select('password_hash')
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(row.password_hash);
  }, 30_000);

  it('checks no rule at sign-in: the demo password still works', async () => {
    const res = await new Browser(shop.app).post('/customer/login', {
      email: DEMO_CUSTOMER.email,
      password: 'haat1234',
    });
    expect(res.json().success).toBe(true);
  });
});
