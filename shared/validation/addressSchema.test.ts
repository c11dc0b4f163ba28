import { checkForm } from './fieldErrors';
import { addressSchema, courierAddressSchema, makeAddressSchema } from './addressSchema';

const home = {
  first_name: 'Karim',
  last_name: 'Uddin',
  address: ['House 12, Road 5'],
  state: 'Dhaka',
  city: 'Mirpur',
  postcode: '1216',
  phone: '01812345678',
};

describe('addressSchema', () => {
  it('accepts an address without email, country fixed to BD', async () => {
    expect(await checkForm(addressSchema, home)).toEqual({
      ok: true,
      value: { ...home, country: 'BD', city_id: null, zone_id: null, area_id: null, default_address: false },
    });
  });

  it('takes the street typed as one line and sends it as address: [line]', async () => {
    expect(await checkForm(addressSchema, { ...home, address: ' House 12 ' })).toMatchObject({
      ok: true,
      value: { address: ['House 12'] },
    });
  });

  it('names each missing field in the shop words', async () => {
    expect(await checkForm(addressSchema, { address: [''] })).toEqual({
      ok: false,
      errors: {
        first_name: ['The first name field is required'],
        last_name: ['The last name field is required'],
        address: ['The street field is required'],
        state: ['The district field is required'],
        city: ['The thana field is required'],
        postcode: ['The zip field is required'],
        phone: ['The phone field is required'],
      },
    });
  });

  it('checks an email that is given, the zip and the phone', async () => {
    expect(await checkForm(addressSchema, { ...home, email: 'karim@', postcode: '12', phone: '12345' })).toEqual({
      ok: false,
      errors: {
        email: ['The email field must be a valid email'],
        postcode: ['The zip field must be numeric and exactly contain 4 digits'],
        phone: ['Enter a mobile number like 01712345678.'],
      },
    });
  });

  it('refuses another country', async () => {
    expect(await checkForm(addressSchema, { ...home, country: 'IN' })).toEqual({
      ok: false,
      errors: { country: ['The country field is not a valid value'] },
    });
  });

  it('wants the courier city, zone and area when the courier is active', async () => {
    expect(await checkForm(courierAddressSchema, home)).toEqual({
      ok: false,
      errors: {
        city_id: ['The city field is required'],
        zone_id: ['The zone field is required'],
        area_id: ['The area field is required'],
        area: ['The area field is required'],
      },
    });
    expect(
      await checkForm(courierAddressSchema, {
        ...home,
        city_id: '1',
        zone_id: '12',
        area_id: '301',
        area: 'Mirpur 10',
      }),
    ).toMatchObject({
      ok: true,
      value: { city_id: 1, zone_id: 12, area_id: 301, area: 'Mirpur 10' },
    });
  });

  it('can require the email (the account page)', async () => {
    expect(await checkForm(makeAddressSchema({ requireEmail: true }), home)).toEqual({
      ok: false,
      errors: { email: ['The email field is required'] },
    });
  });
});
