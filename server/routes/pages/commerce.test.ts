import { Browser, islandProps } from '../../test/browser';
import { signedInShopper } from '../../test/shoppers';
import { TEST_DIALECTS, testShop } from '../../test/testShop';

describe.each(TEST_DIALECTS)('the cart, login and registration pages on %s', (dialect) => {
  const shop = testShop(dialect);

  it('renders the login, registration and cart pages with their island mount points', async () => {
    const browser = new Browser(shop.app);
    const login = await browser.get('/customer/login', { accept: 'text/html' });
    expect(login.body).toContain('data-island="login"');
    expect(islandProps(login.body, 'login')).toEqual({ returnTo: '/', codeStep: null, smsInbox: '/demo/sms' });
    expect((await browser.get('/customer/login?returnTo=//evil.example', { accept: 'text/html' })).body).toContain(
      '&#34;returnTo&#34;:&#34;/&#34;',
    );
    expect((await browser.get('/customer/register', { accept: 'text/html' })).body).toContain('data-island="register"');
    expect((await browser.get('/checkout/cart', { accept: 'text/html' })).body).toContain('data-island="cart"');
    const { browser: customer } = await signedInShopper(shop);
    const again = await customer.get('/customer/login', { accept: 'text/html' });
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/');
  });
});
