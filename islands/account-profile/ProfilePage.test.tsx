import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../shared/api/client';
import type { Profile } from '../../shared/api/accountContract';
import { selectFlashMessages } from '../../shared/store/flashSlice';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { ProfilePage } from './ProfilePage';

jest.mock('../../shared/api/client');
const get = api.get as jest.Mock;
const post = api.post as jest.Mock;

const rahima: Profile = {
  email: 'rahima@example.com',
  first_name: 'Rahima',
  last_name: 'Akter',
  phone: '01712345678',
  gender: null,
  date_of_birth: null,
  subscribed_to_news_letter: false,
  image: null,
};

function failure(status: number, data: unknown) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data },
  });
}

async function renderProfile(profile: Profile = rahima) {
  get.mockResolvedValue({ data: { data: profile } });
  const view = renderWithProviders(<ProfilePage />, { shop: { isCustomer: true } });
  // The form is a lazy chunk: its first load compiles formik and yup, slow on a busy machine.
  await screen.findByRole('textbox', { name: 'First Name' }, { timeout: 5000 });
  return {
    ...view,
    flashes: () => selectFlashMessages(view.store.getState()).map(({ text, type }) => ({ text, type })),
  };
}

async function completeProfile() {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Female');
  await userEvent.type(screen.getByLabelText('Date of Birth'), '1994-03-21');
}

beforeEach(() => jest.resetAllMocks());

describe('Update Profile', () => {
  it('fills the form with the profile the page wrote, without a call', async () => {
    renderWithProviders(<ProfilePage profile={rahima} />, { shop: { isCustomer: true } });
    expect(await screen.findByRole('textbox', { name: 'First Name' }, { timeout: 5000 })).toHaveValue('Rahima');
    expect(get).not.toHaveBeenCalled();
  });

  it('shows a spinner while the profile loads, then the form', async () => {
    let answer!: (response: unknown) => void;
    get.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<ProfilePage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile');
    answer({ data: { data: rahima } });
    expect(await screen.findByRole('textbox', { name: 'First Name' }, { timeout: 5000 })).toHaveValue('Rahima');
    expect(screen.queryByText('Loading your profile')).not.toBeInTheDocument();
  });

  it('fills the form with the profile the server read', async () => {
    await renderProfile({ ...rahima, gender: 'Female', date_of_birth: '1994-03-21', subscribed_to_news_letter: true });
    expect(get).toHaveBeenCalledWith('/customer/account/profile/edit-info');
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Rahima');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('rahima@example.com');
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveValue('01712345678');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('Female');
    expect(screen.getByRole('option', { name: 'Undefined' })).toBeInTheDocument();
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('1994-03-21');
    expect(screen.getByRole('checkbox', { name: 'Subscribe to our newsletter' })).toBeChecked();
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });

  it('says so when the profile cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    get.mockRejectedValue(failure(500, { message: 'Something went wrong. Please try again.' }));
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your profile. Please reload the page.',
    );
  });

  it('requires names, email, mobile, gender and date of birth, but not the passwords', async () => {
    await renderProfile();
    await userEvent.clear(screen.getByRole('textbox', { name: 'First Name' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Mobile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    for (const text of [
      'The first name field is required',
      'The mobile field is required',
      'The gender field is required',
      'The date of birth field is required',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByText(/password field/)).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('wants the current password and a matching confirmation for a new password', async () => {
    await renderProfile();
    await completeProfile();
    await userEvent.type(screen.getByLabelText('New Password'), 'new-secret-2');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('The current password field is required')).toBeInTheDocument();
    expect(screen.getByText('The new password field confirmation does not match')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("sends the edit, shows 'Profile Updated Successfully' and empties the password fields", async () => {
    const saved = {
      ...rahima,
      gender: 'Female' as const,
      date_of_birth: '1994-03-21',
      subscribed_to_news_letter: true,
    };
    post.mockResolvedValue({ data: { message: 'Profile Updated Successfully', data: saved } });
    const { flashes } = await renderProfile();
    await completeProfile();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Subscribe to our newsletter' }));
    await userEvent.type(screen.getByLabelText('Current Password'), 'secret-pass-1');
    await userEvent.type(screen.getByLabelText('New Password'), 'new-secret-2');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'new-secret-2');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));

    await waitFor(() => expect(flashes()).toEqual([{ text: 'Profile Updated Successfully', type: 'success' }]));
    expect(post).toHaveBeenCalledWith('/customer/account/profile/edit', {
      first_name: 'Rahima',
      last_name: 'Akter',
      email: 'rahima@example.com',
      phone: '01712345678',
      gender: 'Female',
      date_of_birth: '1994-03-21',
      news_letter: true,
      current_password: 'secret-pass-1',
      new_password: 'new-secret-2',
      new_password_confirmation: 'new-secret-2',
    });
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('Female');
  });

  it("flashes the server's field errors as 'field: message' and shows them beside the fields", async () => {
    post.mockRejectedValue(
      failure(422, {
        message: 'Please correct the highlighted fields.',
        errors: {
          email: ['This email is already registered. Please sign in or use another email.'],
          current_password: ['The current password is incorrect.', 'x'],
        },
      }),
    );
    const { flashes } = await renderProfile();
    await completeProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() =>
      expect(flashes()).toEqual([
        { text: 'email: This email is already registered. Please sign in or use another email.', type: 'error' },
        { text: 'current_password: The current password is incorrect.', type: 'error' },
      ]),
    );
    expect(screen.getByText('The current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  });

  it("says 'Error updating profile. Please try again later.' on any other failure", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    post.mockRejectedValue(failure(500, { message: 'Something went wrong. Please try again.' }));
    const { flashes } = await renderProfile();
    await completeProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() =>
      expect(flashes()).toEqual([{ text: 'Error updating profile. Please try again later.', type: 'error' }]),
    );
    expect(screen.getByRole('button', { name: 'Update Profile' })).toBeEnabled();
  });
});

describe('Update Profile in Bangla', () => {
  it('labels the fields, genders and buttons in Bangla', async () => {
    renderWithProviders(<ProfilePage profile={{ ...rahima, gender: 'Female' }} />, {
      shop: { isCustomer: true, locale: 'bn-BD' },
    });
    expect(await screen.findByRole('textbox', { name: 'নামের প্রথম অংশ' }, { timeout: 5000 })).toHaveValue('Rahima');
    expect(screen.getByRole('textbox', { name: 'মোবাইল' })).toHaveValue('01712345678');
    const gender = screen.getByRole('combobox', { name: 'লিঙ্গ' });
    expect(gender).toHaveValue('Female');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'লিঙ্গ বেছে নিন',
      'পুরুষ',
      'নারী',
      'বলতে চাই না',
    ]);
    expect(screen.getByRole('group', { name: 'পাসওয়ার্ড পরিবর্তন' })).toHaveTextContent(
      'পাসওয়ার্ড না বদলাতে চাইলে এই ঘরগুলো খালি রাখুন।',
    );
    expect(screen.getByLabelText('নতুন পাসওয়ার্ড নিশ্চিত করুন')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'প্রোফাইল আপডেট করুন' })).toBeEnabled();
  });

  it('says in Bangla when the profile cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    get.mockRejectedValue(failure(500, { message: 'Something went wrong. Please try again.' }));
    renderWithProviders(<ProfilePage />, { shop: { locale: 'bn-BD' } });
    expect(screen.getByRole('status')).toHaveTextContent('আপনার প্রোফাইল লোড হচ্ছে');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'আপনার প্রোফাইল লোড করা যায়নি। অনুগ্রহ করে পাতাটি আবার লোড করুন।',
    );
  });
});
