import { SIGN_IN_REQUIRED } from '../requireCustomer';
import { Browser, formData } from '../../test/browser';
import pathaoSandbox, { PATHAO_SANDBOX_CREDENTIALS } from '../../../sandbox/pathao';
import { price } from '../../../sandbox/pathao/places';
import { startSimulator, type RunningSimulator } from '../../../sandbox/simulatorFixture';
import { fillCart, GULSHAN_HOME, signedInShopper } from '../../test/shoppers';
import { stockShelves, type Shelves } from '../../test/stock';
import { COURIER_OFF, startTestShop, TEST_DIALECTS, testShop, type TestShop } from '../../test/testShop';
import { COURIER_INACTIVE, NOT_YOUR_CART } from './index';

const priceForm = (cartId: number, fields: Record<string, string | number> = {}) =>
  formData({
    zone_name: 'Gulshan',
    zone_id: 101,
    city_name: 'Dhaka',
    city_id: 1,
    cart_id: cartId,
    delivery_type: '48',
    item_code_0: 'x',
    item_count_0: 99,
    total_items: 1,
    ...fields,
  });

describe.each(TEST_DIALECTS)('the courier calls on %s (local rate table)', (dialect) => {
  const shop = testShop(dialect, { stock: stockShelves });

  it("lists cities, a city's zones and a zone's areas, named in English for an English shopper", async () => {
    expect((await shop.app.inject({ url: '/get-cities' })).json().data[0]).toEqual({
      city_id: 1,
      city_name: 'Dhaka',
      city_label: 'Dhaka',
    });
    expect((await shop.app.inject({ url: '/api/get-zone/1' })).json().data).toContainEqual({
      zone_id: 101,
      zone_name: 'Gulshan',
      zone_label: 'Gulshan',
    });
    expect((await shop.app.inject({ url: '/api/get-area/101' })).json().data).toContainEqual({
      area_id: 10102,
      area_name: 'Gulshan 2',
      area_label: 'Gulshan 2',
    });
    expect((await shop.app.inject({ url: '/api/get-zone/abc' })).statusCode).toBe(422);
  });

  it('names them in Bangla for a Bangla shopper, beside the English names the courier reads', async () => {
    const cities = (await shop.app.inject({ url: '/get-cities?lang=bn' })).json().data;
    expect(cities.slice(0, 2)).toEqual([
      { city_id: 1, city_name: 'Dhaka', city_label: 'ঢাকা' },
      { city_id: 2, city_name: 'Chattogram', city_label: 'চট্টগ্রাম' },
    ]);
    // The language chosen once is kept in the cookie the lists' calls carry.
    const zones = (await shop.app.inject({ url: '/api/get-zone/1', cookies: { haat_lang: 'bn' } })).json().data;
    expect(zones).toContainEqual({ zone_id: 101, zone_name: 'Gulshan', zone_label: 'গুলশান' });
    expect(zones).toContainEqual({ zone_id: 103, zone_name: 'Dhanmondi', zone_label: 'ধানমন্ডি' });
    expect(zones).toContainEqual({ zone_id: 104, zone_name: 'Mirpur', zone_label: 'মিরপুর' });
    const areas = (await shop.app.inject({ url: '/api/get-area/104', cookies: { haat_lang: 'bn' } })).json().data;
    expect(areas).toContainEqual({ area_id: 10403, area_name: 'Mirpur 10', area_label: 'মিরপুর ১০' });
  });

  it("names a saved address's courier area in the shopper's language and keeps its English name", async () => {
    const { browser } = await signedInShopper(shop);
    await browser.post('/customer/account/addresses/create', GULSHAN_HOME);
    const [english] = (await browser.get('/api/customer/addresses')).json().data;
    expect(english).toEqual(expect.objectContaining({ area_id: 10102, area: 'Gulshan 2', area_label: 'Gulshan 2' }));
    const [bangla] = (await browser.get('/api/customer/addresses?lang=bn')).json().data;
    expect(bangla).toEqual(
      expect.objectContaining({ area: 'Gulshan 2', area_label: 'গুলশান ২', city: 'Gulshan', city_label: 'গুলশান' }),
    );
  });

  it("prices the shopper's own cart as read from the database, whatever item counts were sent", async () => {
    const { browser } = await signedInShopper(shop);
    const cartId = await fillCart(browser, [[shop.stock.panjabi, 1]]);
    const regular = await browser.request({
      method: 'POST',
      url: '/api/calculate-price',
      ...(await priceForm(cartId)),
    });
    expect(regular.statusCode).toBe(200);
    // One item (0.5 kg), Regular inside Dhaka: ৳ 60
    expect(regular.json()).toEqual({
      data: { price: 60, formatted_price: '৳ 60', delivery_type: '48', data: { price: 60 } },
    });
    const express = await browser.request({
      method: 'POST',
      url: '/api/calculate-price',
      ...(await priceForm(cartId, { delivery_type: '12' })),
    });
    expect(express.json().data.price).toBe(100);
    const wrongZone = await browser.request({
      method: 'POST',
      url: '/api/calculate-price',
      ...(await priceForm(cartId, { city_id: 2 })),
    });
    expect(wrongZone.statusCode).toBe(422);
    expect(wrongZone.json().message).toBe('Please choose a city and zone the courier delivers to.');
  });

  it("refuses another shopper's cart, a guest, and a form without the cart", async () => {
    const { browser: owner } = await signedInShopper(shop, 'Owner');
    const cartId = await fillCart(owner, [[shop.stock.saree, 1]]);
    const { browser: other } = await signedInShopper(shop, 'Other');
    const res = await other.request({ method: 'POST', url: '/api/calculate-price', ...(await priceForm(cartId)) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: NOT_YOUR_CART });
    const guest = await new Browser(shop.app).request({
      method: 'POST',
      url: '/api/calculate-price',
      ...(await priceForm(cartId)),
    });
    expect(guest.json()).toEqual({ message: SIGN_IN_REQUIRED, redirect_url: '/customer/login' });
    const { cart_id: _omitted, ...withoutCart } = { zone_id: 101, city_id: 1, cart_id: 0, delivery_type: '48' };
    const missing = await other.request({
      method: 'POST',
      url: '/api/calculate-price',
      ...(await formData(withoutCart)),
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ cart_id: ['The cart_id field is required'] });
  });
});

