import { Browser, islandProps, pageScripts } from '../../test/browser';
import { fillCart, GULSHAN_HOME, orderThrough, register, signedInShopper } from '../../test/shoppers';
import { stockShelves } from '../../test/stock';
import { TEST_DIALECTS, testShop } from '../../test/testShop';

const html = { accept: 'text/html' };

describe.each(TEST_DIALECTS)('the checkout pages on %s', (dialect) => {
  const shop = testShop(dialect, { stock: stockShelves });

  it('sends a guest to sign in and brings them back to the checkout', async () => {
    const guest = new Browser(shop.app);
    const page = await guest.get('/checkout/onepage/', html);
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/customer/login');
    expect((await guest.post('/customer/login', await register(guest, 'Guest'))).json().redirect).toBe(
      '/checkout/onepage/',
    );
  });

  it("names the shop's icon in every page, so the browser never asks for /favicon.ico", async () => {
    const page = await new Browser(shop.app).get('/checkout/cart', html);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(
      /<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,%3Csvg [^"]+%3C\/svg%3E">/,
    );
  });

  it('sends a customer with an empty cart to the cart page', async () => {
    const { browser } = await signedInShopper(shop);
    const page = await browser.get('/checkout/onepage/', html);
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/checkout/cart');
  });

  it('mounts the checkout island with the saved addresses, cart, courier status, methods and email', async () => {
    const { browser, email } = await signedInShopper(shop);
    await fillCart(browser, [[shop.stock.panjabi, 1]]);
    const address = (await browser.post('/customer/account/addresses/create', GULSHAN_HOME)).json().data;
    for (const url of ['/checkout/onepage/', '/checkout/onepage']) {
      const page = await browser.get(url, html);
      expect(page.statusCode).toBe(200);
      expect(pageScripts(page.body)).toContain('/build/checkout.js');
      const props = islandProps(page.body, 'checkout');
      expect(props).toEqual(
        expect.objectContaining({
          courierActive: true,
          addresses: [address],
          selected: { addressId: null, shippingMethod: null, paymentMethod: null },
          paymentMethods: [
            expect.objectContaining({ method: 'cashondelivery', method_title: 'Cash On Delivery' }),
            expect.objectContaining({ method: 'bkash', method_title: 'bKash' }),
            expect.objectContaining({ method: 'sslcommerz' }),
          ],
          // For the advertising pixel's OrderPlace when the delivery address has no email.
          customerEmail: email,
        }),
      );
      expect((props.shippingMethods as { title: string }[]).map((m) => m.title)).toEqual([
        'Pathao Express',
        'Pathao Regular',
      ]);
      expect(props.cart).toEqual(expect.objectContaining({ sub_total: 1200, formatted_grand_total: '৳ 1,200' }));
    }
  });

  it(
    'shows the order number, its items, totals and delivery address on the success page after the order, and ' +
      'nothing before',
    async () => {
      const { browser } = await signedInShopper(shop);
      const none = await browser.get('/checkout/onepage/success', html);
      expect(none.statusCode).toBe(302);
      expect(none.headers.location).toBe('/checkout/cart');
      await fillCart(browser, [
        [shop.stock.saree, 1],
        [shop.stock.panjabi, 2],
      ]);
      await browser.post('/api/checkout/onepage/addresses', { billing: GULSHAN_HOME });
      await browser.post('/api/checkout/onepage/shipping-methods', { shipping_method: 'free_free' });
      await browser.post('/api/checkout/onepage/payment-methods', { payment: { method: 'cashondelivery' } });
      const placed = (await browser.post('/api/checkout/onepage/orders', {})).json().data;
      const page = await browser.get(placed.redirect_url, html);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`Your order number is #${placed.order.increment_id}`);
      expect(page.body).toContain('Pathao Regular delivery. Please keep ৳ 4,925 ready: Cash On Delivery.');
      // The order as the tables hold it: lines at the prices charged, the totals, where it goes.
      const text = page.body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
      expect(text).toContain('Jamdani Saree ৳ 2,450 1 ৳ 2,450 Cotton Panjabi ৳ 1,200 2 ৳ 2,400');
      expect(text).toContain('Subtotal ৳ 4,850 Discount ৳ 0 Shipping Charge ৳ 75 Total ৳ 4,925');
      expect(text).toContain('Delivery Address Karim Ahmed House 12, Road 5 Gulshan, Dhaka 1212 01712345678');
      const { browser: other } = await signedInShopper(shop, 'Other');
      expect((await other.get('/checkout/onepage/success', html)).statusCode).toBe(302);
    },
  );

  it("names the delivery address's thana and district in Bangla on a Bangla success page", async () => {
    const { browser } = await signedInShopper(shop);
    await orderThrough(browser, [[shop.stock.saree, 1]]);
    const page = await browser.get('/checkout/onepage/success?lang=bn', html);
    expect(page.body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')).toContain('House 12, Road 5 গুলশান, ঢাকা 1212');
  });
});
