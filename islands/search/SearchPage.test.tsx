import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../shared/api/client';
import { aProduct } from '../../shared/test/productFixture';
import { DEFAULT_FILTERS } from '../../shared/filters/listingFilters';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { SearchPage } from './SearchPage';

jest.mock('../../shared/api/client');

const meta = (total: number, page = 1) => ({
  current_page: page,
  per_page: 20,
  total,
  last_page: Math.ceil(total / 20),
});
const hits = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => aProduct({ id: from + i, name: `Hilsa fish pack ${from + i}` }));

beforeEach(() => jest.clearAllMocks());

describe('Search Result page', () => {
  it('shows the matching products the page wrote, names cut to 25 characters', () => {
    renderWithProviders(
      <SearchPage
        term="hilsa"
        products={{ data: [aProduct({ name: 'Padma Hilsa Fish Large 1.5kg' })], meta: meta(1) }}
        filters={DEFAULT_FILTERS}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Search results for "hilsa"' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Padma Hilsa Fish Large 1....' })).toBeInTheDocument();
    expect(api.get).not.toHaveBeenCalled();
  });

  it('says nothing matched, in the exact words, with a reset link', () => {
    renderWithProviders(<SearchPage term="zzzz" products={{ data: [], meta: meta(0) }} filters={DEFAULT_FILTERS} />);
    expect(
      screen.getByText(
        'No products found matching your searched keyword. Please try another keyword or reset your search.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset' })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('navigation', { name: 'Search result pages' })).not.toBeInTheDocument();
  });

  it('pages through the results with the same term', async () => {
    jest.mocked(api.get).mockResolvedValue({ data: { data: hits(21, 5), meta: meta(25, 2) } } as never);
    renderWithProviders(
      <SearchPage term="hilsa" products={{ data: hits(1, 20), meta: meta(25) }} filters={DEFAULT_FILTERS} />,
    );
    expect(screen.getAllByRole('article')).toHaveLength(20);
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
    expect(api.get).toHaveBeenCalledWith('/search/products', { params: { term: 'hilsa', page: 2 } });
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('Search Result page in Bangla', () => {
  it('says what was searched and found, or that nothing matched, in Bangla', () => {
    const { unmount } = renderWithProviders(
      <SearchPage term="hilsa" products={{ data: hits(1, 20), meta: meta(25) }} filters={DEFAULT_FILTERS} />,
      { shop: { locale: 'bn-BD' } },
    );
    expect(screen.getByRole('heading', { name: '"hilsa"-এর খোঁজের ফলাফল' })).toBeInTheDocument();
    expect(screen.getByText('২৫টি পণ্য পাওয়া গেছে')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'সাজান' })).toHaveDisplayValue('সবচেয়ে মিল');
    unmount();
    renderWithProviders(<SearchPage term="zzzz" products={{ data: [], meta: meta(0) }} filters={DEFAULT_FILTERS} />, {
      shop: { locale: 'bn-BD' },
    });
    expect(
      screen.getByText('আপনার খোঁজা শব্দে কোনো পণ্য পাওয়া যায়নি। অন্য শব্দ দিয়ে চেষ্টা করুন বা খোঁজ রিসেট করুন।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'রিসেট' })).toHaveAttribute('href', '/products');
  });
});
