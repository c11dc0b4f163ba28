import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../shared/api/client';
import type { CompareProduct } from '../../shared/api/contract';
import { COMPARE_STORAGE_KEY, readCompareIds, writeCompareIds } from '../../shared/compare/compareStorage';
import { compareCounted, selectCompareCount } from '../../shared/store/countersSlice';
import { selectFlashMessages } from '../../shared/store/flashSlice';
import { refreshCounters } from '../../shared/counters/refreshCounters';
import { makeStore } from '../../shared/store/store';
import { renderWithProviders, withShop } from '../../shared/test/renderWithProviders';
import { ComparePage } from './ComparePage';
import { comparedProduct } from './compareFixture';

jest.mock('../../shared/api/client');
const get = api.get as jest.Mock;
const post = api.post as jest.Mock;

const tea = comparedProduct(3, 'Sylhet Tea 500g', {
  regular: 600,
  final: 540,
  description: '<p>Strong <strong>leaf</strong> tea</p>',
});
const kurta = comparedProduct(5, 'Cotton Kurta', { regular: 2500, type: 'configurable' });
const shelf = [tea, kurta];

/**
 * GET /api/compare-items answers like the server: a guest's ids picked from the shelf, a customer's list as it is now.
 */
function serverCompare(customerList: CompareProduct[] = []) {
  get.mockImplementation(async (url: string, config?: { params?: { product_ids?: number[] } }) => {
    if (url !== '/api/compare-items') throw new Error(`unexpected GET ${url}`);
    const ids = config?.params?.product_ids;
    return { data: { data: ids ? shelf.filter((p) => ids.includes(p.id)) : customerList } };
  });
}

const httpFailure = (status: number, data: unknown) =>
  Object.assign(new Error(`status ${status}`), { isAxiosError: true, response: { status, data } });

function renderCompare(isCustomer: boolean) {
  return renderWithProviders(<ComparePage />, { shop: { isCustomer } });
}

const flashes = (store: ReturnType<typeof renderCompare>['store']) =>
  selectFlashMessages(store.getState()).map(({ text, type }) => ({ text, type }));
