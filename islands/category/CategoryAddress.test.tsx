import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../shared/api/client';
import type { CategoryPageProps, Paged, Product } from '../../shared/api/contract';
import { aProduct } from '../../shared/test/productFixture';
import { addressQuery, DEFAULT_FILTERS, filtersFromAddress } from '../../shared/filters/listingFilters';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { CategoryPage } from './CategoryPage';

jest.mock('../../shared/api/client');

const page = (data: Product[], total = data.length, current = 1): Paged<Product> => ({
  data,
  meta: { current_page: current, last_page: Math.ceil(total / 20), per_page: 20, total },
});
const saree = aProduct({ id: 1, name: 'Tangail Cotton Saree' });
const panjabi = aProduct({ id: 2, name: 'Eid Silk Panjabi' });
const kurta = aProduct({ id: 3, name: 'Cotton Kurta' });

const props = (overrides: Partial<CategoryPageProps> = {}): CategoryPageProps => ({
  category: { id: 12, name: 'Women Fashion', slug: 'women-fashion' },
  categories: [
    {
      id: 12,
      parent_id: null,
      slug: 'women-fashion',
      name: 'Women Fashion',
      category_name: 'Women Fashion',
      logo_path: null,
      product_count: 40,
    },
  ],
  filterable: ['price', 'brand', 'color', 'size'],
  brands: [{ id: 3, admin_name: 'Aarong' }],
  colors: [{ id: 5, admin_name: 'Red', swatch_value: '#dc2626' }],
  sizes: [{ id: 8, admin_name: 'XL' }],
  products: page([saree], 45),
  featured: [],
  filters: DEFAULT_FILTERS,
  ...overrides,
});

const grid = () => screen.getByRole('region', { name: 'Women Fashion' });
const sortBy = () => screen.getByRole('combobox', { name: 'Sort by' });

beforeEach(() => {
  jest.clearAllMocks();
  Element.prototype.scrollIntoView = jest.fn();
  window.history.replaceState(null, '', '/categories/women-fashion');
});

describe('a category page keeps its filters, order and page in the address', () => {
  it('pushes each change into the address and restores the grid on Back and Forward', async () => {
    jest
      .mocked(api.get)
      .mockImplementation(
        async (_url, config) =>
          ((config?.params as { page?: number }).page === 2
            ? { data: page([kurta], 30, 2) }
            : { data: page([panjabi], 30) }) as never,
      );
    renderWithProviders(<CategoryPage {...props()} />);

    await userEvent.click(screen.getByRole('link', { name: 'Red' }));
    await userEvent.selectOptions(sortBy(), 'Price: low to high');
    expect(api.get).toHaveBeenLastCalledWith('/categories/products/12', {
      params: { min_price: 0, max_price: 60000, color_id: 5, sort: 'price_asc' },
    });
    expect(window.location.search).toBe('?color_id=5&sort=price_asc');
    await userEvent.click(await screen.findByRole('link', { name: 'Page 2' }));
    expect(window.location.search).toBe('?color_id=5&sort=price_asc&page=2');
    expect(await within(grid()).findByRole('article', { name: 'Cotton Kurta' })).toBeInTheDocument();

    await act(async () => window.history.back());
    await waitFor(() => expect(window.location.search).toBe('?color_id=5&sort=price_asc'));
    await waitFor(() =>
      expect(api.get).toHaveBeenLastCalledWith('/categories/products/12', {
        params: { min_price: 0, max_price: 60000, color_id: 5, sort: 'price_asc' },
      }),
    );
    expect(await within(grid()).findByRole('article', { name: 'Eid Silk Panjabi' })).toBeInTheDocument();
    expect(sortBy()).toHaveValue('price_asc');
    expect(screen.getByRole('link', { name: 'Red' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await act(async () => window.history.forward());
    await waitFor(() =>
      expect(api.get).toHaveBeenLastCalledWith('/categories/products/12', {
        params: { min_price: 0, max_price: 60000, color_id: 5, sort: 'price_asc', page: 2 },
      }),
    );
    expect(await within(grid()).findByRole('article', { name: 'Cotton Kurta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the filters a shared link names as the server painted them, without a call', () => {
    const filters = filtersFromAddress(
      new URLSearchParams('min_price=500&max_price=9000&color_id=5&sort=price_desc&page=2'),
    );
    renderWithProviders(<CategoryPage {...props({ filters, products: page([kurta], 45, 2) })} />);
    expect(sortBy()).toHaveValue('price_desc');
    expect(screen.getByRole('link', { name: 'Red' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('spinbutton', { name: /min/i })).toHaveValue(500);
    expect(api.get).not.toHaveBeenCalled();
  });

  it('links each page and filter choice to its address, and sorts by a form asking for one', () => {
    const filters = filtersFromAddress(new URLSearchParams('color_id=5&sort=price_desc&page=2'));
    renderWithProviders(<CategoryPage {...props({ filters, products: page([kurta], 45, 2) })} />);
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '?color_id=5&sort=price_desc&page=3');
    expect(screen.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '?color_id=5&sort=price_desc');
    // A choice made is dropped by its link; another is added beside it, from the first page.
    expect(screen.getByRole('link', { name: 'Red' })).toHaveAttribute('href', '?sort=price_desc');
    expect(screen.getByRole('link', { name: 'XL' })).toHaveAttribute('href', '?color_id=5&size_id=8&sort=price_desc');
    const sort = sortBy().closest('form')!;
    expect(sort).toHaveAttribute('method', 'get');
    expect(Object.fromEntries(new FormData(sort))).toEqual({ color_id: '5', sort: 'price_desc' });
  });

  it(
    'reads an address back into the same filters, and falls back to defaults for values the panel cannot ' + 'choose',
    () => {
      const chosen = {
        ...DEFAULT_FILTERS,
        price: { min: 100, max: 2000 },
        brandId: 3,
        sizeId: 8,
        sort: 'bestselling' as const,
        page: 4,
      };
      expect(filtersFromAddress(new URLSearchParams(addressQuery(chosen)))).toEqual(chosen);
      expect(addressQuery(DEFAULT_FILTERS)).toBe('');
      expect(addressQuery({ ...DEFAULT_FILTERS, sort: 'rating' }, { term: 'saree' })).toBe('?term=saree&sort=rating');
      expect(
        filtersFromAddress(new URLSearchParams('sort=cheapest&page=-1&color_id=abc&min_price=900&max_price=100')),
      ).toEqual(DEFAULT_FILTERS);
    },
  );
});
