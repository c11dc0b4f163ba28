import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetPlaces } from '../../shared/api/places';
import { api } from '../../shared/api/client';
import { addCarriedFlashes } from '../../shared/store/carriedFlash';
import { selectFlashMessages } from '../../shared/store/flashSlice';
import { makeStore } from '../../shared/store/store';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { navigate } from '../../shared/ui/navigate';
import { AddressNewPage } from './AddressNewPage';

jest.mock('../../shared/api/client');
jest.mock('../../shared/ui/navigate');
const get = api.get as jest.Mock;
const post = api.post as jest.Mock;

const PLACES: Record<string, unknown> = {
  '/districts/all': { data: [{ id: 14, district_id: 14, district_name: 'Dhaka', district_label: 'Dhaka' }] },
  '/thanas/all/14': {
    data: [
      { id: 1401, thana_name: 'Cantonment', thana_label: 'Cantonment' },
      { id: 1402, thana_name: 'Mirpur', thana_label: 'Mirpur' },
    ],
  },
  '/get-cities': { data: [{ city_id: 1, city_name: 'Dhaka', city_label: 'Dhaka' }] },
};

function failure(status: number, data: unknown) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data },
  });
}

async function renderForm(courierActive = false) {
  const view = renderWithProviders(<AddressNewPage courierActive={courierActive} />);
  // The form is a lazy chunk: its first load compiles formik and yup, slow on a busy machine.
  await screen.findByRole('textbox', { name: 'First Name' }, { timeout: 5000 });
  return {
    ...view,
    flashes: () => selectFlashMessages(view.store.getState()).map(({ text, type }) => ({ text, type })),
  };
}

