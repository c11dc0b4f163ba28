import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../shared/api/client';
import { selectFlashMessages } from '../../shared/store/flashSlice';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { navigate } from '../../shared/ui/navigate';
import { RegisterPage } from './RegisterPage';

jest.mock('../../shared/api/client');
jest.mock('../../shared/ui/navigate');
const post = api.post as jest.Mock;

function failure(status: number, data: unknown) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data },
  });
}

async function renderRegister() {
  const view = renderWithProviders(<RegisterPage />);
  // The form is a lazy chunk: its first load compiles formik and yup, slow on a busy machine.
  await screen.findByRole('textbox', { name: 'First Name' }, { timeout: 5000 });
  return {
    ...view,
    flashes: () => selectFlashMessages(view.store.getState()).map(({ text, type }) => ({ text, type })),
  };
}

async function fillRahima(user: Pick<typeof userEvent, 'type'> = userEvent) {
  await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Rahima');
  await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Akter');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'rahima@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '01712345678');
  await user.type(screen.getByLabelText('Password'), 'jamdani-2026');
  await user.type(screen.getByLabelText('Confirm Password'), 'jamdani-2026');
}

afterEach(() => jest.useRealTimers());
beforeEach(() => jest.resetAllMocks());

describe('creating an account', () => {
  it("is headed 'Create an account', links to sign in and shows the phone's form", async () => {
    await renderRegister();
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/customer/login');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('placeholder', '01XXXXXXXXX');
    expect(screen.getByRole('checkbox', { name: 'Subscribe to our newsletter' })).not.toBeChecked();
  });

  it('names what is missing or wrong before sending', async () => {
    await renderRegister();
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '0171');
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'abd');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    for (const text of [
      'The first name field is required',
      'The email field is required',
      'Enter a mobile number like 01712345678.',
      'The password field must be at least 8 characters',
      'The password field confirmation does not match',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses the email as the password before sending', async () => {
    await renderRegister();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'rahima@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Rahima@Example.com');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Rahima@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('The password must not be your email, phone number or name')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  }, 20_000);

  it("reads 'Loading...', shows the server's message and goes to sign in after 1300 ms", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    post.mockResolvedValue({ data: { success: true, message: 'Your account has been created. Please sign in.' } });
    const { flashes } = await renderRegister();
    await fillRahima(user);
    await user.click(screen.getByRole('checkbox', { name: 'Subscribe to our newsletter' }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(post).toHaveBeenCalledWith('/customer/register', {
      first_name: 'Rahima',
      last_name: 'Akter',
      email: 'rahima@example.com',
      phone: '01712345678',
      password: 'jamdani-2026',
      password_confirmation: 'jamdani-2026',
      is_subscribed: true,
    });
    await waitFor(() =>
      expect(flashes()).toEqual([{ text: 'Your account has been created. Please sign in.', type: 'success' }]),
    );
    act(() => jest.advanceTimersByTime(1299));
    expect(navigate).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(navigate).toHaveBeenCalledWith('/customer/login');
  });

  it.each([
    ['its message', { success: false, message: 'Registrations are closed today.' }, 'Registrations are closed today.'],
    ['the fallback text when the answer has no message', {}, 'Unexpected response from the server.'],
  ])('warns with %s when the result is not a success', async (_case, body, text) => {
    post.mockResolvedValue({ data: body });
    const { flashes } = await renderRegister();
    await fillRahima();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(flashes()).toEqual([{ text, type: 'warning' }]));
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows field errors from the server as flashes', async () => {
    post.mockRejectedValue(
      failure(422, {
        message: 'The email has already been taken.',
        errors: { email: ['The email has already been taken.'], phone: ['The phone has already been taken.'] },
      }),
    );
    const { flashes } = await renderRegister();
    await fillRahima();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(flashes()).toEqual([
        { text: 'The email has already been taken.', type: 'error' },
        { text: 'The phone has already been taken.', type: 'error' },
      ]),
    );
    expect(screen.getByText('The phone has already been taken.')).toBeInTheDocument();
  });

  it('shows the wait when an address has tried to register too often', async () => {
    const message =
      'You have tried to create several accounts in a short time. Please wait 60 minutes before trying again.';
    post.mockRejectedValue(failure(429, { success: false, message }));
    const { flashes } = await renderRegister();
    await fillRahima();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(flashes()).toEqual([{ text: message, type: 'error' }]));
  }, 20_000);
});

describe('creating an account, in Bangla', () => {
  it('is headed, labelled and linked in Bangla', async () => {
    renderWithProviders(<RegisterPage />, { shop: { locale: 'bn-BD' } });
    await screen.findByRole('textbox', { name: 'নামের প্রথম অংশ' }, { timeout: 5000 });
    expect(screen.getByRole('heading', { name: 'একটি অ্যাকাউন্ট খুলুন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'সাইন ইন' })).toHaveAttribute('href', '/customer/login');
    expect(screen.getByRole('textbox', { name: 'ফোন' })).toHaveAttribute('placeholder', '01XXXXXXXXX');
    expect(screen.getByLabelText('পাসওয়ার্ড নিশ্চিত করুন')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'আমাদের নিউজলেটার পেতে সাবস্ক্রাইব করুন' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' })).toBeEnabled();
  });
});
