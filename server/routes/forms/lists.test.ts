import type { CompareProduct } from '../../../shared/api/contract';
import { COMPARE_COOKIE, COMPARE_COOKIE_KEPT } from '../../../shared/compare/compareCookie';
import { WISHLIST_FORM, COMPARE_FORM, SIGN_IN_FORM } from '../../../shared/forms/formActions';
import { LIST_MESSAGES } from '../../customer/savedLists';
import { Browser } from '../../test/browser';
import { pageFlashes, sendForm } from '../../test/forms';
import { register, signedInShopper } from '../../test/shoppers';
import { insertCartFixtures, type CartFixtures } from '../../test/stock';
import { TEST_DIALECTS, testShop } from '../../test/testShop';
import { AUTH_MESSAGES } from '../customer/auth';
import { SIGN_IN_REQUIRED } from '../requireCustomer';

/** The page store's state a page starts from: the compare island's slice and the navbar's counters. */
const pageData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="haat-state">([^<]*)<\/script>/.exec(html)![1]) as {
    compare: { items: CompareProduct[] };
    counters: { compare: number };
  };

describe.each(TEST_DIALECTS)('the wishlist and compare forms sent without script on %s', (dialect) => {
  const shop = testShop<CartFixtures>(dialect, { stock: insertCartFixtures });
  const listed = (table: 'wishlist_items' | 'compare_items', customerId: number) =>
    shop.database.db.selectFrom(table).select('product_id').where('customer_id', '=', customerId).execute();
  const pageFlash = async (browser: Browser, path: string) =>
    pageFlashes((await browser.get(path, { accept: 'text/html' })).body);

  it("adds to a customer's wishlist and compare list once each, back on the page", async () => {
    const { browser, customerId } = await signedInShopper(shop);
    for (const [action, table, added, present] of [
      [WISHLIST_FORM, 'wishlist_items', LIST_MESSAGES.wishlistAdded, LIST_MESSAGES.wishlistPresent],
      [COMPARE_FORM, 'compare_items', LIST_MESSAGES.compareAdded, LIST_MESSAGES.comparePresent],
    ] as const) {
      const res = await sendForm(browser, '/products/tea', action, { product_id: shop.stock.tea });
      expect([res.statusCode, res.headers.location]).toEqual([303, '/products/tea']);
      expect(await pageFlash(browser, '/products/tea')).toEqual([{ text: added, type: 'success' }]);
      await sendForm(browser, '/products/tea', action, { product_id: shop.stock.tea });
      expect(await pageFlash(browser, '/products/tea')).toEqual([{ text: present, type: 'warning' }]);
      expect(await listed(table, customerId)).toEqual([{ product_id: shop.stock.tea }]);
    }
  });

  it('sends a guest to sign in, to come back to the page after', async () => {
    const guest = new Browser(shop.app);
    const res = await sendForm(guest, '/products/tea', WISHLIST_FORM, { product_id: shop.stock.tea });
    expect([res.statusCode, res.headers.location]).toEqual([303, '/customer/login']);
    expect(await pageFlash(guest, '/customer/login')).toEqual([{ text: SIGN_IN_REQUIRED, type: 'info' }]);
  });

  it("adds the guest's wished product once they sign in, back on the page they tapped it on", async () => {
    const { email, password } = await register(new Browser(shop.app));
    const guest = new Browser(shop.app);
    await sendForm(guest, '/products/tea', WISHLIST_FORM, { product_id: shop.stock.tea });
    const signedIn = await sendForm(guest, '/customer/login', SIGN_IN_FORM, { login: email, password });
    expect([signedIn.statusCode, signedIn.headers.location]).toEqual([303, '/products/tea']);
    expect(await pageFlash(guest, '/products/tea')).toEqual([
      { text: LIST_MESSAGES.wishlistAdded, type: 'success' },
      { text: AUTH_MESSAGES.signedIn, type: 'success' },
    ]);
    const wishlist = (await guest.get('/api/customer/wishlist')).json().data;
    expect(wishlist.map((entry: { product: { id: number } }) => entry.product.id)).toEqual([shop.stock.tea]);
  });

  it('adds the wish too when the guest signs in through the call, once the script has arrived', async () => {
    const { email, password } = await register(new Browser(shop.app));
    const guest = new Browser(shop.app);
    await sendForm(guest, '/products/tea', WISHLIST_FORM, { product_id: shop.stock.tea });
    expect(await pageFlash(guest, '/customer/login')).toEqual([{ text: SIGN_IN_REQUIRED, type: 'info' }]);
    const signedIn = await guest.post('/customer/login', { email, password });
    expect(signedIn.json().redirect).toBe('/products/tea');
    expect(await pageFlash(guest, '/products/tea')).toEqual([{ text: LIST_MESSAGES.wishlistAdded, type: 'success' }]);
    expect((await guest.get('/api/customer/wishlist')).json().data).toHaveLength(1);
  });

  it('drops the wish of a guest who signs in on their way to another page', async () => {
    const { email, password } = await register(new Browser(shop.app));
    const guest = new Browser(shop.app);
    await sendForm(guest, '/products/tea', WISHLIST_FORM, { product_id: shop.stock.tea });
    await guest.get('/checkout/onepage/', { accept: 'text/html' });
    const signedIn = await sendForm(guest, '/customer/login', SIGN_IN_FORM, { login: email, password });
    expect(signedIn.headers.location).toBe('/checkout/onepage/');
    expect(await pageFlash(guest, '/')).toEqual([{ text: AUTH_MESSAGES.signedIn, type: 'success' }]);
    expect((await guest.get('/api/customer/wishlist')).json().data).toEqual([]);
  });

  it("keeps a guest's compare taps for the compare page and its counter, once each", async () => {
    const guest = new Browser(shop.app);
    for (const [productId, flash] of [
      [shop.stock.tea, { text: LIST_MESSAGES.compareAdded, type: 'success' }],
      [shop.stock.rice, { text: LIST_MESSAGES.compareAdded, type: 'success' }],
      [shop.stock.tea, { text: LIST_MESSAGES.comparePresent, type: 'warning' }],
    ] as const) {
      const res = await sendForm(guest, '/products/tea', COMPARE_FORM, { product_id: productId });
      expect([res.statusCode, res.headers.location]).toEqual([303, '/products/tea']);
      expect(await pageFlash(guest, '/products/tea')).toEqual([flash]);
    }
    const compare = pageData((await guest.get('/compare', { accept: 'text/html' })).body);
    expect(compare.compare.items.map((product) => product.id)).toEqual([shop.stock.tea, shop.stock.rice]);
    expect(compare.counters.compare).toBe(2);
  });

  it("refuses a guest's compare tap for a product not on sale, or past a full list, and keeps the list", async () => {
    const guest = new Browser(shop.app);
    const full = Array.from({ length: COMPARE_COOKIE_KEPT }, (_, i) => i + 1000).join('.');
    guest.cookies.set(COMPARE_COOKIE, full);
    for (const productId of [shop.stock.hidden, shop.stock.tea]) {
      await sendForm(guest, '/products/tea?lang=bn', COMPARE_FORM, { product_id: productId });
      const [flash, ...more] = await pageFlash(guest, '/products/tea');
      expect([flash.type, more]).toEqual(['error', []]);
      expect(flash.text).toMatch(/[\u0980-\u09ff]/);
    }
    expect(guest.cookies.get(COMPARE_COOKIE)).toBe(full);
  });

  it("refuses a product not on sale or a bad id in the shopper's language, and adds nothing", async () => {
    const { browser, customerId } = await signedInShopper(shop);
    for (const productId of [shop.stock.hidden, 'tea', 0]) {
      const res = await sendForm(browser, '/products/tea?lang=bn', COMPARE_FORM, { product_id: productId });
      expect([res.statusCode, res.headers.location]).toEqual([303, '/products/tea?lang=bn']);
      const [flash, ...more] = await pageFlash(browser, '/products/tea');
      expect([flash.type, more]).toEqual(['error', []]);
      expect(flash.text).toMatch(/[\u0980-\u09ff]/);
    }
    expect(await listed('compare_items', customerId)).toEqual([]);
  });
});