const columns = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the compare page for a guest', () => {
  it('shows the products of the ids kept in this browser side by side', async () => {
    writeCompareIds([3, 5]);
    serverCompare();
    renderCompare(false);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your compare list');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/compare-items', { params: { product_ids: [3, 5] } });
    expect(columns()).toEqual(['Sylhet Tea 500g', 'Cotton Kurta']);
    expect(screen.getByRole('link', { name: 'Sylhet Tea 500g' })).toHaveAttribute('href', '/products/sylhet-tea-500g');

    const cells = (name: string) =>
      within(screen.getByRole('row', { name: new RegExp(`^${name}`) })).getAllByRole('cell');
    expect(cells('Price')[0].querySelector('.price-main')).toHaveTextContent('৳ 540');
    expect(cells('Price')[0].querySelector('del')).toHaveTextContent('৳ 600');
    expect(cells('Price')[1]).toHaveTextContent('৳ 2,500');
    expect(cells('SKU').map((td) => td.textContent)).toEqual(['SYLHET-TEA-500G', 'COTTON-KURTA']);
    expect(within(cells('Description')[0]).getByText('leaf').tagName).toBe('STRONG');
    expect(within(cells('Buy')[0]).getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
    expect(within(cells('Buy')[1]).getByRole('link', { name: 'Select Options' })).toHaveAttribute(
      'href',
      '/products/cotton-kurta',
    );
    expect(within(cells('Remove')[1]).getByRole('button', { name: 'Remove Cotton Kurta' })).toHaveTextContent('Remove');
  });

  it('asks for the products of its ids once, for the navbar counter and the page alike', async () => {
    writeCompareIds([3, 5]);
    serverCompare();
    const store = makeStore(withShop({ isCustomer: false }));
    const counted = store.dispatch(refreshCounters(['compare']));
    renderWithProviders(<ComparePage />, { store });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    await counted;
    expect(selectCompareCount(store.getState())).toBe(2);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('adds what the guest compared without script, shown by the server, to the list this browser keeps', async () => {
    writeCompareIds([5]);
    document.cookie = 'compare_form_items=3; path=/';
    serverCompare();
    renderWithProviders(<ComparePage />, {
      shop: { isCustomer: false },
      preloadedState: { compare: { status: 'ready', items: [tea], removing: [] } },
    });
    expect(columns()).toEqual(['Sylhet Tea 500g']);
    await waitFor(() => expect(columns().sort()).toEqual(['Cotton Kurta', 'Sylhet Tea 500g']));
    expect(get).toHaveBeenCalledWith('/api/compare-items', { params: { product_ids: [5, 3] } });
    expect(readCompareIds()).toEqual([5, 3]);
    expect(document.cookie).not.toContain('compare_form_items');
  });

  it('says the list is empty without asking the server when no id is kept', async () => {
    renderCompare(false);
    expect(await screen.findByText('Your Compare List is Empty!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(get).not.toHaveBeenCalled();
  });

  it('removes the id from this browser, with the success message and the counter read again', async () => {
    writeCompareIds([3, 5]);
    serverCompare();
    const { store } = renderCompare(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Sylhet Tea 500g' }));

    expect(readCompareIds()).toEqual([5]);
    expect(post).not.toHaveBeenCalled();
    expect(columns()).toEqual(['Cotton Kurta']);
    expect(flashes(store)).toEqual([{ text: 'Successfully Removed From Compare List.', type: 'success' }]);
    await waitFor(() => expect(selectCompareCount(store.getState())).toBe(1));
    expect(get).toHaveBeenLastCalledWith('/api/compare-items', { params: { product_ids: [5] } });

    await userEvent.click(screen.getByRole('button', { name: 'Remove Cotton Kurta' }));
    expect(await screen.findByText('Your Compare List is Empty!')).toBeInTheDocument();
    expect(localStorage.getItem(COMPARE_STORAGE_KEY)).toBe('[]');
  });

  it('reads the list again when another tab changes the compare counter', async () => {
    writeCompareIds([3]);
    serverCompare();
    const { store } = renderCompare(false);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    writeCompareIds([3, 5]);
    store.dispatch(compareCounted(2));
    await waitFor(() => expect(columns()).toEqual(['Sylhet Tea 500g', 'Cotton Kurta']));
  });

  it('offers to try again when the list cannot be read', async () => {
    writeCompareIds([5]);
    get.mockRejectedValueOnce(new Error('offline'));
    renderCompare(false);
    serverCompare();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('columnheader', { name: 'Cotton Kurta' })).toBeInTheDocument();
  });
});

describe('the compare page for a customer', () => {
  it('shows the list the page came with at once, without asking the server', async () => {
    renderWithProviders(<ComparePage />, {
      shop: { isCustomer: true },
      preloadedState: { compare: { status: 'ready', items: [tea, kurta], removing: [] } },
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(columns()).toEqual(['Sylhet Tea 500g', 'Cotton Kurta']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(get).not.toHaveBeenCalled();
  });

  it('shows the list kept on the server, whatever ids this browser holds, and removes through the server', async () => {
    writeCompareIds([5]);
    serverCompare([tea, kurta]);
    const { store } = renderCompare(true);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/compare-items');
    expect(columns()).toEqual(['Sylhet Tea 500g', 'Cotton Kurta']);

    post.mockResolvedValue({
      data: {
        message: 'Successfully Removed From Compare List.',
        data: { message: 'Successfully Removed From Compare List.' },
      },
    });
    serverCompare([kurta]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Sylhet Tea 500g' }));

    expect(post).toHaveBeenCalledWith('/api/compare-items', { product_id: 3, _method: 'DELETE' });
    expect(columns()).toEqual(['Cotton Kurta']);
    expect(flashes(store)).toEqual([{ text: 'Successfully Removed From Compare List.', type: 'success' }]);
    await waitFor(() => expect(selectCompareCount(store.getState())).toBe(1));
    expect(readCompareIds()).toEqual([5]);
  });

  it(
    "keeps the column when the server refuses: a warning for 400/422, an error otherwise, with the server's " + 'words',
    async () => {
      serverCompare([tea]);
      const { store } = renderCompare(true);
      const button = await screen.findByRole('button', { name: 'Remove Sylhet Tea 500g' });
      post
        .mockRejectedValueOnce(httpFailure(422, { message: 'This item cannot be removed now.' }))
        .mockRejectedValueOnce(
          httpFailure(404, {
            message: 'This item is not in your compare list.',
            data: { message: 'This item is not in your compare list.' },
          }),
        )
        .mockRejectedValueOnce(new Error('Network Error'));
      for (let i = 0; i < 3; i += 1) {
        await userEvent.click(button);
        await waitFor(() => expect(button).toBeEnabled());
      }
      expect(flashes(store)).toEqual([
        { text: 'This item cannot be removed now.', type: 'warning' },
        { text: 'This item is not in your compare list.', type: 'error' },
        { text: 'An error occurred', type: 'error' },
      ]);
      expect(columns()).toEqual(['Sylhet Tea 500g']);
    },
  );
});

describe('the compare page in Bangla', () => {
  it('names the rows and buttons in Bangla, with prices in Bangla digits, and says the removal in Bangla', async () => {
    writeCompareIds([3, 5]);
    serverCompare();
    const { store } = renderWithProviders(<ComparePage />, { shop: { locale: 'bn-BD' } });
    expect(screen.getByRole('status')).toHaveTextContent('আপনার তুলনার তালিকা লোড হচ্ছে');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'পণ্যের তুলনা' })).toBeInTheDocument();
    const cells = (name: string) =>
      within(screen.getByRole('row', { name: new RegExp(`^${name}`) })).getAllByRole('cell');
    expect(cells('দাম')[0].querySelector('.price-main')).toHaveTextContent('৳ ৫৪০');
    expect(within(cells('কিনুন')[0]).getByRole('button', { name: 'কার্টে যোগ করুন' })).toBeEnabled();
    expect(within(cells('কিনুন')[1]).getByRole('link', { name: 'অপশন বেছে নিন' })).toBeInTheDocument();
    await userEvent.click(within(cells('সরান')[0]).getByRole('button', { name: 'Sylhet Tea 500g সরান' }));
    await waitFor(() =>
      expect(flashes(store)).toEqual([{ text: 'তুলনার তালিকা থেকে সফলভাবে সরানো হয়েছে।', type: 'success' }]),
    );
  });
});
