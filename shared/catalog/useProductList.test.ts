import { act, renderHook, waitFor } from '@testing-library/react';
import type { Paged, Product } from '../api/contract';
import { aProduct } from '../test/productFixture';
import { useProductList } from './useProductList';

const pageOf = (page: number, perPage = 2, total = 5): Paged<Product> => ({
  data: [aProduct({ id: page * 10 + 1 }), aProduct({ id: page * 10 + 2 })],
  meta: { current_page: page, per_page: perPage, total, last_page: Math.ceil(total / perPage) },
});

/** A fetch the test answers by hand, to see the loading flag in between. */
function manualFetch() {
  const waiting: { page: number; answer: (p: Paged<Product>) => void; fail: (e: Error) => void }[] = [];
  const fetchPage = jest.fn(
    (page: number) => new Promise<Paged<Product>>((answer, fail) => waiting.push({ page, answer, fail })),
  );
  return { fetchPage, waiting };
}

describe('useProductList', () => {
  it('is loading while page 1 is fetched and not after', async () => {
    const { fetchPage, waiting } = manualFetch();
    const { result } = renderHook(() => useProductList(fetchPage));
    expect(result.current.loading).toBe(true);
    await act(async () => waiting[0].answer(pageOf(1)));
    expect(result.current).toMatchObject({ loading: false, page: 1, total: 5, lastPage: 3 });
    expect(result.current.products.map((p) => p.id)).toEqual([11, 12]);
  });

  it('starts from the page the server wrote without fetching it again', () => {
    const fetchPage = jest.fn();
    const { result } = renderHook(() => useProductList(fetchPage, { initial: pageOf(1) }));
    expect(result.current.loading).toBe(false);
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('appends on load more and replaces on goTo', async () => {
    const { fetchPage, waiting } = manualFetch();
    const { result } = renderHook(() => useProductList(fetchPage, { initial: pageOf(1) }));
    act(() => result.current.loadMore());
    await act(async () => waiting[0].answer(pageOf(2)));
    expect(result.current.products.map((p) => p.id)).toEqual([11, 12, 21, 22]);
    act(() => result.current.goTo(3));
    await act(async () => waiting[1].answer(pageOf(3)));
    expect(result.current.products.map((p) => p.id)).toEqual([31, 32]);
  });

  it('keeps the newest answer when an older one arrives late', async () => {
    const { fetchPage, waiting } = manualFetch();
    const { result } = renderHook(() => useProductList(fetchPage, { initial: pageOf(1) }));
    act(() => result.current.goTo(2));
    act(() => result.current.goTo(3));
    await act(async () => waiting[1].answer(pageOf(3)));
    await act(async () => waiting[0].answer(pageOf(2)));
    expect(result.current.page).toBe(3);
    expect(result.current.products.map((p) => p.id)).toEqual([31, 32]);
  });

  it('fetches page 1 anew when the query changes', async () => {
    const { fetchPage, waiting } = manualFetch();
    const { rerender } = renderHook(
      ({ size }) => useProductList((page) => fetchPage(page * 100 + size), { initial: pageOf(1), key: size }),
      { initialProps: { size: 5 } },
    );
    expect(fetchPage).not.toHaveBeenCalled();
    rerender({ size: 10 });
    await waitFor(() => expect(fetchPage).toHaveBeenCalledWith(110));
    await act(async () => waiting[0].answer(pageOf(1)));
  });

  it('only logs a failure and stops loading', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchPage, waiting } = manualFetch();
    const { result } = renderHook(() => useProductList(fetchPage, { initial: pageOf(1) }));
    act(() => result.current.goTo(2));
    await act(async () => waiting[0].fail(new Error('Network Error')));
    expect(result.current).toMatchObject({ loading: false, page: 1 });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
