import { EMAIL_TAKEN, PHONE_TAKEN } from '../../customer/customers';
import { DEMO_CUSTOMER, seedCustomers } from '../../seed/customers';
import { Browser } from '../../test/browser';
import { SHOPPER, signedInShopper } from '../../test/shoppers';
import { insertCartFixtures } from '../../test/stock';
import { TEST_DIALECTS, testShop } from '../../test/testShop';
import { AUTH_MESSAGES } from './auth';

describe.each(TEST_DIALECTS)('registration, sign-in and sign-out on %s', (dialect) => {
  const shop = testShop(dialect, {
    stock: async (db) => {
      await seedCustomers(db);
      return insertCartFixtures(db);
    },
  });

  const customers = () =>
    shop.database.db.selectFrom('customers').select(['email', 'phone', 'password_hash', 'is_subscribed']).execute();

  it('registers a shopper with a hashed password and answers success and message', async () => {
    const res = await new Browser(shop.app).post('/customer/register', {
      ...SHOPPER,
      email: ' Rina@Example.com ',
      phone: '+880 1712-345678',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: AUTH_MESSAGES.registered });
    const [row] = (await customers()).filter((c) => c.email === 'rina@example.com');
    expect(row).toEqual(expect.objectContaining({ phone: '01712345678', is_subscribed: 1 }));
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(row.password_hash).not.toContain(SHOPPER.password);
  });

  it('answers every bad field in a 422 field map and stores nothing', async () => {
    const before = await customers();
    const res = await new Browser(shop.app).post('/customer/register', {
      first_name: '',
      last_name: 'Ahmed',
      email: 'not-an-email',
      phone: '0171234567',
      password: 'abc',
      password_confirmation: 'abd',
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors).toEqual({
      first_name: ['The first name field is required'],
      email: ['The email field must be a valid email'],
      phone: ['Enter a mobile number like 01712345678.'],
      password: ['The password field must be at least 8 characters'],
      password_confirmation: ['The password field confirmation does not match'],
    });
    expect(body.message).toBe('The first name field is required');
    expect(await customers()).toEqual(before);
  });

  it('refuses a phone outside 01[3-9]XXXXXXXX', async () => {
    for (const phone of ['01212345678', '1712345678', '017123456789', '0171234567a']) {
      const res = await new Browser(shop.app).post('/customer/register', { ...SHOPPER, email: 'x@example.com', phone });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['phone']);
    }
  });

  it('refuses an email or phone already registered, with a clear message per field', async () => {
    const browser = new Browser(shop.app);
    await browser.post('/customer/register', { ...SHOPPER, email: 'taken@example.com', phone: '01911111111' });
    const both = await browser.post('/customer/register', {
      ...SHOPPER,
      email: 'TAKEN@example.com',
      phone: '01911111111',
    });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors).toEqual({ email: [EMAIL_TAKEN], phone: [PHONE_TAKEN] });
    const phone = await browser.post('/customer/register', {
      ...SHOPPER,
      email: 'other@example.com',
      phone: '01911111111',
    });
    expect(phone.json()).toEqual({ success: false, message: PHONE_TAKEN, errors: { phone: [PHONE_TAKEN] } });
  });

  it('signs in by email or by phone, with a new session id, back to the page that asked', async () => {
    const browser = new Browser(shop.app);
    await browser.post('/customer/register', { ...SHOPPER, email: 'sign@example.com', phone: '01511111111' });
    await browser.get('/customer/login?returnTo=/checkout/onepage/', { accept: 'text/html' });
    const guestSession = browser.cookies.get('haat_session');
    expect(guestSession).toBeDefined();
    const res = await browser.post('/customer/login', { email: 'Sign@Example.com', password: SHOPPER.password });
    expect(res.json()).toEqual({ success: true, message: AUTH_MESSAGES.signedIn, redirect: '/checkout/onepage/' });
    expect(browser.cookies.get('haat_session')).not.toBe(guestSession);
    const old = await shop.database.db.selectFrom('sessions').select('id').where('id', '=', guestSession!).execute();
    expect(old).toEqual([]);
    expect((await browser.get('/', { accept: 'text/html' })).body).toContain('data-is-customer="true"');

    // The login island names the field login; its errors come back under that name.
    const byPhone = await new Browser(shop.app).post('/customer/login', {
      login: '+880 1511-111111',
      password: SHOPPER.password,
    });
    expect(byPhone.json()).toEqual({ success: true, message: AUTH_MESSAGES.signedIn, redirect: '/' });
    const wrong = await new Browser(shop.app).post('/customer/login', { login: '01511111111', password: 'not-it' });
    expect(wrong.json().errors).toEqual({ login: [AUTH_MESSAGES.mismatch] });
  });

  it('sends a guest from the checkout page to sign in, and back there after', async () => {
    const browser = new Browser(shop.app);
    await browser.post('/customer/register', { ...SHOPPER, email: 'back@example.com', phone: '01511111119' });
    const page = await browser.get('/checkout/onepage/', { accept: 'text/html' });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/customer/login');
    expect((await browser.get('/customer/login', { accept: 'text/html' })).body).toContain(
      '&#34;returnTo&#34;:&#34;/checkout/onepage/&#34;',
    );
    const res = await browser.post('/customer/login', { login: 'back@example.com', password: SHOPPER.password });
    expect(res.json().redirect).toBe('/checkout/onepage/');
  }, 20_000);

  it('lets the seeded demo customer sign in with the documented password', async () => {
    const res = await new Browser(shop.app).post('/customer/login', {
      email: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    });
    expect(res.json().success).toBe(true);
  });

  it('refuses a wrong password or an unknown name with the same message', async () => {
    const browser = new Browser(shop.app);
    await browser.post('/customer/register', { ...SHOPPER, email: 'pw@example.com', phone: '01611111111' });
    for (const email of ['pw@example.com', 'nobody@example.com']) {
      const res = await browser.post('/customer/login', { email, password: 'wrong-password' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        success: false,
        message: AUTH_MESSAGES.mismatch,
        errors: { email: [AUTH_MESSAGES.mismatch] },
      });
    }
    const empty = await browser.post('/customer/login', { email: '', password: '' });
    const errors = empty.json().errors;
    expect([errors.email[0], errors.password[0]]).toEqual([
      'The email or phone field is required',
      'The password field is required',
    ]);
  }, 20_000);

  it('joins the guest cart to the customer cart at sign-in, adding quantities of the same product', async () => {
    const { browser, email, password } = await signedInShopper(shop);
    await browser.post('/api/checkout/cart', { product_id: shop.stock.rice, quantity: 2 });
    await browser.post('/customer/logout');

    await browser.post('/api/checkout/cart', { product_id: shop.stock.rice, quantity: 1 });
    await browser.post('/api/checkout/cart', { product_id: shop.stock.tea, quantity: 3 });
    await browser.post('/customer/login', { email, password });
    const cart = (await browser.get('/api/checkout/cart')).json().data;
    expect(cart.items.map((i: { sku: string; quantity: number }) => [i.sku, i.quantity])).toEqual([
      ['RICE', 3],
      ['TEA', 3],
    ]);
    const carts = await shop.database.db.selectFrom('carts').select('id').where('customer_id', 'is', null).execute();
    expect(carts).toEqual([]);
  }, 20_000);

  it('signs out: the session forgets the customer and the cart', async () => {
    const { browser } = await signedInShopper(shop);
    await browser.post('/api/checkout/cart', { product_id: shop.stock.rice, quantity: 1 });
    const res = await browser.post('/customer/logout');
    expect(res.json()).toEqual({ success: true, message: AUTH_MESSAGES.signedOut, redirect: '/' });
    expect((await browser.get('/api/checkout/cart')).json()).toEqual({ data: null });
    expect((await browser.get('/api/customer/wishlist')).statusCode).toBe(401);
  });
});
