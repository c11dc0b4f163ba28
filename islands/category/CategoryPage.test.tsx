import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../shared/api/client';
import type { CategoryPageProps, Paged, Product } from '../../shared/api/contract';
import { aProduct } from '../../shared/test/productFixture';
import { DEFAULT_FILTERS } from '../../shared/filters/listingFilters';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { CategoryPage } from './CategoryPage';

const NO_MATCH_TEXT =
  'No products found matching your selected filter. Please try another filter or reset your search.';

jest.mock('../../shared/api/client');

const page = (data: Product[], total = data.length, current = 1): Paged<Product> => ({
  data,
  meta: { current_page: current, last_page: Math.ceil(total / 20), per_page: 20, total },
});
const saree = aProduct({ id: 1, name: 'Tangail Cotton Saree with Zari Border' });
const panjabi = aProduct({ id: 2, name: 'Eid Silk Panjabi' });

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
  filterable: ['price', 'brand', 'color', 'size'],
  brands: [{ id: 3, admin_name: 'Aarong' }],
  colors: [{ id: 5, admin_name: 'Red', swatch_value: '#dc2626' }],
  sizes: [{ id: 8, admin_name: 'XL' }],
  products: page([saree, panjabi], 45),
  featured: [aProduct({ id: 9, name: 'Jamdani Saree Handwoven Premium Edition' })],
  filters: DEFAULT_FILTERS,
  ...overrides,
});

let scrolled: jest.Mock;
beforeEach(() => {
  jest.clearAllMocks();
  scrolled = jest.fn();
  Element.prototype.scrollIntoView = scrolled;
});

const grid = () => screen.getByRole('region', { name: 'Women Fashion' });

