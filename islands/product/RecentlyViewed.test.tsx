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

const section = () => screen.findByRole('region', { name: 'Recently viewed' });

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  writeRecentIds([]);
});

const page = (recent: RecentProduct[]) => <ProductPage product={aDetail()} related={[]} recent={recent} />;

describe('recently viewed on the product page', () => {
  it("lists the server's earlier views with picture and price, then notes this guest view", async () => {
    writeRecentIds([8, 9]);
    renderWithProviders(page([TEA, RICE]));
    const items = within(await section()).getAllByRole('link');
    expect(items.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Ispahani Tea 400g৳ 250', '/products/tea'],
      ['Chinigura Rice 1kg৳ 135', '/products/rice'],
    ]);
    expect(within(items[0]).getByRole('presentation')).toHaveAttribute('src', '/storage/product/8/thumb-1.webp');
    await waitFor(() => expect(readRecentIds()).toEqual([5, 8, 9]));
    expect(document.cookie).toContain('recently_viewed=5.8.9');
    // The list came with the page: no call for it, and none to the account for a guest.
    expect(api.get).not.toHaveBeenCalled();
    expect(api.post).not.toHaveBeenCalled();
  });

  it("notes a customer's view on the account and empties the browser's merged guest copy", async () => {
    writeRecentIds([8]);
    renderWithProviders(page([TEA, PANJABI]), { shop: { isCustomer: true } });
    expect(within(await section()).getByRole('link', { name: /Eid Cotton Panjabi/ })).toBeInTheDocument();
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/api/recent', { product_id: 5 }));
    expect(readRecentIds()).toEqual([]);
  });

  it('leaves no section and no empty place for a first view', async () => {
    const { container } = renderWithProviders(page([]));
    await waitFor(() => expect(readRecentIds()).toEqual([5]));
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
    expect(container.querySelector('.recent, .recent-slot')).toBeNull();
  });

  it('clears the list in the browser and on the account', async () => {
    writeRecentIds([8, 9]);
    jest.mocked(api.delete).mockResolvedValue({ data: { data: true } } as never);
    renderWithProviders(page([TEA, RICE]));
    await userEvent.click(within(await section()).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument());
    expect(api.delete).toHaveBeenCalledWith('/api/recent');
    expect(readRecentIds()).toEqual([]);
  });

  it('speaks Bangla on a Bangla page', async () => {
    renderWithProviders(page([TEA]), { shop: { locale: 'bn-BD' } });
    const recent = await screen.findByRole('region', { name: 'সম্প্রতি দেখা পণ্য' });
    expect(within(recent).getByRole('button', { name: 'মুছে ফেলুন' })).toBeInTheDocument();
  });
});
