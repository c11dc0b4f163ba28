import { MAX_CART_LINES } from '../cart/cartItems';
import { MAX_PAGE } from '../catalog/listing';
import { Browser } from '../test/browser';
import { fillCart, signedInShopper } from '../test/shoppers';
import { insertCartFixtures } from '../test/stock';
import { TEST_DIALECTS, testShop } from '../test/testShop';
import { rowCounts } from './rowCounts';

/** The shop's bounds: what used to overflow or throw inside answers with a 4xx and changes nothing. */
describe.each(TEST_DIALECTS)('the limits of the calls on %s', (dialect) => {
  const shop = testShop(dialect, { stock: insertCartFixtures });

  const expectRefused = (res: { statusCode: number; body: string }, status?: number) => {
    if (status) expect(res.statusCode).toBe(status);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(typeof JSON.parse(res.body).message).toBe('string');
  };

  it.each([
    '/shop/products/data',
    '/home/products',
    '/flashdeal/products/more',
    '/categories/products/1',
    '/brand/products/1',
    '/search/products?term=rice',
  ])('refuses page=1e18 on %s with 422 (the offset would overflow)', async (url) => {
    const res = await shop.app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}page=1e18` });
    expectRefused(res, 422);
    expect(res.json().message).toBe(`The page field must be <= ${MAX_PAGE}`);
  });

  it('still answers the last allowed page with an empty list', async () => {
    const res = await shop.app.inject({ method: 'GET', url: `/shop/products/data?page=${MAX_PAGE}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });

  it.each([
    ['first_name as an array', { first_name: ['Karim'] }],
    ['first_name as an object', { first_name: { $gt: '' } }],
    ['postcode as an array', { postcode: ['1212', '1213'] }],
    ['postcode as an object', { postcode: { a: 1 } }],
  ])('refuses a checkout address with billing %s', async (_name, field) => {
    const { browser } = await signedInShopper(shop);
    await fillCart(browser, [[shop.stock.rice, 1]]);
    const billing = {
      first_name: 'Karim',
      last_name: 'Ahmed',
      address: ['House 1'],
      state: 'Dhaka',
      city: 'Gulshan',
      postcode: '1212',
      phone: '01712345678',
      country: 'BD',
      ...field,
    };
    const before = await rowCounts(shop.database.db);
    expectRefused(await browser.post('/api/checkout/onepage/addresses', { billing, shipping: billing }), 422);
    expect(await rowCounts(shop.database.db)).toEqual(before);
  });

  it('refuses a JSON body nested 100,000 levels deep with 400 and a JSON message', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const browser = new Browser(shop.app);
    const res = await browser.request({
      method: 'POST',
      url: '/api/checkout/cart',
      payload: deep,
      headers: { 'content-type': 'application/json' },
    });
    expectRefused(res, 400);
    const objects = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
    expectRefused(
      await browser.request({
        method: 'POST',
        url: '/customer/login',
        payload: objects,
        headers: { 'content-type': 'application/json' },
      }),
      400,
    );
  });

  it('refuses a cart update naming 40,000 lines, and changes nothing', async () => {
    const browser = new Browser(shop.app);
    await fillCart(browser, [[shop.stock.rice, 1]]);
    const qty = Object.fromEntries(Array.from({ length: 40_000 }, (_, i) => [String(i + 1), 1]));
    const before = await rowCounts(shop.database.db);
    expectRefused(await browser.put('/api/checkout/cart', { qty }), 422);
    expect(await rowCounts(shop.database.db)).toEqual(before);
  });

  it(`refuses a line past the cart's ${MAX_CART_LINES} with a clear message`, async () => {
    const { db } = shop.database;
    const ids = [];
    for (let i = 0; i < MAX_CART_LINES + 1; i += 1) {
      const row = await db
        .insertInto('products')
        .values({
          type: 'simple',
          sku: `LIM-${dialect}-${i}`,
          name: `Lim ${i}`,
          url_key: `lim-${dialect}-${i}`,
          price: 100,
          min_price: 100,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    const browser = new Browser(shop.app);
    await fillCart(
      browser,
      ids.slice(0, MAX_CART_LINES).map((id) => [id, 1]),
    );
    const res = await browser.post('/api/checkout/cart', { product_id: ids[MAX_CART_LINES], quantity: 1 });
    expectRefused(res, 422);
    expect(res.json().message).toBe(`A cart holds at most ${MAX_CART_LINES} different items.`);
    // More of a product already in the cart is still fine.
    expect((await browser.post('/api/checkout/cart', { product_id: ids[0], quantity: 1 })).statusCode).toBe(200);
  }, 30_000);

  it.each([
    ['without a boundary', 'multipart/form-data', 'city_id=1'],
    [
      'truncated',
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data; name="city_id"\r\n\r\n1',
    ],
    [
      'with a broken part header',
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data\r\n\r\n1\r\n--XYZ--\r\n',
    ],
  ])('refuses a multipart price request %s with a 4xx JSON message', async (_name, type, payload) => {
    const { browser } = await signedInShopper(shop);
    const res = await browser.request({
      method: 'POST',
      url: '/api/calculate-price',
      payload,
      headers: { 'content-type': type },
    });
    expectRefused(res);
    expect(res.body).not.toMatch(/at \w+ \(|node_modules|\/work\//);
  });
});
