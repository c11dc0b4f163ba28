import { SIGN_IN_REQUIRED } from '../requireCustomer';
import { NO_COURIER_PLACE } from '../../checkout/shipping';
import { Browser } from '../../test/browser';
import { fillCart, GULSHAN_HOME, signedInShopper } from '../../test/shoppers';
import { stockShelves } from '../../test/stock';
import { COURIER_OFF, TEST_DIALECTS, testShop } from '../../test/testShop';
import { CHECKOUT_MESSAGES } from './index';

const COD = { method: 'cashondelivery', method_title: 'Cash On Delivery', description: expect.any(String), sort: 1 };

describe.each(TEST_DIALECTS)('the checkout steps on %s', (dialect) => {
  const shop = testShop(dialect, { stock: stockShelves });

  async function shopperWithCart() {
    const shopper = await signedInShopper(shop);
    const cartId = await fillCart(shopper.browser, [[shop.stock.panjabi, 2]]);
    return { ...shopper, cartId };
  }

  it('answers 403 with where to go when the checkout cannot continue', async () => {
    const guest = new Browser(shop.app);
    expect(
      (await guest.post('/api/checkout/onepage/shipping-methods', { shipping_method: 'free_free' })).json(),
    ).toEqual({ message: SIGN_IN_REQUIRED, redirect_url: '/customer/login' });
    const { browser } = await signedInShopper(shop);
    const noCart = await browser.post('/api/checkout/onepage/shipping-methods', { shipping_method: 'free_free' });
    expect(noCart.statusCode).toBe(403);
    expect(noCart.json()).toEqual({ message: 'Your cart is empty.', redirect_url: '/checkout/cart' });
    const { browser: withCart } = await shopperWithCart();
    const noAddress = await withCart.post('/api/checkout/onepage/shipping-methods', { shipping_method: 'free_free' });
    expect(noAddress.statusCode).toBe(403);
    expect(noAddress.json()).toEqual({ message: CHECKOUT_MESSAGES.noAddress, redirect_url: '/checkout/onepage/' });
  });

  it("saves a saved address of the shopper, and refuses another customer's", async () => {
    const { browser: other } = await signedInShopper(shop, 'Other');
    const theirs = (await other.post('/customer/account/addresses/create', GULSHAN_HOME)).json().data;
    const { browser } = await shopperWithCart();
    const refused = await browser.post('/api/checkout/onepage/addresses', {
      address_id: theirs.id,
      billing: theirs,
      shipping: theirs,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: CHECKOUT_MESSAGES.notYourAddress,
      errors: { address_id: [CHECKOUT_MESSAGES.notYourAddress] },
    });
    expect(
      (await browser.post('/api/checkout/onepage/shipping-methods', { shipping_method: 'free_free' })).statusCode,
    ).toBe(403);

    const mine = (await browser.post('/customer/account/addresses/create', GULSHAN_HOME)).json().data;
    // The copy sent along is not what is saved: the address's own fields are.
    const saved = await browser.post('/api/checkout/onepage/addresses', {
      address_id: mine.id,
      billing: { ...mine, zone_id: 102 },
      shipping: mine,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(expect.objectContaining({ message: 'Address saved successfully!', redirect: false }));
    expect(saved.json().data.shipping).toEqual(
      expect.objectContaining({ zone_id: 101, area: 'Gulshan 2', state: 'Dhaka', city: 'Gulshan' }),
    );
  });

  it('checks a new address typed at checkout, with the courier place while the courier is Active', async () => {
    const { browser } = await shopperWithCart();
    const { city_id: _c, zone_id: _z, area_id: _a, area: _n, ...withoutPlace } = GULSHAN_HOME;
    const res = await browser.post('/api/checkout/onepage/addresses', {
      billing: { ...withoutPlace, phone: '123' },
      shipping: { use_for_shipping: true },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(
      expect.objectContaining({
        phone: ['Enter a mobile number like 01712345678.'],
        city_id: ['The city field is required'],
        zone_id: ['The zone field is required'],
      }),
    );
    const ok = await browser.post('/api/checkout/onepage/addresses', {
      billing: GULSHAN_HOME,
      shipping: { use_for_shipping: true },
    });
    expect(ok.json().data.shipping).toEqual(
      expect.objectContaining({ city_id: 1, zone_id: 101, area_id: 10102, country: 'BD' }),
    );
    // A different shipping address is checked on its own, its fields named shipping.*
    const apart = await browser.post('/api/checkout/onepage/addresses', {
      billing: withoutPlace,
      shipping: { ...GULSHAN_HOME, postcode: '12' },
    });
    expect(apart.json().errors).toEqual({
      'shipping.postcode': ['The zip field must be numeric and exactly contain 4 digits'],
    });
    const same = await browser.post('/api/checkout/onepage/addresses', {
      billing: GULSHAN_HOME,
      shipping: GULSHAN_HOME,
    });
    expect(same.statusCode).toBe(200);
  });

  it('refuses a saved address without a courier place while the courier is Active', async () => {
    const { browser } = await shopperWithCart();
    const { city_id: _c, zone_id: _z, area_id: _a, area: _n, ...withoutPlace } = GULSHAN_HOME;
    const plain = (await browser.post('/customer/account/addresses/create', withoutPlace)).json().data;
    const res = await browser.post('/api/checkout/onepage/addresses', { address_id: plain.id });
    expect(res.json()).toEqual({ message: NO_COURIER_PLACE });
  });

  it('names the methods Pathao Express and Pathao Regular, prices the chosen one, offers cash first', async () => {
    const { browser } = await shopperWithCart();
    const mine = (await browser.post('/customer/account/addresses/create', GULSHAN_HOME)).json().data;
    await browser.post('/api/checkout/onepage/addresses', { address_id: mine.id });
    const res = await browser.post('/api/checkout/onepage/shipping-methods', {
      shipping_method: 'flatrate_flatrate',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Then the gateways this shop has (a test shop's configuration names the bundled simulators).
    expect(body.payment_methods[0]).toEqual(COD);
    expect(body.payment_methods.map((m: { method: string }) => m.method)).toEqual([
      'cashondelivery',
      'bkash',
      'sslcommerz',
    ]);
    expect(body.shipping_methods.map((m: { code: string; title: string }) => [m.code, m.title])).toEqual([
      ['flatrate_flatrate', 'Pathao Express'],
      ['free_free', 'Pathao Regular'],
    ]);
    // Two items weigh 1 kg: Express inside Dhaka is ৳ 100.
    expect(body.selected_shipping_method).toEqual(
      expect.objectContaining({ code: 'flatrate_flatrate', price: 100, formatted_price: '৳ 100' }),
    );
    expect(body.cart).toEqual(expect.objectContaining({ sub_total: 2400, shipping_amount: 100, grand_total: 2500 }));
    expect((await browser.get('/api/checkout/cart')).json().data).toEqual(
      expect.objectContaining({ shipping_amount: 100, formatted_shipping_amount: '৳ 100' }),
    );

    expect(
      (await browser.post('/api/checkout/onepage/shipping-methods', { shipping_method: 'pickup' })).statusCode,
    ).toBe(422);
    const card = await browser.post('/api/checkout/onepage/payment-methods', { payment: { method: 'stripe' } });
    expect(card.json()).toEqual({
      message: CHECKOUT_MESSAGES.notOffered,
      errors: { 'payment.method': [CHECKOUT_MESSAGES.notOffered] },
    });
    const cod = await browser.post('/api/checkout/onepage/payment-methods', {
      payment: { method: 'cashondelivery', method_title: 'Cash On Delivery', description: '', sort: 1 },
    });
    expect(cod.json()).toEqual({ message: CHECKOUT_MESSAGES.paymentSaved, data: { payment_method: COD } });
  });

  it('asks for a shipping method before the payment method', async () => {
    const { browser } = await shopperWithCart();
    await browser.post('/api/checkout/onepage/addresses', { billing: GULSHAN_HOME });
    const res = await browser.post('/api/checkout/onepage/payment-methods', { payment: { method: 'cashondelivery' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: CHECKOUT_MESSAGES.noShipping });
  });
});

describe.each(TEST_DIALECTS)('the checkout without an Active courier on %s', (dialect) => {
  const shop = testShop(dialect, { stock: stockShelves, config: { courier: COURIER_OFF } });

  it('names the methods Express and Regular: Express a flat ৳ 120, Regular free, no courier place needed', async () => {
    const { browser } = await signedInShopper(shop);
    await fillCart(browser, [[shop.stock.saree, 1]]);
    const { city_id: _c, zone_id: _z, area_id: _a, area: _n, ...withoutPlace } = GULSHAN_HOME;
    expect((await browser.post('/api/checkout/onepage/addresses', { billing: withoutPlace })).statusCode).toBe(200);
    const express = (
      await browser.post('/api/checkout/onepage/shipping-methods', { shipping_method: 'flatrate_flatrate' })
    ).json();
    expect(express.shipping_methods.map((m: { title: string }) => m.title)).toEqual(['Express', 'Regular']);
    expect(express.cart).toEqual(expect.objectContaining({ shipping_amount: 120, grand_total: 2570 }));
    const regular = (
      await browser.post('/api/checkout/onepage/shipping-methods', { shipping_method: 'free_free' })
    ).json();
    expect(regular.cart).toEqual(expect.objectContaining({ shipping_amount: 0, grand_total: 2450 }));
  });
});
