import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../shared/api/client';
import type { Paged, Product } from '../../shared/api/contract';
import { aProduct } from '../../shared/test/productFixture';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { HomePage } from './HomePage';

jest.mock('../../shared/api/client');

const campaign = {
  id: 3,
  slug: 'eid-ul-adha-mega-sale',
  image: 'campaigns/eid.jpg',
  title: 'Eid-ul-Adha Mega Sale',
  short_description: 'Up to 40% off',
  discount_type: 'Percentage' as const,
  discount: 10,
  ends_at: new Date(Date.now() + 2 * 86400_000 + 3600_000 + 30_000).toISOString(),
};

const products = (from: number, count: number, name = 'Product') =>
  Array.from({ length: count }, (_, i) => aProduct({ id: from + i, name: `${name} ${from + i}` }));
const page = <P extends Product>(data: P[], current: number, perPage: number, total: number): { data: Paged<P> } => ({
  data: { data, meta: { current_page: current, per_page: perPage, total, last_page: Math.ceil(total / perPage) } },
});

/** The server of the test: answers each home call from the query it gets. */
function serve({ trendingTotal = 23, fail = false } = {}) {
  jest.mocked(api.get).mockImplementation(async (url, config) => {
    const params = (config?.params ?? {}) as { page?: number; per_page?: number };
    if (fail) throw new Error('Network Error');
    switch (url) {
      case '/home/products': {
        const p = params.page ?? 1,
          size = params.per_page ?? 5;
        return page(
          products((p - 1) * size + 1, Math.min(size, trendingTotal - (p - 1) * size), 'Trending'),
          p,
          size,
          trendingTotal,
        ) as never;
      }
      case '/flashdeal/products':
        return { data: { data: [{ ...aProduct({ id: 501, name: 'Deal 501' }), top_deal: true }] } } as never;
      case '/flashdeal/products/more':
        return page(
          products(600, 2, 'More deal').map((p) => ({ ...p, top_deal: false })),
          1,
          12,
          2,
        ) as never;
      case '/shop/products/data': {
        const p = params.page ?? 1;
        return page(products(1000 + (p - 1) * 20, 20, 'Shop'), p, 20, 45) as never;
      }
      default:
        throw new Error(`unexpected call ${url}`);
    }
  });
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  jest.clearAllMocks();
});

