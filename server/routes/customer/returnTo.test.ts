import { DEMO_CUSTOMER, seedCustomers } from '../../seed/customers';
import { Browser } from '../../test/browser';
import { TEST_DIALECTS, testShop } from '../../test/testShop';

const HOSTILE = [
  '/\t/evil.example/',
  '/\n/evil.example/',
  '//evil.example/',
  '/\\evil.example/',
  'https://evil.example/',
  'javascript:alert(1)',
  '/%2F%2Fevil.example/',
  '/%09/evil.example/',
];

describe.each(TEST_DIALECTS)('where sign-in sends the shopper on %s', (dialect) => {
  const shop = testShop(dialect, { stock: seedCustomers });
  const signIn = (browser: Browser, returnTo?: string) =>
    browser.post('/customer/login', {
      email: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
      ...(returnTo === undefined ? {} : { returnTo }),
    });

  it.each(HOSTILE)('goes home, not to %j asked for in the login page address', async (place) => {
    const browser = new Browser(shop.app);
    const page = await browser.get(`/customer/login?returnTo=${encodeURIComponent(place)}`, { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('evil.example');
    expect((await signIn(browser)).json().redirect).toBe('/');
  });

  it.each(HOSTILE)('goes home, not to %j sent with the sign-in', async (place) => {
    expect((await signIn(new Browser(shop.app), place)).json().redirect).toBe('/');
  });

  it('goes back to a page of the shop, with its query and fragment', async () => {
    const browser = new Browser(shop.app);
    await browser.get(`/customer/login?returnTo=${encodeURIComponent('/search?q=tea#results')}`, {
      accept: 'text/html',
    });
    expect((await signIn(browser)).json().redirect).toBe('/search?q=tea#results');
    expect((await signIn(new Browser(shop.app), '/checkout/onepage/')).json().redirect).toBe('/checkout/onepage/');
  });
});
