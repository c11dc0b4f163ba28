import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../shared/api/client';
import type { CustomerReview } from '../../shared/api/reviewsContract';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { AccountReviewsPage } from './AccountReviewsPage';

jest.mock('../../shared/api/client');
const get = api.get as jest.Mock;

function review(id: number, overrides: Partial<CustomerReview> = {}): CustomerReview {
  return {
    id,
    title: `Review ${id}`,
    comment: 'Good quality.',
    rating: 4,
    rating_percent: 80,
    created_at: '2026-04-14T06:30:00.000Z',
    verified: true,
    photos: [],
    product: {
      id: id * 10,
      name: 'Aarong Cotton Panjabi Embroidered',
      url_key: `panjabi-${id}`,
      path: `product/${id * 10}/main-1.webp`,
    },
    ...overrides,
  };
}
const page = (data: CustomerReview[], current = 1, total = data.length) => ({
  data,
  meta: { current_page: current, last_page: Math.ceil(total / 10), per_page: 10, total },
});

beforeEach(() => jest.resetAllMocks());

describe('My Reviews', () => {
  it("lists the customer's reviews: product picture and link, stars, percent, title and date", () => {
    const gone = review(2, {
      title: '<b>Fine</b>',
      rating: 2,
      rating_percent: 40,
      product: { id: 20, name: 'Old Stock', url_key: null, path: null },
    });
    renderWithProviders(<AccountReviewsPage reviews={page([review(1), gone])} />, { shop: { isCustomer: true } });
    const [first, second] = within(screen.getByRole('list', { name: 'My reviews' })).getAllByRole('listitem');
    expect(within(first).getByRole('link', { name: 'Aarong Cotton Panjabi Embroidered' })).toHaveAttribute(
      'href',
      '/products/panjabi-1',
    );
    expect(first.querySelector('img')).toHaveAttribute('src', '/storage/product/10/main-1.webp');
    expect(within(first).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(first).getByRole('heading', { name: 'Review 1' })).toBeInTheDocument();
    expect(first).toHaveTextContent('80%');
    expect(first).toHaveTextContent('Apr 14, 2026');
    // A product no longer on sale: its name without a link, the shop's default picture.
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Old Stock');
    expect(within(second).getByRole('heading', { name: '<b>Fine</b>' })).toBeInTheDocument();
    expect(screen.getByText('2 reviews')).toBeInTheDocument();
  });

  it('says plainly when there is nothing yet', () => {
    renderWithProviders(<AccountReviewsPage reviews={page([])} />);
    expect(screen.getByText('You have not reviewed any product yet.')).toBeInTheDocument();
  });

  it('fetches the other pages', async () => {
    const first = Array.from({ length: 10 }, (_, i) => review(i + 1));
    get.mockResolvedValue({ data: page([review(11, { title: 'The eleventh' })], 2, 11) });
    renderWithProviders(<AccountReviewsPage reviews={page(first, 1, 11)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('heading', { name: 'The eleventh' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/customer/reviews', { params: { page: 2 } });
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('My Reviews in Bangla', () => {
  it('counts, dates and percents in Bangla digits', () => {
    renderWithProviders(<AccountReviewsPage reviews={page([review(1), review(2)])} />, {
      shop: { isCustomer: true, locale: 'bn-BD' },
    });
    const [first] = within(screen.getByRole('list', { name: 'আমার রিভিউ' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('৮০%');
    expect(first).toHaveTextContent('১৪ এপ্রি, ২০২৬');
    expect(screen.getByText('২টি রিভিউ')).toBeInTheDocument();
  });

  it('says in Bangla that there is nothing yet', () => {
    renderWithProviders(<AccountReviewsPage reviews={page([])} />, { shop: { locale: 'bn-BD' } });
    expect(screen.getByText('আপনি এখনো কোনো পণ্যের রিভিউ দেননি।')).toBeInTheDocument();
  });
});
