import { signedInShopper } from '../../test/shoppers';
import { TEST_DIALECTS, testShop } from '../../test/testShop';

const HOME = {
  first_name: 'Nusrat',
  last_name: 'Jahan',
  address: ['Flat 4A, 27 Lake Circus'],
  email: 'nusrat@example.com',
  country: 'BD',
  state: 'Dhaka',
  city: 'Dhanmondi',
  postcode: '1209',
  phone: '01822333444',
};

describe.each(TEST_DIALECTS)("the account's Add New Address on %s", (dialect) => {
  const shop = testShop(dialect);

  it('saves an address whose courier city, zone and area were left empty, as the form sends them (null)', async () => {
    const { browser } = await signedInShopper(shop);
    const res = await browser.post('/customer/account/addresses/create', {
      ...HOME,
      city_id: null,
      zone_id: null,
      area_id: null,
      area: '',
      default_address: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(
      expect.objectContaining({ city_id: null, zone_id: null, area_id: null, area: null, default_address: '1' }),
    );
    // An empty select's text reads as no choice too.
    expect(
      (await browser.post('/customer/account/addresses/create', { ...HOME, city_id: '', zone_id: '', area_id: '' }))
        .statusCode,
    ).toBe(200);
  });

  it('still refuses a zone that is not of the chosen city', async () => {
    const { browser } = await signedInShopper(shop);
    const res = await browser.post('/customer/account/addresses/create', {
      ...HOME,
      city_id: 2,
      zone_id: 101,
      area_id: null,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ zone_id: ['The zone field is not a valid value'] });
  });
});
