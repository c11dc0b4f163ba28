import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../shared/api/client';
import { renderWithProviders } from '../../../shared/test/renderWithProviders';
import { aReview, aReviewPage, summaryOf } from './reviewFixture';
import ReviewsPanel from './ReviewsPanel';

jest.mock('../../../shared/api/client');
const get = api.get as jest.Mock;

const photo = { small: 'review/5/a-small.webp', large: 'review/5/a-large.webp' };
const newest = aReview({
  id: 3,
  name: 'Tanvir H.',
  title: 'Lovely colours',
  rating: 5,
  verified: true,
  photos: [photo],
  created_at: '2026-05-02T10:00:00.000Z',
});
const older = aReview({ id: 2, title: 'Runs a little small', rating: 3 });

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

const renderPanel = (isCustomer = false) =>
  renderWithProviders(<ReviewsPanel productId={5} urlKey="eid-cotton-panjabi" />, { shop: { isCustomer } });

describe('the Reviews tab', () => {
  it(
    'shows the summary (average, count, a bar per star) and the newest reviews with stars, percent, date and ' +
      'Verified purchase',
    async () => {
      get.mockResolvedValue({
        data: aReviewPage([newest, older], { total: 12, summary: summaryOf([5, 5, 5, 5, 5, 5, 4, 4, 4, 3, 2, 2]) }),
      });
      renderPanel();
      expect(screen.getByRole('status')).toHaveTextContent('Loading reviews');
      const list = await screen.findByRole('list', { name: 'Reviews' });
      expect(get).toHaveBeenCalledWith('/api/product/5/reviews', { params: { page: 1 } });

      expect(screen.getByText('4.1')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Rated 4.1 out of 5' })).toBeInTheDocument();
      expect(screen.getByText(/12 reviews · 82%/)).toBeInTheDocument();
      const bars = within(screen.getByRole('list', { name: 'Reviews by stars' })).getAllByRole('listitem');
      expect(bars.map((bar) => bar.textContent)).toEqual(['5 stars6', '4 stars3', '3 stars1', '2 stars2', '1 star0']);
      expect((bars[0].querySelector('.review-bar span') as HTMLElement).style.width).toBe('50%');

      const [first, second] = within(list).getAllByRole('article');
      expect(within(first).getByRole('heading', { level: 3, name: 'Lovely colours' })).toBeInTheDocument();
      expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
      expect(first).toHaveTextContent('100%');
      expect(first).toHaveTextContent('Tanvir H.');
      expect(first).toHaveTextContent('May 2, 2026');
      expect(within(first).getByText('Verified purchase')).toBeInTheDocument();
      expect(second).toHaveTextContent('60%');
      expect(second).not.toHaveTextContent('Verified purchase');
      expect(second.querySelector('.review-comment')!.textContent).toBe(
        'Wore it on Eid.\nThe fabric stayed cool all day.',
      );
      // 12 reviews: two pages.
      expect(screen.getByRole('navigation', { name: 'Review pages' })).toBeInTheDocument();
    },
  );

  it('shows what a shopper typed as text, never as markup', async () => {
    get.mockResolvedValue({
      data: aReviewPage([
        aReview({ title: '<b>Great</b><img src=x onerror=alert(1)>', comment: '<script>alert(1)</script>' }),
      ]),
    });
    renderPanel();
    expect(
      await screen.findByRole('heading', { level: 3, name: '<b>Great</b><img src=x onerror=alert(1)>' }),
    ).toBeInTheDocument();
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(document.querySelector('.reviews b, .reviews script, .reviews img[src="x"]')).toBeNull();
  });

  it('shows a photo small in the list and large in a dialog that closes again', async () => {
    get.mockResolvedValue({ data: aReviewPage([newest]) });
    renderPanel();
    const open = await screen.findByRole('button', { name: "Show Photo 1 of Tanvir H.'s review" });
    expect(open.querySelector('img')).toHaveAttribute('src', '/storage/review/5/a-small.webp');
    await userEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: "Photo 1 of Tanvir H.'s review" });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/storage/review/5/a-large.webp');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('turns the pages of reviews', async () => {
    const page2 = aReview({ id: 40, title: 'From page two' });
    get.mockImplementation(async (_url: string, { params }: { params: { page: number } }) => ({
      data: params.page === 1 ? aReviewPage([newest], { total: 11 }) : aReviewPage([page2], { page: 2, total: 11 }),
    }));
    Element.prototype.scrollIntoView = jest.fn();
    renderPanel();
    await screen.findByText('Lovely colours');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('From page two')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('/api/product/5/reviews', { params: { page: 2 } });
    expect(screen.queryByText('Lovely colours')).not.toBeInTheDocument();
  });

  it("asks a guest to sign in, with a link that comes back to this product's reviews", async () => {
    get.mockResolvedValue({ data: aReviewPage([]) });
    renderPanel();
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByText(/Please login for write review\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/customer/login?returnTo=%2Fproducts%2Feid-cotton-panjabi%23reviews',
    );
    expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it('lets a customer switch between the list and the form', async () => {
    get.mockResolvedValue({ data: aReviewPage([older]) });
    renderPanel(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    expect(await screen.findByRole('form', { name: 'Write a review' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Runs a little small')).not.toBeInTheDocument();
    expect(screen.queryByText(/Please login/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to reviews' }));
    expect(screen.getByText('Runs a little small')).toBeInTheDocument();
  });

  it('says when the reviews could not be loaded and tries again', async () => {
    get.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ data: aReviewPage([older]) });
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the reviews.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Runs a little small')).toBeInTheDocument());
    expect(get).toHaveBeenCalledTimes(2);
  });
});

describe('the Reviews tab in Bangla', () => {
  it(
    'shows the summary, the reviews and their dates in Bangla with Bangla digits, and asks a guest to log ' + 'in',
    async () => {
      get.mockResolvedValue({
        data: aReviewPage([newest, older], { total: 12, summary: summaryOf([5, 5, 5, 5, 5, 5, 4, 4, 4, 3, 2, 2]) }),
      });
      renderWithProviders(<ReviewsPanel productId={5} urlKey="eid-cotton-panjabi" />, { shop: { locale: 'bn-BD' } });
      expect(screen.getByRole('status')).toHaveTextContent('রিভিউ লোড হচ্ছে');
      const list = await screen.findByRole('list', { name: 'রিভিউ' });
      expect(screen.getByText('৪.১')).toBeInTheDocument();
      expect(screen.getByText('৫-এর মধ্যে')).toBeInTheDocument();
      expect(screen.getByText(/১২টি রিভিউ · ৮২%/)).toBeInTheDocument();
      const bars = within(screen.getByRole('list', { name: 'তারা অনুযায়ী রিভিউ' })).getAllByRole('listitem');
      expect(bars.map((bar) => bar.textContent)).toEqual(['৫ তারা৬', '৪ তারা৩', '৩ তারা১', '২ তারা২', '১ তারা০']);
      const [first] = within(list).getAllByRole('article');
      expect(within(first).getByRole('img', { name: '৫-এর মধ্যে ৫ রেটিং' })).toBeInTheDocument();
      expect(first).toHaveTextContent('১০০%');
      expect(first).toHaveTextContent('২ মে, ২০২৬');
      expect(within(first).getByText('যাচাই করা ক্রেতা')).toBeInTheDocument();
      expect(
        within(first).getByRole('button', { name: 'দেখুন: Tanvir H.-এর রিভিউয়ের ১ নম্বর ' + 'ছবি' }),
      ).toBeInTheDocument();
      expect(screen.getByText(/রিভিউ লিখতে অনুগ্রহ করে লগইন করুন।/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'লগইন' })).toHaveAttribute(
        'href',
        '/customer/login?returnTo=%2Fproducts%2Feid-cotton-panjabi%23reviews',
      );
      expect(screen.getByRole('button', { name: 'পাতা ২' })).toBeInTheDocument();
    },
  );
});
