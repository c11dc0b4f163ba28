import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './Pagination';
import { pageCount, pageWindow } from './pageCount';
import { Breadcrumb } from './Breadcrumb';
import { Spinner } from './Spinner';
import { renderWithProviders } from '../test/renderWithProviders';

describe('page count', () => {
  it('is the number of products divided by the page size, rounded up', () => {
    expect(pageCount(23, 5)).toBe(5);
    expect(pageCount(25, 5)).toBe(5);
    expect(pageCount(23, 10)).toBe(3);
    expect(pageCount(23, 15)).toBe(2);
    expect(pageCount(0, 5)).toBe(0);
  });

  it('offers the first, the last and the neighbours of the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
  });
});

describe('Pagination', () => {
  it('marks the current page and moves to the page the shopper picks', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Pagination page={2} count={5} onChange={onChange} label="Trending Products pages" />);
    const nav = screen.getByRole('navigation', { name: 'Trending Products pages' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onChange.mock.calls).toEqual([[3], [1]]);
  });

  it('cannot go before the first page or past the last', () => {
    const { rerender } = renderWithProviders(<Pagination page={1} count={3} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    rerender(<Pagination page={3} count={3} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  it('is not shown for a single page', () => {
    renderWithProviders(<Pagination page={1} count={1} onChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('Breadcrumb', () => {
  it('links every crumb but the current page', () => {
    renderWithProviders(<Breadcrumb current="Groceries" />);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(trail).toHaveTextContent('HomeGroceries');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Groceries')).toHaveAttribute('aria-current', 'page');
  });

  it('goes through the pages above this one, linked', () => {
    renderWithProviders(
      <Breadcrumb via={[{ label: 'My Account', href: '/customer/account/profile' }]} current="My Orders" />,
    );
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeMy AccountMy Orders');
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/customer/account/profile');
    expect(screen.getByText('My Orders')).toHaveAttribute('aria-current', 'page');
  });
});

describe('Spinner', () => {
  it('tells screen readers what is loading and holds its height', () => {
    renderWithProviders(<Spinner label="Loading products" size={40} minHeight={320} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading products');
    expect(screen.getByRole('status')).toHaveStyle({ minHeight: '320px' });
  });
});