describe('CategoryPage', () => {
  it(
    'shows the breadcrumb, the category sidebar, the grid with names cut to 22 and the featured list cut to ' + '25',
    () => {
      renderWithProviders(<CategoryPage {...props()} />);
      const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      expect(within(crumbs).getByText('Women Fashion')).toHaveAttribute('aria-current', 'page');
      const sidebar = screen.getByRole('navigation', { name: 'Categories' });
      expect(within(sidebar).getByRole('link', { name: 'Electronics' })).toHaveAttribute(
        'href',
        '/categories/electronics',
      );
      expect(within(grid()).getByRole('link', { name: 'Tangail Cotton Saree w...' })).toBeInTheDocument();
      const featured = screen.getByRole('region', { name: 'Featured Products' });
      expect(within(featured).getByRole('link', { name: 'Jamdani Saree Handwoven P...' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Women Fashion pages' })).toBeInTheDocument();
    },
  );

  it('shows only the filter sections the category lists as filterable', () => {
    renderWithProviders(<CategoryPage {...props({ filterable: ['color'] })} />);
    expect(screen.getByRole('heading', { name: 'Products Filter' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Color' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Price' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Brand' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Size' })).not.toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('refetches with the chosen color, shows a spinner meanwhile and scrolls smoothly to the results', async () => {
    let answer!: (value: unknown) => void;
    jest.mocked(api.get).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)) as never);
    renderWithProviders(<CategoryPage {...props()} />);
    await userEvent.click(screen.getByRole('link', { name: 'Red' }));

    expect(api.get).toHaveBeenCalledWith('/categories/products/12', {
      params: { min_price: 0, max_price: 60000, color_id: 5 },
    });
    expect(scrolled).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(within(grid()).getByRole('status')).toHaveTextContent('Loading products');
    expect(screen.getByRole('link', { name: 'Red' })).toHaveAttribute('aria-current', 'true');

    answer({ data: page([panjabi]) });
    expect(await within(grid()).findByRole('article', { name: 'Eid Silk Panjabi' })).toBeInTheDocument();
    expect(within(grid()).queryByRole('article', { name: saree.name })).not.toBeInTheDocument();
    expect(within(grid()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('sends brand, size and price together, and a second click drops a choice', async () => {
    jest.mocked(api.get).mockResolvedValue({ data: page([panjabi]) } as never);
    renderWithProviders(<CategoryPage {...props()} />);
    await userEvent.click(screen.getByRole('link', { name: 'Aarong' }));
    await userEvent.click(await screen.findByRole('link', { name: 'XL' }));
    const min = screen.getByRole('spinbutton', { name: 'Min' });
    await userEvent.clear(min);
    await userEvent.type(min, '1500{Enter}');
    expect(api.get).toHaveBeenLastCalledWith('/categories/products/12', {
      params: { min_price: 1500, max_price: 60000, brand_id: 3, size_id: 8 },
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Aarong' }));
    expect(api.get).toHaveBeenLastCalledWith('/categories/products/12', {
      params: { min_price: 1500, max_price: 60000, size_id: 8 },
    });
  });

  it('Clear All restores the default filters and the unfiltered listing', async () => {
    jest
      .mocked(api.get)
      .mockResolvedValueOnce({ data: page([]) } as never)
      .mockResolvedValueOnce({ data: page([saree, panjabi], 45) } as never);
    renderWithProviders(<CategoryPage {...props()} />);
    await userEvent.click(screen.getByRole('link', { name: 'Red' }));
    await screen.findByText(NO_MATCH_TEXT, { exact: false });

    await userEvent.click(screen.getByRole('link', { name: 'Clear All' }));
    expect(api.get).toHaveBeenLastCalledWith('/categories/products/12', { params: { min_price: 0, max_price: 60000 } });
    expect(await within(grid()).findByRole('article', { name: saree.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Red' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('spinbutton', { name: 'Min' })).toHaveValue(0);
    expect(screen.getByRole('spinbutton', { name: 'Max' })).toHaveValue(60000);
  });

  it('says exactly that no product matches, and Reset brings the listing back', async () => {
    jest
      .mocked(api.get)
      .mockResolvedValueOnce({ data: page([]) } as never)
      .mockResolvedValueOnce({ data: page([saree]) } as never);
    renderWithProviders(<CategoryPage {...props()} />);
    await userEvent.click(screen.getByRole('link', { name: 'XL' }));

    const empty = await within(grid()).findByText(NO_MATCH_TEXT, { exact: false });
    expect(empty).toHaveTextContent(
      'No products found matching your selected filter. Please try another filter or reset your search. Reset',
    );
    expect(screen.queryByRole('navigation', { name: 'Women Fashion pages' })).not.toBeInTheDocument();
    await userEvent.click(within(empty).getByRole('link', { name: 'Reset' }));
    expect(api.get).toHaveBeenLastCalledWith('/categories/products/12', { params: { min_price: 0, max_price: 60000 } });
    expect(await within(grid()).findByRole('article', { name: saree.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'XL' })).not.toHaveAttribute('aria-current');
  });

  it('only logs a failed fetch: no message, and the products already shown stay', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(api.get).mockRejectedValueOnce(new Error('Network Error'));
    const { store } = renderWithProviders(<CategoryPage {...props()} />);
    await userEvent.click(screen.getByRole('link', { name: 'Red' }));

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(await within(grid()).findByRole('article', { name: saree.name })).toBeInTheDocument();
    expect(store.getState().flash).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it('asks the server for the page the shopper picks, under the current filters', async () => {
    jest.mocked(api.get).mockResolvedValue({ data: page([panjabi], 45, 2) } as never);
    renderWithProviders(<CategoryPage {...props()} />);
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(api.get).toHaveBeenLastCalledWith('/categories/products/12', {
      params: { min_price: 0, max_price: 60000, page: 2 },
    });
    expect(await screen.findByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('CategoryPage in Bangla', () => {
  it('shows the filters, the sort menu, the count and the prices in Bangla', () => {
    renderWithProviders(<CategoryPage {...props()} />, { shop: { locale: 'bn-BD' } });
    expect(
      within(screen.getByRole('navigation', { name: 'পাতার পথ' })).getByRole('link', { name: 'হোম' }),
    ).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'ক্যাটাগরি' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'পণ্য ফিল্টার' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'সর্বোচ্চ দাম' })).toHaveAttribute('aria-valuetext', '৳ ৬০,০০০');
    expect(screen.getByRole('button', { name: 'ক্যাটাগরি ও ফিল্টার দেখুন' })).toBeInTheDocument();
    expect(within(grid()).getByText('৪৫টি পণ্য')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'সাজান' })).toHaveDisplayValue('নতুন আগে');
    expect(within(grid()).getAllByText('৳ ১,৫০০')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'বাছাই করা পণ্য' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'পাতা ৩' })).toHaveTextContent('৩');
  });
});
