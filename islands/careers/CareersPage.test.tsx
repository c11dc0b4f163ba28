import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../shared/api/client';
import type { JobPost } from '../../shared/api/careersContract';
import { selectFlashMessages } from '../../shared/store/flashSlice';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { CareersPage } from './CareersPage';

jest.mock('../../shared/api/client');
const post = api.post as jest.Mock;

const failure = (status: number, data: unknown) =>
  Object.assign(new Error(`status ${status}`), { isAxiosError: true, response: { status, data } });
const job = (id: number, title: string): JobPost => ({
  id,
  title,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  department: 'Technology',
  location: 'Dhaka (Banani)',
  job_type: 'Full-time',
  deadline: '2026-12-14',
  description: `<p>About ${title}.</p><h3>What you will do</h3><ul><li>Build pages.</li></ul>`,
});
const jobs = [job(4, 'Frontend Engineer (React)'), job(7, 'Warehouse Supervisor')];

function renderCareers(list = jobs) {
  const view = renderWithProviders(<CareersPage jobs={list} />);
  return {
    ...view,
    flashes: () => selectFlashMessages(view.store.getState()).map(({ text, type }) => ({ text, type })),
  };
}

/** Opens 'Send Us Your Resume' on a job post (the form is its own chunk, with formik and yup). */
async function openForm(title: string) {
  await userEvent.click(
    within(screen.getByRole('article', { name: title })).getByRole('button', { name: 'Send Us Your Resume' }),
  );
  return screen.findByRole('form', { name: `Send Us Your Resume for ${title}` }, { timeout: 5000 });
}

async function fillIn(form: HTMLElement, cv: File) {
  const field = (label: string) => within(form).getByLabelText(label);
  await userEvent.type(field('Name'), 'Nusrat Jahan');
  await userEvent.type(field('Email'), 'nusrat@example.com');
  await userEvent.type(field('Phone'), '01712345678');
  await userEvent.type(field('Experience (years)'), '3');
  await userEvent.type(field('Date of Birth'), '1996-05-20');
  await userEvent.type(field('Expected Salary (BDT a month)'), '45000');
  await userEvent.type(field('Address'), 'Dhanmondi, Dhaka');
  await userEvent.upload(field('CV (PDF, DOCX or an image, at most 1.5 MB)'), cv);
}

const pdf = () => new File(['%PDF-1.4 a real CV'], 'cv.pdf', { type: 'application/pdf' });

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the careers page', () => {
  it('lists the open job posts with their department, place, type, deadline and description', () => {
    renderCareers();
    const card = screen.getByRole('article', { name: 'Frontend Engineer (React)' });
    expect(card).toHaveTextContent('Technology · Dhaka (Banani) · Full-time');
    expect(within(card).getByText('Dec 14, 2026')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 3, name: 'What you will do' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Send Us Your Resume' })).toHaveLength(2);
  });

  it('says so when no position is open', () => {
    renderCareers([]);
    expect(screen.getByText('There are no open positions right now. Please check back soon.')).toBeInTheDocument();
  });

  it('shows all eight messages when the empty form is sent, and sends nothing', async () => {
    renderCareers();
    const form = await openForm('Warehouse Supervisor');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Resume' }));
    for (const message of [
      'Please Enter Your Name.',
      'Please Enter Your Email.',
      'Please Enter Your Phone no.',
      'Please Enter Your Experience',
      'Please Enter Your Date Of Birth',
      'Please Enter Your Expected Salary',
      'Please Enter Your Address',
      'Please select a CV to upload cv.',
    ])
      expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('checks the size of the CV as soon as it is chosen, before anything is sent', async () => {
    renderCareers();
    const form = await openForm('Warehouse Supervisor');
    const big = new File([new Uint8Array(1572865)], 'cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(form).getByLabelText('CV (PDF, DOCX or an image, at most 1.5 MB)'), big);
    expect(await within(form).findByText('File size exceeds the maximum limit of 1.5 MB.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("sends the resume with its CV, bound to the post, and shows the server's message", async () => {
    const { flashes } = renderCareers();
    const form = await openForm('Frontend Engineer (React)');
    await fillIn(form, pdf());
    const received = 'Thank you! We have received your resume and will contact you if you are shortlisted.';
    post.mockResolvedValue({ data: { message: received } });
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Resume' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [url, body] = post.mock.calls[0] as [string, FormData];
    expect(url).toBe('/submit-resume');
    expect(Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      name: 'Nusrat Jahan',
      email: 'nusrat@example.com',
      phone: '01712345678',
      experience: '3',
      dob: '1996-05-20',
      expected_salary: '45000',
      address: 'Dhanmondi, Dhaka',
      message: '',
      job_post_id: '4',
    });
    expect((body.get('cv') as File).name).toBe('cv.pdf');
    expect(
      await within(screen.getByRole('article', { name: 'Frontend Engineer (React)' })).findByRole('status'),
    ).toHaveTextContent(received);
    expect(flashes()).toEqual([{ text: received, type: 'success' }]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it("says 'Failed to submit resume. Please try again.', with the server's own words when it gave some", async () => {
    const { flashes } = renderCareers();
    const form = await openForm('Frontend Engineer (React)');
    await fillIn(form, pdf());
    const closed =
      'Applications for Frontend Engineer (React) closed on 14 December 2026. Please apply for one of our open ' +
      'positions.';
    post.mockRejectedValueOnce(failure(422, { message: closed }));
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Resume' }));
    await waitFor(() =>
      expect(flashes()).toEqual([
        { text: 'Failed to submit resume. Please try again.', type: 'error' },
        { text: closed, type: 'warning' },
      ]),
    );
    const wrong = 'The CV must be a PDF, a Word (DOCX) file or an image (JPG, PNG, WebP or GIF).';
    post.mockRejectedValueOnce(failure(422, { message: wrong, errors: { cv: [wrong] } }));
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Resume' }));
    expect(await within(form).findByText(wrong)).toBeInTheDocument();
    post.mockRejectedValueOnce(new Error('Network Error'));
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Resume' }));
    await waitFor(() =>
      expect(flashes().filter((f) => f.text === 'Failed to submit resume. Please try again.')).toHaveLength(3),
    );
  });

  it('shows the careers page and the resume form in Bangla, the job posts as written', async () => {
    renderWithProviders(<CareersPage jobs={jobs} />, { shop: { locale: 'bn-BD' } });
    expect(screen.getByRole('heading', { level: 1, name: 'ক্যারিয়ার' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Warehouse Supervisor' });
    expect(card).toHaveTextContent('আবেদনের শেষ তারিখ ১৪ ডিসে, ২০২৬');
    await userEvent.click(within(card).getByRole('button', { name: 'আপনার সিভি পাঠান' }));
    const form = await screen.findByRole(
      'form',
      { name: 'আপনার সিভি পাঠান Warehouse Supervisor পদের জন্য' },
      { timeout: 5000 },
    );
    expect(within(form).getByLabelText('প্রত্যাশিত বেতন (মাসে, টাকায়)')).toBeInTheDocument();
    expect(within(form).getByLabelText('সিভি (PDF, DOCX বা ছবি, সর্বোচ্চ ১.৫ MB)')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'সিভি জমা দিন' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'বাতিল' })).toBeInTheDocument();
  });
});
