import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from '../../shared/api/client';
import type { RecentProduct } from '../../shared/recent/recentContract';
import { readRecentIds, writeRecentIds } from '../../shared/recent/recentStorage';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { SearchBox } from './SearchBox';

jest.mock('../../shared/api/client');

const TEA: RecentProduct = {
  id: 8,
  name: 'Ispahani Tea 400g',
  url_key: 'tea',
  picture: 'product/8/thumb-1.webp',
  price: 250,
};
const RICE: RecentProduct = { id: 9, name: 'Chinigura Rice 1kg', url_key: 'rice', picture: null, price: 135 };

const box = () => screen.getByRole('combobox', { name: 'Search products' });
const recentGroup = () => screen.findByRole('group', { name: 'Recently viewed' });

beforeEach(() => {
  jest.clearAllMocks();
  writeRecentIds([9, 8]);
  jest.mocked(api.get).mockResolvedValue({ data: { data: [RICE, TEA] } } as never);
  jest.mocked(api.delete).mockResolvedValue({ data: { data: true } } as never);
});

describe('recently viewed in the empty search box', () => {
  it('offers the products viewed last, newest first, with their prices, as the box opens', async () => {
    const navigate = jest.fn();
    renderWithProviders(<SearchBox navigate={navigate} />);
    fireEvent.focus(box());
    const options = within(await recentGroup()).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Chinigura Rice 1kg৳ 135', 'Ispahani Tea 400g৳ 250', 'Clear']);
    expect(api.get).toHaveBeenCalledWith('/api/recent', { params: { ids: '9,8' } });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(navigate).toHaveBeenCalledWith('/products/tea');
  });

  it('gives way to suggestions once the shopper types', async () => {
    renderWithProviders(<SearchBox navigate={jest.fn()} />);
    fireEvent.focus(box());
    await recentGroup();
    fireEvent.change(box(), { target: { value: 't' } });
    expect(screen.queryByRole('group', { name: 'Recently viewed' })).not.toBeInTheDocument();
  });

  it('clears them with the keyboard, here and on the account', async () => {
    const navigate = jest.fn();
    renderWithProviders(<SearchBox navigate={navigate} />);
    fireEvent.focus(box());
    await recentGroup();
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(screen.getByRole('option', { name: 'Clear' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', 'false'));
    expect(api.delete).toHaveBeenCalledWith('/api/recent');
    expect(readRecentIds()).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('offers nothing when nothing was viewed', async () => {
    jest.mocked(api.get).mockResolvedValue({ data: { data: [] } } as never);
    renderWithProviders(<SearchBox navigate={jest.fn()} />);
    fireEvent.focus(box());
    await waitFor(() => expect(api.get).toHaveBeenCalled());
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });
});
