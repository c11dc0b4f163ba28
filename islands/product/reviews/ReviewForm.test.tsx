import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../shared/api/client';
import { anHttpError } from '../../../shared/test/productFixture';
import { selectFlashMessages } from '../../../shared/store/flashSlice';
import { renderWithProviders } from '../../../shared/test/renderWithProviders';
import { aReview, aReviewPage, summaryOf } from './reviewFixture';
import ReviewsPanel from './ReviewsPanel';

jest.mock('../../../shared/api/client');
const get = api.get as jest.Mock;
const post = api.post as jest.Mock;

const older = aReview({ id: 2, title: 'Runs a little small', rating: 3 });
const photo = (name: string, type: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type });

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  get.mockResolvedValue({ data: aReviewPage([older]) });
  URL.createObjectURL = jest.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = jest.fn();
});

/** A customer on the Reviews tab, with the form open. */
async function openForm() {
  const user = userEvent.setup({ applyAccept: false });
  const view = renderWithProviders(<ReviewsPanel productId={5} urlKey="eid-cotton-panjabi" />, {
    shop: { isCustomer: true },
  });
  await user.click(await screen.findByRole('button', { name: 'Write a review' }));
  // The form is a lazy chunk: its first load compiles formik and yup, slow on a busy machine.
  await screen.findByRole('form', { name: 'Write a review' }, { timeout: 5000 });
  const flashes = () => selectFlashMessages(view.store.getState()).map(({ text, type }) => ({ text, type }));
  return { user, flashes };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  { title = 'Lovely colours', comment = 'Bright and soft.' } = {},
) {
  await user.click(screen.getByRole('radio', { name: '4 stars' }));
  await user.type(screen.getByRole('textbox', { name: 'Title' }), title);
  await user.type(screen.getByRole('textbox', { name: 'Your Review' }), comment);
}

describe('the review form', () => {
  it('shows every message of an empty form and sends nothing', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Rating at least 1.')).toBeInTheDocument();
    expect(screen.getByText('Please Enter Title.')).toBeInTheDocument();
    expect(screen.getByText('Please Enter Your Comment.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'x'.repeat(101));
    expect(await screen.findByText('The title field may not be greater than 100 characters')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('checks photos before any upload: kind, 2 MB each, at most four; previews can be removed', async () => {
    const { user } = await openForm();
    const input = screen.getByLabelText('Photos');
    await user.upload(input, [
      photo('notes.jpg', 'text/plain'),
      photo('big.jpg', 'image/jpeg', 3 * 1024 * 1024),
      photo('ok.png', 'image/png'),
    ]);
    expect(screen.getByText('notes.jpg is not a JPEG, PNG or WebP picture.')).toBeInTheDocument();
    expect(screen.getByText('big.jpg is larger than 2 MB.')).toBeInTheDocument();
    const previews = screen.getByRole('list', { name: 'Chosen photos' });
    expect(
      within(previews)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['blob:ok.png']);

    await user.upload(
      input,
      ['a', 'b', 'c', 'd'].map((n) => photo(`${n}.webp`, 'image/webp')),
    );
    expect(screen.getByText('You can add at most 4 photos.')).toBeInTheDocument();
    expect(within(previews).getAllByRole('img')).toHaveLength(4);
    expect(input).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove ok.png' }));
    expect(
      within(previews)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['a.webp', 'b.webp', 'c.webp']);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:ok.png');
  });

  it('sends the review with its photo, waits, then flashes the message and shows the review first', async () => {
    const { user, flashes } = await openForm();
    await fill(user);
    await user.upload(screen.getByLabelText('Photos'), photo('IMG_2041.jpg', 'image/jpeg'));
    let answer: (value: unknown) => void = () => {};
    post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    const [url, form] = post.mock.calls[0] as [string, FormData];
    expect(url).toBe('/api/product/5/review');
    expect([form.get('title'), form.get('comment'), form.get('rating')]).toEqual([
      'Lovely colours',
      'Bright and soft.',
      '4',
    ]);
    expect((form.getAll('photos') as File[]).map((f) => f.name)).toEqual(['IMG_2041.jpg']);
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();

    const mine = aReview({ id: 9, name: 'Rahim U.', title: 'Lovely colours', rating: 4, verified: true });
    answer({
      data: { data: { message: 'Thank you! Your review has been added.', review: mine, summary: summaryOf([3, 4]) } },
    });
    const list = await screen.findByRole('list', { name: 'Reviews' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Lovely colours', 'Runs a little small']);
    expect(within(list).getAllByRole('article')[0]).toHaveTextContent('80%');
    expect(screen.getByText(/2 reviews/)).toBeInTheDocument();
    expect(flashes()).toEqual([{ text: 'Thank you! Your review has been added.', type: 'success' }]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it("shows a refusal's field messages and its error_message as a warning", async () => {
    const { user, flashes } = await openForm();
    await fill(user);
    const message = 'Photo 1 is not a JPEG, PNG or WebP picture.';
    post.mockRejectedValue(anHttpError(422, { message, error_message: message, errors: { photos: [message] } }));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(flashes()).toEqual([{ text: message, type: 'warning' }]));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Review' })).toBeEnabled();
  });

  it("warns of a second review with the server's error_message", async () => {
    const { user, flashes } = await openForm();
    await fill(user);
    const text = 'You have already reviewed this product.';
    post.mockRejectedValue(anHttpError(422, { message: text, error_message: text }));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(flashes()).toEqual([{ text, type: 'warning' }]));
    expect(screen.getByRole('form', { name: 'Write a review' })).toBeInTheDocument();
  });

  it('says the review failed when the server or the network does', async () => {
    const { user, flashes } = await openForm();
    await fill(user);
    post.mockRejectedValue(anHttpError(500, { message: 'Something went wrong. Please try again.' }));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() =>
      expect(flashes()).toEqual([{ text: 'Failed to submit review. Please try again.', type: 'error' }]),
    );
  });
});
