import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../shared/api/client';
import type { BrandPageProps } from '../../shared/api/contract';
import { aProduct } from '../../shared/test/productFixture';
import { DEFAULT_FILTERS } from '../../shared/filters/listingFilters';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { BrandPage } from './BrandPage';

jest.mock('../../shared/api/client');

const props: BrandPageProps = {
  brand: { id: 4, admin_name: 'Walton' },
  categories: [
    {
      id: 13,
      parent_id: null,
      slug: 'electronics',
      name: 'Electronics',
      category_name: 'Electronics',
      logo_path: null,
      product_count: 25,
    },
  ],
  // A brand page never shows a brand section, even when the list holds its code.
  filterable: ['price', 'brand', 'color', 'size'],
  brands: [{ id: 4, admin_name: 'Walton' }],
  colors: [{ id: 6, admin_name: 'Black', swatch_value: '#111827' }],
  sizes: [{ id: 9, admin_name: '32 inch' }],
  products: {
    data: [aProduct({ id: 1, name: 'Walton Smart LED TV' })],
    meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
  },
  featured: [],
  filters: DEFAULT_FILTERS,
};

beforeEach(() => {
  jest.clearAllMocks();
  Element.prototype.scrollIntoView = jest.fn();
});

describe('BrandPage', () => {
  it("shows the brand's admin_name in the breadcrumb and has no brand filter", () => {
    renderWithProviders(<BrandPage {...props} />);
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Walton')).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('heading', { name: 'Color' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Brand' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured Products' })).not.toBeInTheDocument();
  });

  it("filters through the brand's own products call", async () => {
    jest.mocked(api.get).mockResolvedValue({
      data: { data: [], meta: { current_page: 1, last_page: 0, per_page: 20, total: 0 } },
    } as never);
    renderWithProviders(<BrandPage {...props} />);
    await userEvent.click(screen.getByRole('link', { name: '32 inch' }));
    expect(api.get).toHaveBeenCalledWith('/brand/products/4', {
      params: { min_price: 0, max_price: 60000, size_id: 9 },
    });
    expect(await screen.findByRole('link', { name: 'Reset' })).toBeInTheDocument();
  });
});

describe('BrandPage in Bangla', () => {
  it('shows the filter sections and the product count in Bangla', () => {
    renderWithProviders(<BrandPage {...props} />, { shop: { locale: 'bn-BD' } });
    expect(screen.getByRole('heading', { name: 'রং' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'সাইজ' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ব্র্যান্ড' })).not.toBeInTheDocument();
    expect(screen.getByText('১টি পণ্য')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'সব মুছুন' })).toBeInTheDocument();
  });
});
