import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../shared/api/client';
import { selectFlashMessages } from '../../shared/store/flashSlice';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { navigate } from '../../shared/ui/navigate';
import { LoginPage } from './LoginPage';

jest.mock('../../shared/api/client');
jest.mock('../../shared/ui/navigate');
const post = api.post as jest.Mock;

function failure(status: number, data: unknown) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data },
  });
}

beforeEach(() => jest.resetAllMocks());

describe('signing in with a code by SMS', () => {
  it('sends a code, asks the name of a new number, and goes where the server says', async () => {
    const view = renderWithProviders(<LoginPage returnTo="/checkout/onepage/" smsInbox="/demo/sms" />);
    const mobile = await screen.findByRole('textbox', { name: 'Mobile number' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'messages the shop sent' })).toHaveAttribute('href', '/demo/sms');
    post.mockResolvedValueOnce({ data: { message: 'We sent a 6-digit code to 01712345678.', phone: '01712345678' } });
    await userEvent.type(mobile, '০১৭১২৩৪৫৬৭৮{Enter}');
    expect(post).toHaveBeenCalledWith('/customer/login/code', { phone: '01712345678' });
    const code = await screen.findByRole('textbox', { name: 'Code from the SMS' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAccessibleDescription('6 digits, valid for 5 minutes.');
    await waitFor(() => expect(code).toHaveFocus());
    post.mockRejectedValueOnce(failure(422, { message: 'Welcome to Haat!', errors: { name: ['Welcome to Haat!'] } }));
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const name = await screen.findByRole('textbox', { name: 'Your name' });
    post.mockResolvedValueOnce({ data: { message: 'Welcome', redirect: '/checkout/onepage/' } });
    await userEvent.type(name, 'Rahima');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/onepage/'));
    expect(post).toHaveBeenLastCalledWith('/customer/login/code/verify', {
      phone: '01712345678',
      code: '123456',
      name: 'Rahima',
      returnTo: '/checkout/onepage/',
    });
    expect(selectFlashMessages(view.store.getState()).map(({ type }) => type)).toEqual(['success', 'info']);
  });

  it('checks the number before sending, and shows a refusal', async () => {
    const view = renderWithProviders(<LoginPage />);
    const mobile = await screen.findByRole('textbox', { name: 'Mobile number' }, { timeout: 5000 });
    await userEvent.type(mobile, '029876543');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter a mobile number like 01712345678.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    post.mockRejectedValueOnce(failure(429, { message: 'Too many codes have been asked for.' }));
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '01712345678');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(selectFlashMessages(view.store.getState()).map(({ text }) => text)).toEqual([
        'Too many codes have been asked for.',
      ]),
    );
  });

  it('continues where a browser without script left off, in Bangla', async () => {
    renderWithProviders(<LoginPage codeStep={{ phone: '01712345678', askName: true }} />, {
      shop: { locale: 'bn-BD' },
    });
    expect(await screen.findByRole('textbox', { name: 'এসএমএসের কোড' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'মোবাইল নম্বর' })).toHaveValue('01712345678');
    expect(screen.getByRole('textbox', { name: 'আপনার নাম' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'নতুন কোড পাঠান' })).toHaveAttribute('formaction', '/form/sign-in/code');
    expect(screen.getByRole('button', { name: 'এগিয়ে যান' }).closest('form')).toHaveAttribute(
      'action',
      '/form/sign-in/code/verify',
    );
  });
});
