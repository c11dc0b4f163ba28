import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../shared/api/client';
import { aProduct } from '../../shared/test/productFixture';
import { DEFAULT_FILTERS } from '../../shared/filters/listingFilters';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { AllProductsPage } from './AllProductsPage';

jest.mock('../../shared/api/client');

const meta = (total: number, page = 1) => ({
  current_page: page,
  per_page: 20,
  total,
  last_page: Math.ceil(total / 20),
});
const products = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => aProduct({ id: from + i, name: `Product ${from + i}` }));

beforeEach(() => jest.clearAllMocks());

describe('All Products', () => {
  it('shows the first page the server wrote, with Home in the breadcrumb', () => {
    renderWithProviders(
      <AllProductsPage products={{ data: products(1, 20), meta: meta(45) }} filters={DEFAULT_FILTERS} />,
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Home' }),
    ).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { name: 'All Products', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.getByRole('link', { name: 'Page 3' })).toBeInTheDocument();
  });

  it('keeps the old cards under a spinner while the next page loads', async () => {
    let answer!: (value: unknown) => void;
    jest.mocked(api.get).mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    renderWithProviders(
      <AllProductsPage products={{ data: products(1, 20), meta: meta(45) }} filters={DEFAULT_FILTERS} />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading products');
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(api.get).toHaveBeenCalledWith('/shop/products/data', { params: { page: 2 } });
    answer({ data: { data: products(21, 20), meta: meta(45, 2) } });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Product 21' })).toBeInTheDocument();
  });

  it('says No Products Found. for an empty shop', () => {
    renderWithProviders(<AllProductsPage products={{ data: [], meta: meta(0) }} filters={DEFAULT_FILTERS} />);
    expect(screen.getByText('No Products Found.')).toBeInTheDocument();
  });
});

describe('All Products in Bangla', () => {
  it('names the page, counts its products and numbers its pages in Bangla', () => {
    renderWithProviders(
      <AllProductsPage products={{ data: products(1, 20), meta: meta(45) }} filters={DEFAULT_FILTERS} />,
      { shop: { locale: 'bn-BD' } },
    );
    expect(screen.getByRole('heading', { name: 'সব পণ্য', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('৪৫টি পণ্য')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'সব পণ্যের পাতাগুলো' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'পরের' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'পাতা ৩' })).toHaveTextContent('৩');
  });
});
