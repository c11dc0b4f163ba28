import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../shared/api/client';
import type { RecentProduct } from '../../shared/recent/recentContract';
import { readRecentIds, writeRecentIds } from '../../shared/recent/recentStorage';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { aDetail } from './detailFixture';
import { ProductPage } from './ProductPage';

jest.mock('../../shared/api/client');

const TEA: RecentProduct = {
  id: 8,
  name: 'Ispahani Tea 400g',
  url_key: 'tea',
  picture: 'product/8/thumb-1.webp',
  price: 250,
};
const RICE: RecentProduct = { id: 9, name: 'Chinigura Rice 1kg', url_key: 'rice', picture: null, price: 135 };
const PANJABI: RecentProduct = {
  id: 5,
  name: 'Eid Cotton Panjabi',
  url_key: 'eid-cotton-panjabi',
  picture: null,
  price: 2200,
};

/** The server's answer to GET /api/recent: these products (it prices them). */
const answering = (products: RecentProduct[]) =>
  jest
    .mocked(api.get)
    .mockImplementation(async (url) => ({ data: { data: url === '/api/recent' ? products : [] } }) as never);

const section = () => screen.findByRole('region', { name: 'Recently viewed' });

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  writeRecentIds([]);
});

describe('recently viewed on the product page', () => {
  it("lists a guest's earlier views with picture and price, but this product, then notes it", async () => {
    writeRecentIds([8, 5, 9]);
    answering([TEA, PANJABI, RICE]);
    renderWithProviders(<ProductPage product={aDetail()} related={[]} />);
    const items = within(await section()).getAllByRole('link');
    expect(items.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Ispahani Tea 400g৳ 250', '/products/tea'],
      ['Chinigura Rice 1kg৳ 135', '/products/rice'],
    ]);
    expect(within(items[0]).getByRole('presentation')).toHaveAttribute('src', '/storage/product/8/thumb-1.webp');
    expect(api.get).toHaveBeenCalledWith('/api/recent', { params: { ids: '8,5,9' } });
    await waitFor(() => expect(readRecentIds()).toEqual([5, 8, 9]));
    expect(document.cookie).toContain('recently_viewed=5.8.9');
    expect(api.post).not.toHaveBeenCalled();
  });

  it("notes a customer's view on the account and empties the browser's merged guest copy", async () => {
    writeRecentIds([8]);
    answering([TEA]);
    renderWithProviders(<ProductPage product={aDetail()} related={[]} />, { shop: { isCustomer: true } });
    expect(within(await section()).getByRole('link', { name: /Ispahani Tea/ })).toBeInTheDocument();
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/api/recent', { product_id: 5 }));
    expect(readRecentIds()).toEqual([]);
  });

  it('shows nothing for a first view, in the place kept for it', async () => {
    answering([]);
    const { container } = renderWithProviders(<ProductPage product={aDetail()} related={[]} />);
    await waitFor(() => expect(readRecentIds()).toEqual([5]));
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
    expect(container.querySelector('.recent-slot')).toBeInTheDocument();
  });

  it('clears the list in the browser and on the account', async () => {
    writeRecentIds([8, 9]);
    answering([TEA, RICE]);
    jest.mocked(api.delete).mockResolvedValue({ data: { data: true } } as never);
    renderWithProviders(<ProductPage product={aDetail()} related={[]} />);
    await userEvent.click(within(await section()).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument());
    expect(api.delete).toHaveBeenCalledWith('/api/recent');
    expect(readRecentIds()).toEqual([]);
  });

  it('speaks Bangla on a Bangla page', async () => {
    writeRecentIds([8]);
    answering([TEA]);
    renderWithProviders(<ProductPage product={aDetail()} related={[]} />, { shop: { locale: 'bn-BD' } });
    const recent = await screen.findByRole('region', { name: 'সম্প্রতি দেখা পণ্য' });
    expect(within(recent).getByRole('button', { name: 'মুছে ফেলুন' })).toBeInTheDocument();
  });
});
