import { CART_MESSAGES } from '../../cart/cartItems';
import { XSRF_MESSAGE } from '../../plugins/xsrf';
import { Browser } from '../../test/browser';
import { signedInShopper } from '../../test/shoppers';
import { insertCartFixtures } from '../../test/stock';
import { TEST_DIALECTS, testShop } from '../../test/testShop';

describe.each(TEST_DIALECTS)('the cart calls on %s', (dialect) => {
  const shop = testShop(dialect, { stock: insertCartFixtures });

  const lines = () =>
    shop.database.db
      .selectFrom('cart_items')
      .select(['cart_id', 'product_id', 'variant_id', 'quantity'])
      .orderBy('id')
      .execute();

  it('adds to a guest cart priced by the server and remembers it in the session', async () => {
    const browser = new Browser(shop.app);
    const res = await browser.post('/api/checkout/cart', { product_id: shop.stock.rice, quantity: 2, price: 1 });
    expect(res.statusCode).toBe(200);
    const { message, data } = res.json();
    expect(message).toBe(CART_MESSAGES.added);
    expect(data).toEqual(
      expect.objectContaining({
        items_count: 1,
        items_qty: 2,
        sub_total: 270,
        formatted_sub_total: '৳ 270',
        grand_total: 270,
        coupon_code: null,
      }),
    );
    expect(data.items[0]).toEqual(
      expect.objectContaining({
        name: 'Chinigura Rice 1kg',
        sku: 'RICE',
        quantity: 2,
        price: 135,
        total: 270,
        formatted_price: '৳ 135',
        formatted_total: '৳ 270',
        // The special price lowers the regular one: the cart strikes the regular price through.
        regular_price: 150,
        formatted_regular_price: '৳ 150',
        base_image: { small_image_url: '/storage/product/1/thumb-1.webp' },
      }),
    );
    // The same product again adds to its line; the counter counts lines.
    await browser.post('/api/checkout/cart', { product_id: shop.stock.rice, quantity: 1 });
    await browser.post('/api/checkout/cart', { product_id: shop.stock.tea, quantity: 1 });
    const cart = (await browser.get('/api/checkout/cart')).json().data;
    expect([cart.items_count, cart.items_qty, cart.sub_total, cart.formatted_grand_total]).toEqual([
      2,
      4,
      1005,
      '৳ 1,005',
    ]);
    expect((await new Browser(shop.app).get('/api/checkout/cart')).json()).toEqual({ data: null });
  });

  it("shows a guest no cart once their session expired, or the cart it names is closed or a customer's", async () => {
    const db = shop.database.db;
    const guest = async () => {
      const browser = new Browser(shop.app);
      const { data } = (await browser.post('/api/checkout/cart', { product_id: shop.stock.tea, quantity: 1 })).json();
      return { browser, cartId: data.id as number, session: browser.cookies.get('haat_session')! };
    };
    const shown = async (browser: Browser) => (await browser.get('/api/checkout/cart')).json().data;

    const expired = await guest();
    await db
      .updateTable('sessions')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', expired.session)
      .execute();
    expect(await shown(expired.browser)).toBeNull();

    const closed = await guest();
    await db.updateTable('carts').set({ is_active: 0 }).where('id', '=', closed.cartId).execute();
    expect(await shown(closed.browser)).toBeNull();

    const taken = await guest();
    const { customerId } = await signedInShopper(shop);
    await db.updateTable('carts').set({ customer_id: customerId }).where('id', '=', taken.cartId).execute();
    expect(await shown(taken.browser)).toBeNull();

    // A session saved without the cart id column (by a build before it) is saved with it on the next page.
    const older = await guest();
    await db.updateTable('sessions').set({ cart_id: null }).where('id', '=', older.session).execute();
    expect(await shown(older.browser)).toBeNull();
    await older.browser.get('/checkout/cart');
    expect((await shown(older.browser)).items_qty).toBe(1);

    const forged = new Browser(shop.app);
    forged.cookies.set('haat_session', 'x'.repeat(43));
    expect(await shown(forged)).toBeNull();
    expect((await shown((await guest()).browser)).items_qty).toBe(1);
  });

  it('makes one open cart and one line when a customer clicks Add To Cart twice at once', async () => {
    const { browser, customerId } = await signedInShopper(shop);
    const answers = await Promise.all(
      [1, 2, 3].map(() => browser.post('/api/checkout/cart', { product_id: shop.stock.tea, quantity: 1 })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const carts = await shop.database.db
      .selectFrom('carts')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('is_active', '=', 1)
      .execute();
    expect(carts).toHaveLength(1);
    const cartLines = await shop.database.db
      .selectFrom('cart_items')
      .select(['product_id', 'quantity'])
      .where('cart_id', '=', carts[0].id)
      .execute();
    expect(cartLines).toEqual([{ product_id: shop.stock.tea, quantity: 3 }]);
  });

  it("adds to a customer's own cart and adds a configurable product only with a variant", async () => {
    const { browser } = await signedInShopper(shop);
    const options = await browser.post('/api/checkout/cart', { product_id: shop.stock.kurta, quantity: 1 });
    expect(options.statusCode).toBe(200);
    expect(options.json()).toEqual({ message: CART_MESSAGES.needsOptions, redirect_uri: '/products/kurta' });
    const added = await browser.post('/api/checkout/cart', {
      product_id: shop.stock.kurta,
      variant_id: shop.stock.red,
      quantity: 1,
    });
    expect(added.json().data.items[0]).toEqual(
      expect.objectContaining({
        name: 'Cotton Kurta Red M',
        sku: 'KURTA-RED',
        price: 2200,
        variant_id: shop.stock.red,
      }),
    );
    const cart = await shop.database.db
      .selectFrom('carts')
      .select(['customer_id'])
      .where('id', '=', added.json().data.id)
      .executeTakeFirstOrThrow();
    expect(cart.customer_id).not.toBeNull();
    for (const variant of [shop.stock.blue, 999999]) {
      const res = await browser.post('/api/checkout/cart', {
        product_id: shop.stock.kurta,
        variant_id: variant,
        quantity: 1,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(
        expect.objectContaining({ message: CART_MESSAGES.optionNotAvailable, error: CART_MESSAGES.optionNotAvailable }),
      );
    }
  });

  it(
    'refuses a disabled product and a line past its cap in a cart that exists, keeping the line as it ' + 'was',
    async () => {
      const browser = new Browser(shop.app);
      expect((await browser.post('/api/checkout/cart', { product_id: shop.stock.rice, quantity: 1 })).statusCode).toBe(
        200,
      );
      const hidden = await browser.post('/api/checkout/cart', { product_id: shop.stock.hidden, quantity: 1 });
      expect([hidden.statusCode, hidden.json().message]).toEqual([404, CART_MESSAGES.notAvailable]);
      expect(
        (await browser.post('/api/checkout/cart', { product_id: shop.stock.rice, quantity: 998 })).json().data
          .items_qty,
      ).toBe(999);
      const past = await browser.post('/api/checkout/cart', { product_id: shop.stock.rice, quantity: 1 });
      expect([past.statusCode, past.json().message]).toEqual([422, CART_MESSAGES.quantityMax]);
      expect((await browser.get('/api/checkout/cart')).json().data.items).toEqual([
        expect.objectContaining({ product_id: shop.stock.rice, quantity: 999 }),
      ]);
    },
  );

  it('refuses quantity 0, a fraction, unknown and disabled products, and writes nothing', async () => {
    const browser = new Browser(shop.app);
    const before = await lines();
    const cartsBefore = await shop.database.db.selectFrom('carts').select('id').execute();
    const zero = await browser.post('/api/checkout/cart', { product_id: shop.stock.rice, quantity: 0 });
    expect(zero.statusCode).toBe(422);
    expect(zero.json()).toEqual({
      message: CART_MESSAGES.quantityMin,
      error: CART_MESSAGES.quantityMin,
      errors: { quantity: [CART_MESSAGES.quantityMin] },
    });
    expect((await browser.post('/api/checkout/cart', { product_id: shop.stock.rice, quantity: 1.5 })).statusCode).toBe(
      422,
    );
    expect(
      (await browser.post('/api/checkout/cart', { product_id: shop.stock.rice, quantity: 1000 })).json().message,
    ).toBe(CART_MESSAGES.quantityMax);
    for (const productId of [shop.stock.hidden, 999999]) {
      const res = await browser.post('/api/checkout/cart', { product_id: productId, quantity: 1 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: CART_MESSAGES.notAvailable, error: CART_MESSAGES.notAvailable });
    }
    const missing = await browser.post('/api/checkout/cart', { quantity: 1 });
    expect(missing.json().errors).toEqual({ product_id: ['The product_id field is required'] });
    expect(await lines()).toEqual(before);
    expect(await shop.database.db.selectFrom('carts').select('id').execute()).toEqual(cartsBefore);
  });

  it('adds through the campaign call only at the campaign price the server computes', async () => {
    const browser = new Browser(shop.app);
    const tampered = await browser.post('/api/checkout/cart/campaign', {
      product_id: shop.stock.phone,
      quantity: 1,
      product_price: 100,
    });
    expect(tampered.statusCode).toBe(422);
    expect(tampered.json().message).toBe(CART_MESSAGES.priceChanged);
    const noCampaign = await browser.post('/api/checkout/cart/campaign', {
      product_id: shop.stock.tea,
      quantity: 1,
      product_price: 600,
    });
    expect(noCampaign.json()).toEqual({ message: CART_MESSAGES.noCampaign, error: CART_MESSAGES.noCampaign });
    expect((await browser.get('/api/checkout/cart')).json()).toEqual({ data: null });

    const ok = await browser.post('/api/checkout/cart/campaign', {
      product_id: shop.stock.phone,
      quantity: 2,
      product_price: 18000,
    });
    expect(ok.json().data.items[0]).toEqual(
      expect.objectContaining({
        sku: 'PHONE',
        price: 18000,
        total: 36000,
        formatted_total: '৳ 36,000',
        regular_price: 20000,
        formatted_regular_price: '৳ 20,000',
      }),
    );
    const [line] = await shop.database.db
      .selectFrom('cart_items')
      .select('campaign_id')
      .where('cart_id', '=', ok.json().data.id)
      .execute();
    expect(line.campaign_id).toBe(shop.stock.campaign);
  });

  it('changes quantities with PUT, refusing below 1 and items of another cart, all or nothing', async () => {
    const browser = new Browser(shop.app);
    const cart = (await browser.post('/api/checkout/cart', { product_id: shop.stock.rice, quantity: 1 })).json().data;
    const teaCart = (await browser.post('/api/checkout/cart', { product_id: shop.stock.tea, quantity: 1 })).json().data;
    const [rice, tea] = teaCart.items.map((i: { id: number }) => i.id);
    const other = (
      await new Browser(shop.app).post('/api/checkout/cart', { product_id: shop.stock.rice, quantity: 1 })
    ).json().data.items[0].id;

    const low = await browser.put('/api/checkout/cart', { qty: { [rice]: 3, [tea]: 0 } });
    expect(low.statusCode).toBe(422);
    expect(low.json().errors).toEqual({ [`qty.${tea}`]: [CART_MESSAGES.quantityMin] });
    const foreign = await browser.put('/api/checkout/cart', { qty: { [rice]: 3, [other]: 2 } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(CART_MESSAGES.notInCart);
    expect((await browser.get('/api/checkout/cart')).json().data.items_qty).toBe(2);

    const ok = await browser.put('/api/checkout/cart', { qty: { [rice]: 3, [tea]: 2 } });
    expect(ok.json()).toEqual({
      message: CART_MESSAGES.updated,
      data: expect.objectContaining({ id: cart.id, items_qty: 5, sub_total: 3 * 135 + 2 * 600 }),
    });
  });

  it('removes a line by POST with _method DELETE; a foreign line answers error and message', async () => {
    const browser = new Browser(shop.app);
    const data = (await browser.post('/api/checkout/cart', { product_id: shop.stock.rice, quantity: 1 })).json().data;
    const other = (
      await new Browser(shop.app).post('/api/checkout/cart', { product_id: shop.stock.tea, quantity: 1 })
    ).json().data.items[0].id;
    const foreign = await browser.post('/api/checkout/cart', { cart_item_id: other, _method: 'DELETE' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: CART_MESSAGES.notInCart, error: CART_MESSAGES.notInCart });
    const res = await browser.post('/api/checkout/cart', { cart_item_id: data.items[0].id, _method: 'DELETE' });
    expect(res.json()).toEqual({ message: CART_MESSAGES.removed, data: null });
    expect((await browser.get('/api/checkout/cart')).json()).toEqual({ data: null });
  });

  it('writes nothing for a POST without the XSRF header', async () => {
    const browser = new Browser(shop.app);
    const before = await lines();
    const res = await browser.post('/api/checkout/cart', { product_id: shop.stock.rice, quantity: 1 }, { xsrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: XSRF_MESSAGE });
    expect(await lines()).toEqual(before);
  });

  it('leaves a product disabled after it was added out of the cart and its totals', async () => {
    const browser = new Browser(shop.app);
    const { db } = shop.database;
    const tmp = await db
      .insertInto('products')
      .values({ type: 'simple', sku: 'TMP', name: 'Tmp', url_key: 'tmp', price: 5000, min_price: 5000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await browser.post('/api/checkout/cart', { product_id: tmp.id, quantity: 1 });
    await browser.post('/api/checkout/cart', { product_id: shop.stock.tea, quantity: 1 });
    await db.updateTable('products').set({ status: 0 }).where('id', '=', tmp.id).execute();
    const cart = (await browser.get('/api/checkout/cart')).json().data;
    expect(cart.items.map((i: { sku: string }) => i.sku)).toEqual(['TEA']);
    expect(cart.sub_total).toBe(600);
  });
});
