import { screen, within } from '@testing-library/react';
import type { SavedAddress } from '../../shared/api/checkoutContract';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { AddressesPage } from './AddressesPage';

const home: SavedAddress = {
  id: 40,
  company_name: null,
  first_name: 'Rahima',
  last_name: 'Akter',
  email: 'rahima@example.com',
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
  default_address: '1',
  state_label: 'Dhaka',
  city_label: 'Mirpur',
  area_label: null,
};
const office: SavedAddress = {
  ...home,
  id: 41,
  company_name: 'Aarong',
  email: null,
  address: ['Plot 5, Tejgaon I/A'],
  city: 'Tejgaon',
  city_label: 'Tejgaon',
  postcode: '1208',
  default_address: '0',
};

describe('my addresses', () => {
  it('lists the saved addresses with the default one marked', () => {
    renderWithProviders(<AddressesPage addresses={[home, office]} />);
    const [first, second] = within(screen.getByRole('list', { name: 'Saved addresses' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('Rahima Akter');
    expect(first).toHaveTextContent('House 7, Road 2, Mirpur, Dhaka 1216');
    expect(first).toHaveTextContent('rahima@example.com');
    expect(within(first).getByText('Default')).toBeInTheDocument();
    expect(second).toHaveTextContent('Aarong');
    expect(second).toHaveTextContent('Plot 5, Tejgaon I/A, Tejgaon, Dhaka 1208');
    expect(within(second).queryByText('Default')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Address' })).toHaveAttribute(
      'href',
      '/customer/account/addresses/create',
    );
  });

  it('says when none is saved, and still offers to add one', () => {
    renderWithProviders(<AddressesPage addresses={[]} />);
    expect(screen.getByText('You have no saved addresses yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Address' })).toBeInTheDocument();
  });
});

describe('my addresses in Bangla', () => {
  it('marks the default address, names its thana and district in Bangla and offers a new one in Bangla', () => {
    const inBangla = { ...home, state_label: 'ঢাকা', city_label: 'মিরপুর' };
    renderWithProviders(<AddressesPage addresses={[inBangla, office]} />, { shop: { locale: 'bn-BD' } });
    const [first] = within(screen.getByRole('list', { name: 'সংরক্ষিত ঠিকানা' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('House 7, Road 2, মিরপুর, ঢাকা 1216');
    expect(within(first).getByText('ডিফল্ট')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'নতুন ঠিকানা যোগ করুন' })).toHaveAttribute(
      'href',
      '/customer/account/addresses/create',
    );
  });

  it('says in Bangla when none is saved', () => {
    renderWithProviders(<AddressesPage addresses={[]} />, { shop: { locale: 'bn-BD' } });
    expect(screen.getByText('আপনার এখনো কোনো সংরক্ষিত ঠিকানা নেই।')).toBeInTheDocument();
  });
});
