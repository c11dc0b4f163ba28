import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../shared/api/client';
import type { SavedAddress } from '../../shared/api/checkoutContract';
import { selectFlashMessages } from '../../shared/store/flashSlice';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { CheckoutPage } from './CheckoutPage';
import { answerGets, checkoutProps, httpFailure, serverLists } from '../../shared/test/checkoutFixture';
import { forgetPlaces } from '../../shared/api/places';

jest.mock('../../shared/api/client');
jest.mock('../../shared/tracking/pixel');
const get = api.get as jest.Mock;
const post = api.post as jest.Mock;

/** A shopper with no saved address: checkout opens on the form. */
async function renderForm(courierActive = false) {
  const view = renderWithProviders(<CheckoutPage {...checkoutProps({ courierActive })} />, {
    shop: { isCustomer: true },
  });
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
  await userEvent.type(screen.getByRole('textbox', { name: 'Street Address' }), 'House 7, Road 2');
  const district = screen.getByRole('combobox', { name: 'District' });
  await userEvent.selectOptions(district, await within(district).findByRole('option', { name: 'Dhaka' }));
  const thana = screen.getByRole('combobox', { name: 'Thana' });
  await userEvent.selectOptions(thana, await within(thana).findByRole('option', { name: 'Mirpur' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Zip / Postcode' }), '1216');
  await userEvent.type(screen.getByRole('textbox', { name: 'Telephone' }), '01712345678');
}

const rahima: SavedAddress = {
  id: 40,
  company_name: null,
  first_name: 'Rahima',
  last_name: 'Akter',
  email: null,
  phone: '01712345678',
  address: ['House 7, Road 2'],
  country: 'BD',
  state: 'Dhaka',
  city: 'Mirpur',
  area: null,
  postcode: '1216',
  city_id: null,
  zone_id: null,
  area_id: null,
  default_address: '0',
  state_label: 'Dhaka',
  city_label: 'Mirpur',
  area_label: null,
};

beforeEach(() => {
  jest.resetAllMocks();
  forgetPlaces();
  answerGets(serverLists({ '/api/customer/addresses': { data: [] } }));
});

describe('Add New Address at checkout', () => {
  it('names every missing field and sends nothing', async () => {
    await renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    for (const text of [
      'The first name field is required',
      'The last name field is required',
      'The street field is required',
      'The district field is required',
      'The thana field is required',
      'The zip field is required',
      'The phone field is required',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/The email field/)).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('checks an email if one is typed, and the phone', async () => {
    await renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email (optional)' }), 'rahima@');
    await userEvent.type(screen.getByRole('textbox', { name: 'Telephone' }), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('The email field must be a valid email')).toBeInTheDocument();
    expect(screen.getByText('Enter a mobile number like 01712345678.')).toBeInTheDocument();
  });

  it('loads the thanas of the chosen district', async () => {
    await renderForm();
    expect(screen.getByRole('combobox', { name: 'Thana' })).toBeDisabled();
    const district = screen.getByRole('combobox', { name: 'District' });
    await userEvent.selectOptions(district, await within(district).findByRole('option', { name: 'Dhaka' }));
    expect(screen.getByRole('combobox', { name: 'Thana' })).toBeEnabled();
    expect(await screen.findByRole('option', { name: 'Cantonment' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/thanas/all/14');
  });

  it('asks for the courier place only while the courier is active', async () => {
    await renderForm();
    expect(screen.queryByRole('group', { name: 'Courier delivery area (Pathao)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Zone' })).not.toBeInTheDocument();
  });

  it('with the courier active, a city enables the zones and a zone the areas', async () => {
    await renderForm(true);
    // District and thana, then the courier's own places, set apart under their own title.
    const courierArea = screen.getByRole('group', { name: 'Courier delivery area (Pathao)' });
    expect(
      within(courierArea)
        .getAllByRole('combobox')
        .map((select) => select.getAttribute('name')),
    ).toEqual(['city_id', 'zone_id', 'area_id']);
    expect(within(courierArea).queryByRole('combobox', { name: 'District' })).not.toBeInTheDocument();
    const zone = screen.getByRole('combobox', { name: 'Zone' });
    const area = screen.getByRole('combobox', { name: 'Area' });
    expect(zone).toBeDisabled();
    expect(area).toBeDisabled();
    const city = screen.getByRole('combobox', { name: 'City' });
    await userEvent.selectOptions(city, await within(city).findByRole('option', { name: 'Dhaka' }));
    expect(zone).toBeEnabled();
    expect(area).toBeDisabled();
    await userEvent.selectOptions(zone, await within(zone).findByRole('option', { name: 'Mirpur' }));
    expect(get).toHaveBeenCalledWith('/api/get-zone/1');
    expect(area).toBeEnabled();
    await userEvent.selectOptions(area, await within(area).findByRole('option', { name: 'Mirpur 10' }));
    expect(get).toHaveBeenCalledWith('/api/get-area/12');

    // A new city starts its zone and area afresh.
    await userEvent.selectOptions(city, 'Chattogram');
    expect(zone).toHaveValue('');
    expect(area).toHaveValue('');
    expect(area).toBeDisabled();
  });

  it('wants the courier city, zone and area when the courier is active', async () => {
    await renderForm(true);
    await fillHome();
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('The city field is required')).toBeInTheDocument();
    expect(screen.getByText('The zone field is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('saves the address, then chooses it for this order with one success flash', async () => {
    post.mockImplementation(async (url: string) => {
      if (url === '/customer/account/addresses/create')
        return { data: { message: 'Address Saved Successfully', data: rahima } };
      if (url === '/api/checkout/onepage/addresses') return { data: {} };
      throw new Error(`unexpected POST ${url}`);
    });
    const { flashes } = await renderForm();
    await fillHome();
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByRole('radio', { name: /Rahima Akter/ })).toBeChecked();
    expect(post).toHaveBeenCalledWith('/customer/account/addresses/create', {
      company_name: '',
      vat_id: '',
      first_name: 'Rahima',
      last_name: 'Akter',
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
      default_address: false,
    });
    expect(post).toHaveBeenCalledWith('/api/checkout/onepage/addresses', expect.objectContaining({ address_id: 40 }));
    // The address is chosen for the order all the same (its answer, the last call, settled), and the shipping
    // methods open.
    await act(() => post.mock.results.at(-1)!.value);
    expect(flashes()).toEqual([{ text: 'Address Saved Successfully', type: 'success' }]);
    expect(screen.getByRole('radio', { name: 'Express' })).toBeEnabled();
  });

  it('sends the company and VAT number a shopper types, both optional', async () => {
    post.mockImplementation(async (url: string) => {
      if (url === '/customer/account/addresses/create')
        return { data: { message: 'Address Saved Successfully', data: { ...rahima, company_name: 'Aarong' } } };
      if (url === '/api/checkout/onepage/addresses') return { data: {} };
      throw new Error(`unexpected POST ${url}`);
    });
    await renderForm();
    await fillHome();
    await userEvent.type(screen.getByRole('textbox', { name: 'Company (optional)' }), 'Aarong');
    await userEvent.type(screen.getByRole('textbox', { name: 'VAT Number (optional)' }), '000123456-0101');
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByRole('radio', { name: /Rahima Akter/ })).toBeChecked();
    expect(post).toHaveBeenCalledWith(
      '/customer/account/addresses/create',
      expect.objectContaining({ company_name: 'Aarong', vat_id: '000123456-0101', first_name: 'Rahima' }),
    );
  });

  it("shows the server's field errors one flash each and beside the fields", async () => {
    post.mockRejectedValue(
      httpFailure(422, {
        message: 'The thana field is not a valid value',
        errors: {
          city: ['The thana field is not a valid value'],
          phone: ['This phone must be a valid phone number.', 'x'],
        },
      }),
    );
    const { flashes } = await renderForm();
    await fillHome();
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() =>
      expect(flashes()).toEqual([
        { text: 'city: The thana field is not a valid value', type: 'error' },
        { text: 'phone: This phone must be a valid phone number.', type: 'error' },
      ]),
    );
    expect(screen.getByText('The thana field is not a valid value')).toBeInTheDocument();
  });

  it('says to try later when saving fails otherwise', async () => {
    post.mockRejectedValue(httpFailure(500, { message: 'Something went wrong. Please try again.' }));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { flashes } = await renderForm();
    await fillHome();
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() =>
      expect(flashes()).toEqual([{ text: 'Error saving address. Please try again later.', type: 'error' }]),
    );
    expect(screen.getByRole('button', { name: 'Save Address' })).toBeEnabled();
  });
});