async function fillHome() {
  await userEvent.type(screen.getByRole('textbox', { name: 'First Name' }), 'Rahima');
  await userEvent.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Akter');
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'rahima@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: 'Street Address' }), 'House 7, Road 2');
  const district = screen.getByRole('combobox', { name: 'District' });
  await userEvent.selectOptions(district, await within(district).findByRole('option', { name: 'Dhaka' }));
  const thana = screen.getByRole('combobox', { name: 'Thana' });
  await userEvent.selectOptions(thana, await within(thana).findByRole('option', { name: 'Mirpur' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Zip / Postcode' }), '1216');
  await userEvent.type(screen.getByRole('textbox', { name: 'Telephone' }), '01712345678');
}

/** The flashes the next page of this tab shows: its store takes what this page left, as the page store does. */
function nextPageFlashes() {
  const next = makeStore();
  addCarriedFlashes(next, document);
  return selectFlashMessages(next.getState()).map(({ text, type }) => ({ text, type }));
}

beforeEach(() => {
  jest.resetAllMocks();
  sessionStorage.clear();
  forgetPlaces();
  get.mockImplementation(async (url: string) => {
    if (url in PLACES) return { data: PLACES[url] };
    throw new Error(`unexpected GET ${url}`);
  });
});

describe('Add New Address in the account', () => {
  it('marks and requires names, street, district, thana, zip, email and phone; the country is Bangladesh', async () => {
    await renderForm();
    expect(screen.getByRole('textbox', { name: 'Country' })).toHaveValue('Bangladesh');
    expect(screen.getByRole('textbox', { name: 'Country' })).toHaveAttribute('readonly');
    for (const name of ['First Name', 'Last Name', 'Email', 'Street Address', 'Zip / Postcode', 'Telephone']) {
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('aria-required', 'true');
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    for (const text of [
      'The first name field is required',
      'The last name field is required',
      'The email field is required',
      'The street field is required',
      'The district field is required',
      'The thana field is required',
      'The zip field is required',
      'The phone field is required',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(post).not.toHaveBeenCalled();
  });

  it('requires the courier city, zone and area while the courier is active, as checkout does', async () => {
    await renderForm(true);
    for (const name of ['City', 'Zone', 'Area']) {
      expect(screen.getByRole('combobox', { name })).toHaveAttribute('aria-required', 'true');
    }
    await fillHome();
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('The city field is required')).toBeInTheDocument();
    expect(screen.getByText('The zone field is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the company and VAT number a shopper types, both optional', async () => {
    post.mockResolvedValue({ data: { message: 'Address Saved Successfully', data: { id: 9 } } });
    await renderForm();
    await fillHome();
    await userEvent.type(screen.getByRole('textbox', { name: 'Company (optional)' }), 'Aarong');
    await userEvent.type(screen.getByRole('textbox', { name: 'VAT Number (optional)' }), '000123456-0101');
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/customer/account/addresses/create',
        expect.objectContaining({ company_name: 'Aarong', vat_id: '000123456-0101', first_name: 'Rahima' }),
      ),
    );
  });

  it("saves, then goes to the address list, which shows 'Address Saved Successfully'", async () => {
    post.mockResolvedValue({ data: { message: 'Address Saved Successfully', data: { id: 9 } } });
    const { flashes } = await renderForm();
    await fillHome();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Use as my default address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));

    await waitFor(() => expect(flashes()).toEqual([{ text: 'Address Saved Successfully', type: 'success' }]));
    expect(post).toHaveBeenCalledWith('/customer/account/addresses/create', {
      company_name: '',
      vat_id: '',
      first_name: 'Rahima',
      last_name: 'Akter',
      email: 'rahima@example.com',
      address: ['House 7, Road 2'],
      state: 'Dhaka',
      city: 'Mirpur',
      postcode: '1216',
      phone: '01712345678',
      country: 'BD',
      city_id: null,
      zone_id: null,
      area_id: null,
      area: '',
      default_address: true,
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/customer/account/addresses'));
    // The address list, the next page of this tab, starts with the message.
    expect(nextPageFlashes()).toEqual([{ text: 'Address Saved Successfully', type: 'success' }]);
  });

  it("flashes each field the server refused as '{field}: {first message}'", async () => {
    post.mockRejectedValue(
      failure(422, {
        message: 'Please correct the highlighted fields.',
        errors: {
          email: ['The email field must be a valid email'],
          postcode: ['The zip field must be numeric and exactly contain 4 digits', 'x'],
        },
      }),
    );
    const { flashes } = await renderForm();
    await fillHome();
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() =>
      expect(flashes()).toEqual([
        { text: 'email: The email field must be a valid email', type: 'error' },
        { text: 'postcode: The zip field must be numeric and exactly contain 4 digits', type: 'error' },
      ]),
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it("says 'Error saving address. Please try again later.' on any other failure", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    post.mockRejectedValue(failure(500, { message: 'Something went wrong. Please try again.' }));
    const { flashes } = await renderForm();
    await fillHome();
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() =>
      expect(flashes()).toEqual([{ text: 'Error saving address. Please try again later.', type: 'error' }]),
    );
    expect(screen.getByRole('button', { name: 'Save Address' })).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();
  });
});

/** What the places' calls answer a Bangla shopper: each name beside the English one an address stores. */
const BANGLA_PLACES: Record<string, unknown> = {
  ...PLACES,
  '/districts/all': { data: [{ id: 14, district_id: 14, district_name: 'Dhaka', district_label: 'ঢাকা' }] },
  '/thanas/all/14': {
    data: [
      { id: 1401, thana_name: 'Cantonment', thana_label: 'ক্যান্টনমেন্ট' },
      { id: 1402, thana_name: 'Mirpur', thana_label: 'মিরপুর' },
    ],
  },
  '/get-cities': {
    data: [
      { city_id: 1, city_name: 'Dhaka', city_label: 'ঢাকা' },
      { city_id: 2, city_name: 'Chattogram', city_label: 'চট্টগ্রাম' },
    ],
  },
  '/api/get-zone/1': {
    data: [
      { zone_id: 101, zone_name: 'Gulshan', zone_label: 'গুলশান' },
      { zone_id: 102, zone_name: 'Banani', zone_label: 'বনানী' },
    ],
  },
  '/api/get-area/101': {
    data: [
      { area_id: 10101, area_name: 'Gulshan 1', area_label: 'গুলশান ১' },
      { area_id: 10102, area_name: 'Gulshan 2', area_label: 'গুলশান ২' },
    ],
  },
};

describe('Add New Address in Bangla', () => {
  it(
    'labels the fields, the districts, thanas and courier places in Bangla, saves their English names and ids and ' +
      'says the address was saved in Bangla',
    async () => {
      get.mockImplementation(async (url: string) => ({ data: BANGLA_PLACES[url] }));
      const view = renderWithProviders(<AddressNewPage courierActive />, { shop: { locale: 'bn-BD' } });
      await screen.findByRole('textbox', { name: 'নামের প্রথম অংশ' }, { timeout: 5000 });
      expect(screen.getByText('* চিহ্নিত ঘরগুলো পূরণ করা আবশ্যক।')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'আমার ঠিকানাগুলোতে ফিরে যান' })).toHaveAttribute(
        'href',
        '/customer/account/addresses',
      );
      expect(screen.getByRole('textbox', { name: 'দেশ' })).toHaveValue('বাংলাদেশ');
      expect(screen.getByRole('group', { name: 'কুরিয়ারের ডেলিভারি এলাকা (পাঠাও)' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'শহর' })).toHaveTextContent('শহর বেছে নিন');

      await userEvent.type(screen.getByRole('textbox', { name: 'নামের প্রথম অংশ' }), 'Rahima');
      await userEvent.type(screen.getByRole('textbox', { name: 'নামের শেষ অংশ' }), 'Akter');
      await userEvent.type(screen.getByRole('textbox', { name: 'ইমেইল' }), 'rahima@example.com');
      await userEvent.type(screen.getByRole('textbox', { name: 'রাস্তার ঠিকানা' }), 'House 7, Road 2');
      const district = screen.getByRole('combobox', { name: 'জেলা' });
      await userEvent.selectOptions(district, await within(district).findByRole('option', { name: 'ঢাকা' }));
      const thana = screen.getByRole('combobox', { name: 'থানা' });
      expect(await within(thana).findByRole('option', { name: 'ক্যান্টনমেন্ট' })).toBeInTheDocument();
      await userEvent.selectOptions(thana, within(thana).getByRole('option', { name: 'মিরপুর' }));
      // The courier's city, zone and area are shown by their Bangla labels; the options' values stay the ids.
      const city = screen.getByRole('combobox', { name: 'শহর' });
      expect(await within(city).findByRole('option', { name: 'চট্টগ্রাম' })).toHaveValue('2');
      await userEvent.selectOptions(city, within(city).getByRole('option', { name: 'ঢাকা' }));
      const zone = screen.getByRole('combobox', { name: 'জোন' });
      await userEvent.selectOptions(zone, await within(zone).findByRole('option', { name: 'গুলশান' }));
      const area = screen.getByRole('combobox', { name: 'এলাকা' });
      expect(await within(area).findByRole('option', { name: 'গুলশান ১' })).toBeInTheDocument();
      await userEvent.selectOptions(area, within(area).getByRole('option', { name: 'গুলশান ২' }));
      expect(screen.queryByText(/Gulshan|Dhaka/)).not.toBeInTheDocument();
      await userEvent.type(screen.getByRole('textbox', { name: 'পোস্টকোড' }), '1216');
      await userEvent.type(screen.getByRole('textbox', { name: 'ফোন নম্বর' }), '01712345678');
      post.mockResolvedValue({ data: { message: 'Address Saved Successfully', data: { id: 9 } } });
      await userEvent.click(screen.getByRole('button', { name: 'ঠিকানা সংরক্ষণ করুন' }));
      await waitFor(() =>
        expect(selectFlashMessages(view.store.getState()).map(({ text }) => text)).toEqual([
          'ঠিকানা সফলভাবে সংরক্ষণ করা হয়েছে',
        ]),
      );
      expect(post).toHaveBeenCalledWith(
        '/customer/account/addresses/create',
        expect.objectContaining({
          state: 'Dhaka',
          city: 'Mirpur',
          city_id: 1,
          zone_id: 101,
          area_id: 10102,
          area: 'Gulshan 2',
        }),
      );
    },
  );
});
