import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../shared/api/client';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { TopBar } from './TopBar';

jest.mock('../../shared/api/client', () => ({ api: { post: jest.fn() } }));
const post = api.post as jest.Mock;

describe('TopBar', () => {
  it('offers a guest Track Order, Login and Sign Up', () => {
    renderWithProviders(<TopBar />);
    expect(screen.getByRole('link', { name: 'Track Order' })).toHaveAttribute('href', '/track-order');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/customer/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/customer/register');
    expect(screen.queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('offers a customer their account, their orders and Logout', () => {
    renderWithProviders(<TopBar />, { shop: { isCustomer: true } });
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/customer/account/profile');
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/customer/account/orders/data');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('logs out through the server and lets the customer try again when that fails', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail: (error: Error) => void = () => undefined;
    post.mockReturnValue(new Promise((_resolve, reject) => (fail = reject)));
    renderWithProviders(<TopBar />, { shop: { isCustomer: true } });
    const logout = screen.getByRole('button', { name: 'Logout' });
    await userEvent.click(logout);
    expect(post).toHaveBeenCalledWith('/customer/logout');
    expect(logout).toBeDisabled();
    fail(new Error('Network Error'));
    await waitFor(() => expect(logout).toBeEnabled());
    expect(errors).toHaveBeenCalledWith('[haat] logout failed', expect.any(Error));
    errors.mockRestore();
  });

  it('switches between English and বাংলা, each named in itself, and shows a Bangla page in Bangla', () => {
    const languages = [
      { code: 'en', label: 'English', href: '/cart?lang=en', current: false },
      { code: 'bn', label: 'বাংলা', href: '/cart?lang=bn', current: true },
    ];
    renderWithProviders(<TopBar languages={languages} />, { shop: { locale: 'bn-BD' } });
    const group = screen.getByRole('group', { name: 'ভাষা' });
    expect(group).toContainElement(screen.getByRole('link', { name: 'English' }));
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/cart?lang=en');
    expect(screen.getByRole('link', { name: 'বাংলা' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'লগইন' })).toHaveAttribute('href', '/customer/login');
  });

  it('gives each link the width the server measured for its Bangla text, and a link without one its own width', () => {
    const languages = [
      { code: 'en', label: 'English', href: '/?lang=en', current: false },
      { code: 'bn', label: 'বাংলা', href: '/?lang=bn', current: true },
    ];
    renderWithProviders(<TopBar languages={languages} labelWidths={{ লগইন: 2.52, বাংলা: 2.38 }} />, {
      shop: { locale: 'bn-BD' },
    });
    expect(screen.getByRole('link', { name: 'লগইন' })).toHaveStyle({ '--label-width': '2.52em' });
    expect(screen.getByRole('link', { name: 'বাংলা' })).toHaveClass('sized-label');
    expect(screen.getByRole('link', { name: 'সাইন আপ' })).not.toHaveClass('sized-label');
    expect(screen.getByRole('link', { name: 'English' })).not.toHaveAttribute('style');
  });
});
