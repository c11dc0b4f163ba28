import { render, screen } from '@testing-library/react';
import type { Category } from '../../shared/api/contract';
import { CategoryMenu } from './CategoryMenu';

const category = (id: number, name: string, slug: string): Category => ({
  id,
  parent_id: 1,
  slug,
  name,
  category_name: name,
  logo_path: null,
  product_count: 0,
});

describe('CategoryMenu', () => {
  it('links every category the server wrote to /categories/{slug}, in its order', () => {
    render(<CategoryMenu categories={[category(2, 'Groceries', 'groceries'), category(3, "Men's Fashion", 'mens-fashion')]} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Groceries', '/categories/groceries'],
      ["Men's Fashion", '/categories/mens-fashion'],
    ]);
  });

  it('shows the departments only, and marks the one being browsed', () => {
    const groceries = category(2, 'Groceries', 'groceries');
    const rice = { ...category(5, 'Rice & Dal', 'rice-dal'), parent_id: 2 };
    render(<CategoryMenu categories={[groceries, rice, category(3, 'Books & Stationery', 'books-stationery')]} currentPath="/categories/groceries" />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Groceries', 'Books & Stationery']);
    expect(screen.getByRole('link', { name: 'Groceries' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Books & Stationery' })).not.toHaveAttribute('aria-current');
  });

  it('renders nothing without categories', () => {
    expect(render(<CategoryMenu categories={[]} />).container).toBeEmptyDOMElement();
    expect(render(<CategoryMenu />).container).toBeEmptyDOMElement();
  });

  it("gives a name the width the server measured in the shop's Bengali font", () => {
    render(<CategoryMenu categories={[category(2, 'মুদি বাজার', 'groceries'), category(3, 'Gadgets', 'gadgets')]} labelWidths={{ 'মুদি বাজার': 4.37 }} />);
    expect(screen.getByRole('link', { name: 'মুদি বাজার' })).toHaveStyle({ '--label-width': '4.37em' });
    expect(screen.getByRole('link', { name: 'Gadgets' })).not.toHaveAttribute('style');
  });
});
