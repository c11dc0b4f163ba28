import { SIGN_IN_REQUIRED } from '../requireCustomer';
import { LANGUAGE_COOKIE } from '../../plugins/i18n';
import { XSRF_MESSAGE } from '../../plugins/xsrf';
import { Browser } from '../../test/browser';
import { signedInShopper } from '../../test/shoppers';
import { TEST_DIALECTS, testShop } from '../../test/testShop';
import { ADDRESS_INVALID, ADDRESS_SAVED } from './index';

export const HOME = {
  company_name: '',
  first_name: 'Karim',
  last_name: 'Ahmed',
  address: ['House 12, Road 5'],
  vat_id: '',
  email: 'karim@example.com',
  country: 'BD',
  state: 'Dhaka',
  city: 'Gulshan',
  postcode: '1212',
  phone: '01712345678',
  default_address: false,
};

describe.each(TEST_DIALECTS)('districts, thanas and saved addresses on %s', (dialect) => {
  const shop = testShop(dialect);

  it("lists all 64 districts by name with stable ids, and a district's upazilas and thanas", async () => {
    const districts = (await shop.app.inject({ url: '/districts/all' })).json().data;
    expect(districts).toHaveLength(64);
    expect(districts[0]).toEqual({ id: 1, district_id: 1, district_name: 'Bagerhat', district_label: 'Bagerhat' });
    const dhaka = districts.find((d: { district_name: string }) => d.district_name === 'Dhaka');
    const thanas = (await shop.app.inject({ url: `/thanas/all/${dhaka.id}` })).json().data;
    const names = thanas.map((t: { thana_name: string }) => t.thana_name);
    expect(names).toEqual(expect.arrayContaining(['Savar', 'Keraniganj', 'Gulshan', 'Mirpur', 'Dhanmondi']));
    expect(thanas).toHaveLength(5 + 15);
    expect(thanas[0]).toEqual({ id: dhaka.id * 100 + 1, thana_name: 'Cantonment', thana_label: 'Cantonment' });
    const tangail = districts.find((d: { district_name: string }) => d.district_name === 'Tangail');
    expect(
      (await shop.app.inject({ url: `/thanas/all/${tangail.id}` }))
        .json()
        .data.map((t: { thana_name: string }) => t.thana_name),
    ).toContain('Madhupur');
    expect((await shop.app.inject({ url: '/thanas/all/65' })).statusCode).toBe(404);
  });

  it(
    'names the districts and thanas in Bangla for a Bangla shopper, keeping the English names an address ' + 'stores',
    async () => {
      const districts = (await shop.app.inject({ url: '/districts/all?lang=bn' })).json().data;
      expect(districts).toContainEqual({ id: 14, district_id: 14, district_name: 'Dhaka', district_label: 'ঢাকা' });
      expect(districts).toContainEqual(
        expect.objectContaining({ district_name: 'Chattogram', district_label: 'চট্টগ্রাম' }),
      );
      // The language chosen once is kept in the cookie the lists' calls carry.
      const thanas = (await shop.app.inject({ url: '/thanas/all/14', cookies: { haat_lang: 'bn' } })).json().data;
      expect(thanas).toContainEqual({ id: 1406, thana_name: 'Gulshan', thana_label: 'গুলশান' });
      expect(thanas).toContainEqual(expect.objectContaining({ thana_name: 'Dhanmondi', thana_label: 'ধানমন্ডি' }));
      expect(thanas).toContainEqual(expect.objectContaining({ thana_name: 'Savar', thana_label: 'সাভার' }));
    },
  );

  it('names the country, currency and locale', async () => {
    expect((await shop.app.inject({ url: '/api/core/countries' })).json()).toEqual({
      data: [{ id: 1, code: 'BD', name: 'Bangladesh' }],
    });
    expect((await shop.app.inject({ url: '/currencies/all' })).json().data).toEqual([
      { code: 'BDT', symbol: '৳', name: 'Bangladeshi Taka' },
    ]);
    expect((await shop.app.inject({ url: '/locales/all' })).json().data[0]).toEqual({ code: 'en', name: 'English' });
  });

  it('saves an address with BD as its country whatever was sent, and lists it', async () => {
    const { browser } = await signedInShopper(shop);
    const res = await browser.post('/customer/account/addresses/create', {
      ...HOME,
      country: 'IN',
      state: 'dhaka',
      city: ' gulshan ',
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved.message).toBe(ADDRESS_SAVED);
    expect(saved.data).toEqual({
      id: expect.any(Number),
      company_name: null,
      first_name: 'Karim',
      last_name: 'Ahmed',
      email: 'karim@example.com',
      phone: '01712345678',
      address: ['House 12, Road 5'],
      country: 'BD',
      state: 'Dhaka',
      city: 'Gulshan',
      area: null,
      postcode: '1212',
      post_code: '1212',
      city_id: null,
      zone_id: null,
      area_id: null,
      vat_id: null,
      default_address: '1', // the first address becomes the default
      state_label: 'Dhaka',
      city_label: 'Gulshan',
      area_label: null,
    });
    const second = (
      await browser.post('/customer/account/addresses/create', {
        ...HOME,
        address: 'Flat 3B, Lake Road',
        default_address: true,
      })
    ).json().data;
    expect(second.address).toEqual(['Flat 3B, Lake Road']);
    const list = (await browser.get('/api/customer/addresses')).json().data;
    expect(list.map((a: { id: number; default_address: string }) => [a.id, a.default_address])).toEqual([
      [second.id, '1'],
      [saved.data.id, '0'],
    ]);
  });

  it('keeps the company and VAT number and answers them, in the list too', async () => {
    const { browser } = await signedInShopper(shop);
    const res = await browser.post('/customer/account/addresses/create', {
      ...HOME,
      company_name: ' Aarong ',
      vat_id: '000123456-0101',
    });
    expect(res.json().data).toEqual(expect.objectContaining({ company_name: 'Aarong', vat_id: '000123456-0101' }));
    const [listed] = (await browser.get('/api/customer/addresses')).json().data;
    expect(listed).toEqual(
      expect.objectContaining({ id: res.json().data.id, company_name: 'Aarong', vat_id: '000123456-0101' }),
    );
  });

  it("keeps the courier city, zone and area when they belong together, with the courier's area name", async () => {
    const { browser } = await signedInShopper(shop);
    const res = await browser.post('/customer/account/addresses/create', {
      ...HOME,
      city_id: 1,
      zone_id: 101,
      area_id: 10102,
      area: 'typed',
    });
    expect(res.json().data).toEqual(
      expect.objectContaining({ city_id: 1, zone_id: 101, area_id: 10102, area: 'Gulshan 2' }),
    );
    const wrong = await browser.post('/customer/account/addresses/create', { ...HOME, city_id: 2, zone_id: 101 });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ zone_id: ['The zone field is not a valid value'] });
  });

  it("completes a saved address with the courier's city, zone and area, for its customer only", async () => {
    const { browser } = await signedInShopper(shop);
    const home = (await browser.post('/customer/account/addresses/create', HOME)).json().data;
    const place = (body: object, as = browser) => as.post(`/customer/account/addresses/${home.id}/courier-place`, body);

    const missing = await place({ city_id: 1 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      zone_id: ['The zone field is required'],
      area_id: ['The area field is required'],
    });
    expect((await place({ city_id: 2, zone_id: 101, area_id: 10102 })).json().errors).toEqual({
      zone_id: ['The zone field is not a valid value'],
    });
    const { browser: other } = await signedInShopper(shop, 'Other');
    expect((await place({ city_id: 1, zone_id: 101, area_id: 10102 }, other)).statusCode).toBe(404);
    expect((await browser.get('/api/customer/addresses')).json().data[0]).toEqual(
      expect.objectContaining({ city_id: null, zone_id: null, area_id: null }),
    );

    const done = await place({ city_id: '1', zone_id: 101, area_id: 10102 });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      message: ADDRESS_SAVED,
      data: { ...home, city_id: 1, zone_id: 101, area_id: 10102, area: 'Gulshan 2', area_label: 'Gulshan 2' },
    });
    expect((await browser.get('/api/customer/addresses')).json().data).toEqual([done.json().data]);
    expect(
      (await new Browser(shop.app).post(`/customer/account/addresses/${home.id}/courier-place`, { city_id: 1 }))
        .statusCode,
    ).toBe(401);
  });

  it('answers bad fields as a field map and saves nothing', async () => {
    const { browser, customerId } = await signedInShopper(shop);
    const res = await browser.post('/customer/account/addresses/create', {
      ...HOME,
      first_name: '',
      phone: '0171234',
      postcode: '12',
      state: 'Atlantis',
      address: [],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: ADDRESS_INVALID,
      errors: {
        first_name: ['The first name field is required'],
        phone: ['Enter a mobile number like 01712345678.'],
        postcode: ['The zip field must be numeric and exactly contain 4 digits'],
        address: ['The street field is required'],
      },
    });
    const badPlace = await browser.post('/customer/account/addresses/create', { ...HOME, state: 'Atlantis' });
    expect(badPlace.json().errors).toEqual({ state: ['The district field is not a valid value'] });
    const wrongThana = await browser.post('/customer/account/addresses/create', {
      ...HOME,
      state: 'Tangail',
      city: 'Gulshan',
    });
    expect(wrongThana.json().errors).toEqual({ city: ['The thana field is not a valid value'] });
    expect(
      await shop.database.db.selectFrom('addresses').select('id').where('customer_id', '=', customerId).execute(),
    ).toEqual([]);
  });

  it('asks for a mobile number the courier can call in its own words, in English and Bangla', async () => {
    const { browser, customerId } = await signedInShopper(shop);
    const create = async (phone: string) => {
      const res = await browser.post('/customer/account/addresses/create', { ...HOME, phone });
      expect(res.statusCode).toBe(422);
      return res.json().errors;
    };
    // A phone number, but not a mobile one.
    expect(await create('12345')).toEqual({ phone: ['Enter a mobile number like 01712345678.'] });
    // Not a phone number at all: the phone rule's own message.
    expect(await create('017-CALL-ME')).toEqual({ phone: ['This phone must be a valid phone number.'] });
    browser.cookies.set(LANGUAGE_COOKIE, 'bn');
    expect(await create('12345')).toEqual({ phone: ['01712345678-এর মতো একটি মোবাইল নম্বর দিন।'] });
    expect(await create('017-CALL-ME')).toEqual({ phone: ['অনুগ্রহ করে সঠিক ফোন নম্বর দিন।'] });
    expect(
      await shop.database.db.selectFrom('addresses').select('id').where('customer_id', '=', customerId).execute(),
    ).toEqual([]);
  });

  it('keeps addresses to their customer, for customers only, and refuses a call without the XSRF header', async () => {
    const guest = new Browser(shop.app);
    expect((await guest.get('/api/customer/addresses')).json()).toEqual({
      message: SIGN_IN_REQUIRED,
      redirect_url: '/customer/login',
    });
    expect((await guest.post('/customer/account/addresses/create', HOME)).statusCode).toBe(401);
    const { browser: other } = await signedInShopper(shop, 'Other');
    expect((await other.get('/api/customer/addresses')).json()).toEqual({ data: [] });
    const forged = await other.post('/customer/account/addresses/create', HOME, { xsrf: false });
    expect(forged.json()).toEqual({ message: XSRF_MESSAGE });
    expect((await other.get('/api/customer/addresses')).json()).toEqual({ data: [] });
  });
});
