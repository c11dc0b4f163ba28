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

  it('renders nothing without categories', () => {
    expect(render(<CategoryMenu categories={[]} />).container).toBeEmptyDOMElement();
    expect(render(<CategoryMenu />).container).toBeEmptyDOMElement();
  });
});