describe('Home', () => {
  it('shows Featured Categories with logo or default image, names cut to 12 characters and item counts', async () => {
    serve();
    const categories = [
      {
        id: 2,
        parent_id: 1,
        slug: 'electronics-accessories',
        name: 'Electronics Accessories',
        category_name: 'Electronics Accessories',
        logo_path: 'categories/electronics.png',
        product_count: 48,
      },
      {
        id: 3,
        parent_id: 1,
        slug: 'groceries',
        name: 'Groceries',
        category_name: 'Groceries',
        logo_path: null,
        product_count: 51,
      },
    ];
    renderWithProviders(<HomePage categories={categories} />);
    const strip = section('Featured Categories');
    const electronics = within(strip).getByRole('link', { name: /Electronics \.\.\./ });
    expect(electronics).toHaveAttribute('href', '/categories/electronics-accessories');
    expect(electronics).toHaveTextContent('Electronics ...48 items');
    expect(electronics.querySelector('img')).toHaveAttribute('src', '/storage/categories/electronics.png');
    expect(
      within(strip)
        .getByRole('link', { name: /Groceries/ })
        .querySelector('img'),
    ).toHaveAttribute('src', '/storage/defaults/category.png');
    await within(section('Trending Products')).findAllByRole('article');
  });

  it('shows Trending Products five at a time with ceil(total / size) pages', async () => {
    serve();
    renderWithProviders(<HomePage categories={[]} flashCampaign={null} />);
    const trending = section('Trending Products');
    expect(within(trending).getByText('Special products in this month.')).toBeInTheDocument();
    expect(within(trending).getByRole('status')).toHaveTextContent('Loading trending products');
    expect(await within(trending).findAllByRole('article')).toHaveLength(5);
    expect(within(trending).queryByRole('status')).not.toBeInTheDocument();
    expect(within(trending).getByRole('combobox', { name: 'Show' })).toHaveValue('5');
    expect(within(trending).getByRole('button', { name: 'Page 5' })).toBeInTheDocument();
    expect(within(trending).queryByRole('button', { name: 'Page 6' })).not.toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/home/products', { params: { page: 1, per_page: 5 } });

    await userEvent.click(within(trending).getByRole('button', { name: 'Page 5' }));
    await waitFor(() => expect(within(trending).getAllByRole('article')).toHaveLength(3));
    expect(within(trending).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  });

  it('goes back to page 1 when the shopper picks another page size', async () => {
    serve();
    renderWithProviders(<HomePage />);
    const trending = section('Trending Products');
    await within(trending).findAllByRole('article');
    await userEvent.click(within(trending).getByRole('button', { name: 'Page 2' }));
    await userEvent.selectOptions(within(trending).getByRole('combobox', { name: 'Show' }), '10');
    await waitFor(() => expect(within(trending).getAllByRole('article')).toHaveLength(10));
    expect(api.get).toHaveBeenLastCalledWith('/home/products', { params: { page: 1, per_page: 10 } });
    expect(within(trending).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(3);
    expect(within(trending).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows Flash Deals with the campaign banner, a countdown and Top Deals', async () => {
    serve();
    renderWithProviders(<HomePage flashCampaign={campaign} />);
    const deals = section('Flash Deals');
    expect(within(deals).getByText('Special products in this month.')).toBeInTheDocument();
    expect(within(deals).getByRole('link', { name: /Eid-ul-Adha Mega Sale/ })).toHaveAttribute(
      'href',
      '/campaign-details/eid-ul-adha-mega-sale',
    );
    expect(within(deals).getByRole('timer')).toHaveAccessibleName(/2 days 1 hours/);
    const top = await within(deals).findByRole('article', { name: 'Deal 501' });
    expect(within(top).getByText('Top Deals')).toBeInTheDocument();
    const more = await within(deals).findByRole('article', { name: 'More deal 600' });
    expect(within(more).queryByText('Top Deals')).not.toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/flashdeal/products/more', { params: { page: 1 } });
  });

  it('leaves Flash Deals out when no flash campaign runs', async () => {
    serve();
    renderWithProviders(<HomePage />);
    await within(section('Trending Products')).findAllByRole('article');
    expect(screen.queryByRole('heading', { name: 'Flash Deals' })).not.toBeInTheDocument();
    expect(api.get).not.toHaveBeenCalledWith('/flashdeal/products');
  });

  it('loads more of the shop products on request', async () => {
    serve();
    renderWithProviders(<HomePage />);
    const listing = section('All Products');
    expect(await within(listing).findAllByRole('article')).toHaveLength(20);
    await userEvent.click(within(listing).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(within(listing).getAllByRole('article')).toHaveLength(40));
    expect(api.get).toHaveBeenLastCalledWith('/shop/products/data', { params: { page: 2 } });
  });

  it('fetches the shop products only as the shopper scrolls near them, in card-sized boxes meanwhile', async () => {
    serve();
    // A browser's IntersectionObserver, reporting only when the test scrolls.
    const observed: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
    const scrollNear = () =>
      act(() =>
        observed.forEach(({ callback, elements }) =>
          callback(
            elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
            {} as IntersectionObserver,
          ),
        ),
      );
    window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
      const entry = { callback, elements: [] as Element[] };
      observed.push(entry);
      return {
        observe: (element: Element) => entry.elements.push(element),
        disconnect: () => undefined,
      } as unknown as IntersectionObserver;
    }) as unknown as typeof IntersectionObserver;
    try {
      renderWithProviders(<HomePage trending={page(products(1, 5, 'Trending'), 1, 5, 5).data} />);
      const listing = section('All Products');
      expect(listing.querySelectorAll('.product-card.placeholder')).toHaveLength(20);
      expect(api.get).not.toHaveBeenCalledWith('/shop/products/data', expect.anything());
      scrollNear();
      expect(await within(listing).findAllByRole('article')).toHaveLength(20);
      expect(api.get).toHaveBeenCalledWith('/shop/products/data', { params: { page: 1 } });
    } finally {
      delete (window as Partial<typeof window>).IntersectionObserver;
    }
  });

  it('only logs a failed fetch: the spinner stops and no error is shown', async () => {
    serve({ fail: true });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<HomePage flashCampaign={campaign} />);
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(section('Trending Products')).getByText('No Products Found.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});

describe('Home in Bangla', () => {
  it('names its sections, counts and prices in Bangla with Bangla digits', async () => {
    serve();
    const categories = [
      {
        id: 3,
        parent_id: 1,
        slug: 'groceries',
        name: 'Groceries',
        category_name: 'Groceries',
        logo_path: null,
        product_count: 51,
      },
    ];
    renderWithProviders(<HomePage categories={categories} flashCampaign={campaign} />, { shop: { locale: 'bn-BD' } });
    expect(within(section('বাছাই করা ক্যাটাগরি')).getByRole('link', { name: /Groceries/ })).toHaveTextContent(
      'Groceries৫১টি পণ্য',
    );
    const trending = section('জনপ্রিয় পণ্য');
    expect(within(trending).getByText('এই মাসের বিশেষ পণ্য।')).toBeInTheDocument();
    const [first] = await within(trending).findAllByRole('article');
    expect(within(first).getByText('৳ ১,৫০০')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'কার্টে যোগ করুন' })).toBeInTheDocument();
    expect(within(trending).getByRole('navigation', { name: 'জনপ্রিয় পণ্যের পাতাগুলো' })).toBeInTheDocument();
    expect(within(trending).getByRole('button', { name: 'পাতা ৫' })).toHaveTextContent('৫');
    expect(
      within(section('ফ্ল্যাশ ডিল')).getByRole('timer', { name: /^ফ্ল্যাশ ডিল শেষ হতে বাকি ২ দিন ১ ঘণ্টা/ }),
    ).toBeInTheDocument();
    expect(await within(section('সব পণ্য')).findByRole('button', { name: 'আরও দেখুন' })).toBeInTheDocument();
  });
});