describe.each(TEST_DIALECTS)("the shop on Pathao's merchant API (its simulator) on %s", (dialect) => {
  let shop: TestShop<Shelves>;
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await startSimulator(pathaoSandbox);
    shop = await startTestShop(dialect, {
      stock: stockShelves,
      config: {
        courier: { driver: 'pathao', active: true, pathao: { baseUrl: sim.url, ...PATHAO_SANDBOX_CREDENTIALS } },
      },
    });
  });
  afterAll(async () => {
    await shop.close();
    await sim.close();
  });

  it("lists Pathao's places and charges Pathao's price for the order", async () => {
    expect((await shop.app.inject({ url: '/get-cities' })).json().data).toEqual([
      { city_id: 1, city_name: 'Dhaka', city_label: 'Dhaka' },
      { city_id: 2, city_name: 'Chittagong', city_label: 'Chittagong' },
    ]);
    // In Bangla, Pathao's English names are looked up in the shop's table; one it does not know is shown as Pathao
    // gives it.
    expect((await shop.app.inject({ url: '/get-cities?lang=bn' })).json().data[1]).toEqual({
      city_id: 2,
      city_name: 'Chittagong',
      city_label: 'চট্টগ্রাম',
    });
    expect((await shop.app.inject({ url: '/api/get-zone/1?lang=bn' })).json().data).toEqual([
      { zone_id: 52, zone_name: 'Banani', zone_label: 'বনানী' },
      { zone_id: 298, zone_name: 'Uttara Sector 4', zone_label: 'উত্তরা সেক্টর ৪' },
    ]);
    expect((await shop.app.inject({ url: '/api/get-area/52?lang=bn' })).json().data[0]).toEqual(
      expect.objectContaining({ area_id: 3069, area_name: 'Road 11', area_label: 'Road 11' }),
    );
    const { browser } = await signedInShopper(shop);
    const cartId = await fillCart(browser, [[shop.stock.saree, 3]]);
    const address = (
      await browser.post('/customer/account/addresses/create', {
        ...GULSHAN_HOME,
        city_id: 1,
        zone_id: 52,
        area_id: 3069,
        area: 'Road 11',
      })
    ).json().data;
    expect(address).toEqual(expect.objectContaining({ city_id: 1, zone_id: 52, area_id: 3069, area: 'Road 11' }));
    await browser.post('/api/checkout/onepage/addresses', { address_id: address.id });
    const methods = (
      await browser.post('/api/checkout/onepage/shipping-methods', { shipping_method: 'flatrate_flatrate' })
    ).json();
    const expected = price(1, 12, 1.5); // three items, 1.5 kg
    expect(methods.selected_shipping_method.price).toBe(expected);
    const quoted = await browser.request({
      method: 'POST',
      url: '/api/calculate-price',
      ...(await priceForm(cartId, { zone_id: 52, delivery_type: '12' })),
    });
    expect(quoted.json().data.price).toBe(expected);
    await browser.post('/api/checkout/onepage/payment-methods', { payment: { method: 'cashondelivery' } });
    const placed = (await browser.post('/api/checkout/onepage/orders', {})).json().data.order;
    const order = await shop.database.db
      .selectFrom('orders')
      .select(['shipping_amount', 'sub_total', 'grand_total'])
      .where('id', '=', placed.id)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({
      shipping_amount: expected * 100,
      sub_total: 3 * 245000,
      grand_total: 3 * 245000 + expected * 100,
    });
    // The quote the shopper saw was kept: one price-plan call for Express to this zone and weight.
    expect(sim.calls.filter((c) => c.url.endsWith('/price-plan')).length).toBe(1);
  });
});

describe('the delivery price without an Active courier', () => {
  it('is refused', async () => {
    const shop = await startTestShop('sqlite', { stock: stockShelves, config: { courier: COURIER_OFF } });
    const { browser } = await signedInShopper(shop);
    const cartId = await fillCart(browser, [[shop.stock.saree, 1]]);
    const res = await browser.request({ method: 'POST', url: '/api/calculate-price', ...(await priceForm(cartId)) });
    expect(res.json()).toEqual({ message: COURIER_INACTIVE });
    await shop.close();
  });
});
