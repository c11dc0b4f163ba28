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

async function renderLogin() {
  const view = renderWithProviders(<LoginPage returnTo="/checkout/onepage/" />);
  // The form is a lazy chunk: its first load compiles formik and yup, slow on a busy machine.
  await screen.findByRole('textbox', { name: 'Email or Phone' }, { timeout: 5000 });
  return {
    ...view,
    flashes: () => selectFlashMessages(view.store.getState()).map(({ text, type }) => ({ text, type })),
  };
}

async function signIn(login: string, password: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Email or Phone' }), login);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => jest.resetAllMocks());

describe('signing in', () => {
  it('links to registration', async () => {
    await renderLogin();
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/customer/register');
  });

  it("is a form the browser can send itself, with the page's token and the way back", async () => {
    renderWithProviders(<LoginPage returnTo="/checkout/onepage/" />, { shop: { formToken: 'tok' } });
    const form = (await screen.findByRole('textbox', { name: 'Email or Phone' }, { timeout: 5000 })).closest('form')!;
    await userEvent.type(screen.getByRole('textbox', { name: 'Email or Phone' }), '01711000000');
    await userEvent.type(screen.getByLabelText('Password'), 'haat1234');
    expect([form.method, form.getAttribute('action')]).toEqual(['post', '/form/sign-in']);
    expect(Object.fromEntries(new FormData(form))).toEqual({
      _xsrf: 'tok',
      returnTo: '/checkout/onepage/',
      login: '01711000000',
      password: 'haat1234',
    });
  });

  it('checks the form before sending it', async () => {
    await renderLogin();
    await signIn('rahima', ' ');
    expect(
      await screen.findByText('The email or phone field must be a valid email or phone number'),
    ).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('The password field is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends a mobile number in its local form and goes where the server says', async () => {
    post.mockResolvedValue({ data: { message: 'Signed in.', redirect: '/checkout/onepage/' } });
    await renderLogin();
    await signIn('+880 1712-345678', 'secret1');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/onepage/'));
    expect(post).toHaveBeenCalledWith('/customer/login', {
      login: '01712345678',
      password: 'secret1',
      returnTo: '/checkout/onepage/',
    });
  });

  it('goes home rather than off the shop, whatever place the answer names', async () => {
    post.mockResolvedValue({ data: { message: 'Signed in.', redirect: '/\t/evil.example/' } });
    await renderLogin();
    await signIn('rahima@example.com', 'secret1');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
  });

  it("shows the server's refusal as a flash and lets the shopper try again", async () => {
    post.mockRejectedValue(failure(401, { message: 'The email or phone and password do not match.' }));
    const { flashes } = await renderLogin();
    await signIn('rahima@example.com', 'wrong-password');
    await waitFor(() =>
      expect(flashes()).toEqual([{ text: 'The email or phone and password do not match.', type: 'error' }]),
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows field errors as flashes and beside the fields', async () => {
    post.mockRejectedValue(
      failure(422, {
        message: 'The password field is required',
        errors: { password: ['The password field is required'] },
      }),
    );
    const { flashes } = await renderLogin();
    await signIn('rahima@example.com', 'x');
    await waitFor(() => expect(flashes()).toEqual([{ text: 'The password field is required', type: 'error' }]));
    expect(screen.getByText('The password field is required')).toBeInTheDocument();
  });
});

describe('signing in, in Bangla', () => {
  it('labels the form in Bangla, links to registration and says an unexplained failure in Bangla', async () => {
    const view = renderWithProviders(<LoginPage />, { shop: { locale: 'bn-BD' } });
    await screen.findByRole('textbox', { name: 'ইমেইল বা ফোন' }, { timeout: 5000 });
    expect(screen.getByRole('heading', { name: 'সাইন ইন' })).toBeInTheDocument();
    expect(screen.getByText('হাটে নতুন?', { exact: false })).toHaveTextContent('হাটে নতুন? একটি অ্যাকাউন্ট খুলুন');
    expect(screen.getByRole('link', { name: 'একটি অ্যাকাউন্ট খুলুন' })).toHaveAttribute('href', '/customer/register');
    post.mockRejectedValue(new Error('Network Error'));
    await userEvent.type(screen.getByRole('textbox', { name: 'ইমেইল বা ফোন' }), 'rahima@example.com');
    await userEvent.type(screen.getByLabelText('পাসওয়ার্ড'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'সাইন ইন' }));
    await waitFor(() =>
      expect(selectFlashMessages(view.store.getState()).map(({ text }) => text)).toEqual([
        'কিছু একটা সমস্যা হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
      ]),
    );
  });
});
