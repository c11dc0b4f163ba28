import { WISHLIST_FORM, COMPARE_FORM } from '../../../shared/forms/formActions';
import { LIST_MESSAGES } from '../../customer/savedLists';
import { Browser } from '../../test/browser';
import { pageFlashes, sendForm } from '../../test/forms';
import { signedInShopper } from '../../test/shoppers';
import { insertCartFixtures, type CartFixtures } from '../../test/stock';
import { TEST_DIALECTS, testShop } from '../../test/testShop';
import { SIGN_IN_REQUIRED } from '../requireCustomer';

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
