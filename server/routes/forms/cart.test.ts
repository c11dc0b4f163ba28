import { CART_MESSAGES } from '../../cart/cartItems';
import { Browser } from '../../test/browser';
import { pageFlashes, sendForm } from '../../test/forms';
import { insertCartFixtures, type CartFixtures } from '../../test/stock';
import { TEST_DIALECTS, testShop } from '../../test/testShop';
import { CART_ADD_FORM, CART_UPDATE_FORM, CART_REMOVE_FORM } from '../../../shared/forms/formActions';

interface Line {
  id: number;
  product_id: number;
  quantity: number;
}

describe.each(TEST_DIALECTS)('the cart forms sent without script on %s', (dialect) => {
  const shop = testShop<CartFixtures>(dialect, { stock: insertCartFixtures });
  const lines = async (browser: Browser): Promise<Line[]> =>
    (await browser.get('/api/checkout/cart')).json().data?.items ?? [];
  const pageFlash = async (browser: Browser, path: string) =>
    pageFlashes((await browser.get(path, { accept: 'text/html' })).body);

  it('adds to the cart and comes back to the page, which says so once', async () => {
    const guest = new Browser(shop.app);
    const res = await sendForm(guest, '/products/rice', CART_ADD_FORM, {
      product_id: shop.stock.rice,
      quantity: 2,
    });
    expect([res.statusCode, res.headers.location]).toEqual([303, '/products/rice']);
    expect((await lines(guest)).map((l) => [l.product_id, l.quantity])).toEqual([[shop.stock.rice, 2]]);
    expect(await pageFlash(guest, '/products/rice')).toEqual([{ text: CART_MESSAGES.added, type: 'success' }]);
    expect(await pageFlash(guest, '/products/rice')).toEqual([]);
  });

  it("changes a line's quantity and removes a line, back on the cart page", async () => {
    const guest = new Browser(shop.app);
    await sendForm(guest, '/', CART_ADD_FORM, { product_id: shop.stock.rice, quantity: 1 });
    await sendForm(guest, '/', CART_ADD_FORM, { product_id: shop.stock.tea });
    const [rice, tea] = await lines(guest);
    const updated = await sendForm(guest, '/checkout/cart', CART_UPDATE_FORM, {
      [`qty[${rice.id}]`]: 3,
      [`qty[${tea.id}]`]: 1,
    });
    expect([updated.statusCode, updated.headers.location]).toEqual([303, '/checkout/cart']);
    expect((await lines(guest)).map((l) => l.quantity)).toEqual([3, 1]);
    expect(await pageFlash(guest, '/checkout/cart')).toEqual([{ text: CART_MESSAGES.updated, type: 'success' }]);
    const removed = await sendForm(guest, '/checkout/cart', CART_REMOVE_FORM, { cart_item_id: tea.id });
    expect(removed.statusCode).toBe(303);
    expect((await lines(guest)).map((l) => l.product_id)).toEqual([shop.stock.rice]);
    expect(await pageFlash(guest, '/checkout/cart')).toEqual([{ text: CART_MESSAGES.removed, type: 'success' }]);
  });

  it("refuses bad input with a message in the shopper's language, and changes nothing", async () => {
    const guest = new Browser(shop.app);
    await sendForm(guest, '/', CART_ADD_FORM, { product_id: shop.stock.rice, quantity: 1 });
    const [rice] = await lines(guest);
    await pageFlash(guest, '/checkout/cart');
    const refusals = [
      [CART_ADD_FORM, { product_id: shop.stock.tea, quantity: 'many' }],
      [CART_ADD_FORM, { product_id: shop.stock.tea, quantity: 0 }],
      [CART_ADD_FORM, { product_id: shop.stock.hidden, quantity: 1 }],
      [CART_UPDATE_FORM, { [`qty[${rice.id + 1000}]`]: 2 }],
      [CART_UPDATE_FORM, { [`qty[${rice.id}]`]: 2, price: 1 }],
      [CART_REMOVE_FORM, { cart_item_id: rice.id + 1000 }],
    ] as const;
    for (const [action, fields] of refusals) {
      const res = await sendForm(guest, '/checkout/cart?lang=bn', action, fields);
      expect([res.statusCode, res.headers.location]).toEqual([303, '/checkout/cart?lang=bn']);
      const [flash, ...more] = await pageFlash(guest, '/checkout/cart');
      expect([flash.type, more]).toEqual(['error', []]);
      expect(flash.text).toMatch(/[\u0980-\u09ff]/); // written in Bangla
    }
    expect((await lines(guest)).map((l) => [l.product_id, l.quantity])).toEqual([[shop.stock.rice, 1]]);
  });

  it('refuses a form without the XSRF token of its session, and goes back only to a page of this shop', async () => {
    const guest = new Browser(shop.app);
    for (const token of ['forged.token', '']) {
      const refused = await sendForm(
        guest,
        '/products/rice?lang=bn',
        CART_ADD_FORM,
        { product_id: shop.stock.rice, quantity: 1 },
        { token },
      );
      expect([refused.statusCode, refused.headers.location]).toEqual([303, '/products/rice?lang=bn']);
      const [flash, ...more] = await pageFlash(guest, '/products/rice');
      expect([flash.type, more]).toEqual(['error', []]);
      expect(flash.text).toMatch(/[\u0980-\u09ff]/); // written in Bangla
    }
    expect(await lines(guest)).toEqual([]);
    // Sent again from the page it came back to, with that page's token, it goes through.
    await sendForm(guest, '/products/rice', CART_ADD_FORM, { product_id: shop.stock.rice, quantity: 1 });
    expect((await lines(guest)).map((l) => l.quantity)).toEqual([1]);
    // A call that is not one of the storefront's forms is still refused with the JSON answer.
    const call = await guest.request({
      method: 'POST',
      url: '/api/checkout/cart',
      payload: `product_id=${shop.stock.rice}&quantity=1`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      xsrf: false,
    });
    expect(call.statusCode).toBe(403);
    expect(call.json().message).toMatch(/[\u0980-\u09ff]/);

    const away = await guest.request({
      method: 'POST',
      url: CART_ADD_FORM,
      payload: new URLSearchParams({
        _xsrf: guest.cookies.get('XSRF-TOKEN')!,
        product_id: String(shop.stock.rice),
        quantity: '1',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'https://evil.example/products/rice' },
      xsrf: false,
    });
    expect([away.statusCode, away.headers.location]).toEqual([303, '/checkout/cart']);
  });
});
