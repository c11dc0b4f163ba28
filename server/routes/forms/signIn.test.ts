import { CART_ADD_FORM, SIGN_IN_FORM } from '../../../shared/forms/formActions';
import { Browser } from '../../test/browser';
import { pageFlashes, sendForm } from '../../test/forms';
import { register } from '../../test/shoppers';
import { insertCartFixtures, type CartFixtures } from '../../test/stock';
import { TEST_DIALECTS, testShop } from '../../test/testShop';
import { AUTH_MESSAGES } from '../customer/auth';

describe.each(TEST_DIALECTS)('the sign-in form sent without script on %s', (dialect) => {
  const shop = testShop<CartFixtures>(dialect, { stock: insertCartFixtures });
  const pageFlash = async (browser: Browser, path: string) =>
    pageFlashes((await browser.get(path, { accept: 'text/html' })).body);

  it("signs in, keeps the guest's cart and goes on to the page that asked for it", async () => {
    const { email, password } = await register(new Browser(shop.app));
    const guest = new Browser(shop.app);
    await sendForm(guest, '/', CART_ADD_FORM, { product_id: shop.stock.rice, quantity: 2 });
    // The checkout sends a guest to sign in, and keeps where they were going.
    expect((await guest.get('/checkout/onepage/', { accept: 'text/html' })).headers.location).toBe('/customer/login');
    const res = await sendForm(guest, '/customer/login', SIGN_IN_FORM, { login: email, password });
    expect([res.statusCode, res.headers.location]).toEqual([303, '/checkout/onepage/']);
    expect(await pageFlash(guest, '/')).toEqual([{ text: AUTH_MESSAGES.signedIn, type: 'success' }]);
    const cart = (await guest.get('/api/checkout/cart')).json().data;
    expect(cart.items.map((item: { quantity: number }) => item.quantity)).toEqual([2]);
  });

  it('goes back to the sign-in page, its return path kept, with the reason, and signs no one in', async () => {
    const { email } = await register(new Browser(shop.app));
    const guest = new Browser(shop.app);
    const page = '/customer/login?returnTo=%2Fcustomer%2Faccount%2Forders';
    for (const [fields, message] of [
      [{ login: email, password: 'not-the-password' }, AUTH_MESSAGES.mismatch],
      [{ login: email, password: 'x', is_admin: '1' }, 'The form is not valid.'],
    ] as const) {
      const res = await sendForm(guest, page, SIGN_IN_FORM, fields);
      expect([res.statusCode, res.headers.location]).toEqual([303, page]);
      expect(await pageFlash(guest, page)).toEqual([{ text: message, type: 'error' }]);
    }
    expect((await guest.get('/api/customer/wishlist')).statusCode).toBe(401);
  });
});
